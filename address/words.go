package address

// The words that mark the parts of an address, in their folded form (no
// accents, no dots, lower case), as Latin Americans write them: Spanish,
// Portuguese and, for Haiti, French.

// class is a set of the roles a marker word can play.
type class uint16

const (
	cStreet       class = 1 << iota // a street type: Av., Calle, Rua, Jr. ...
	cGrid                           // a street type of the numbered grids: Calle, Carrera, Diagonal ...
	cUnit                           // a unit: Piso, Depto., Of., Lote, Torre, Bloco ...
	cHood                           // a neighborhood, dropped from the name: Col., Barrio, Bairro, Urb. ...
	cMunicipality                   // a municipality: Alcaldía, Delegación, Municipio, Partido ...
	cNumberSign                     // a number sign: N°, No., Nro., Núm., Número
	cCross                          // cross streets: entre, esq., esquina
	cLocator                        // a rural locator: Km, Lote, Manzana, SM
	cReference                      // a landmark reference: frente a, junto a, cerca de ...
	cDirection                      // a grid street's suffix: Sur, Norte, Este, Oeste, Bis
	cMonth                          // a month, as in "25 de Mayo"
	cFloorWord                      // a word that follows an ordinal to make a floor: piso, andar
)

// cPartMarker is the set of markers that open a part other than the
// street: a unit, neighborhood, municipality, cross streets or a
// landmark reference. A word of it never starts a street's name.
const cPartMarker = cUnit | cHood | cMunicipality | cCross | cReference

// classify returns the roles of the folded word w.
func classify(w []byte) class {
	c, _ := lookupWord(w)
	return c
}

// markerWords are the marker words, each listed once, grouped by the roles
// and the cues (cue.go) they give. lookupWord finds them in markerTable,
// built from this list; TestCueWords reads this literal.
var markerWords = [...]struct {
	cls   class
	cue   cue
	words []string
}{
	// Street types.
	{cStreet, 0, []string{"av", "avda", "avd", "avenida", "ave", "avenue", "avn"}},
	// Street types of the numbered grids: Calle, Carrera, Diagonal, Transversal.
	{cStreet | cGrid, 0, []string{
		"calle", "cl", "cll", "clle", "carrera", "cra", "cr", "kr", "kra", "crr", "diagonal",
		"diag", "dg", "transversal", "tv", "transv", "trans", "trv",
	}},
	// Other street types: Rua, Pasaje, Jirón, Boulevard, Calzada, Rodovia ...
	{cStreet, 0, []string{
		"rua", "alameda", "travessa", "trav", "pasaje", "pje", "psje", "pasaj", "jiron", "jr",
		"boulevard", "bulevar", "bulevard", "blvd", "blv", "bv", "bvd", "bvar", "calzada",
		"calz", "camino", "cno", "ruta", "autopista", "carretera", "carret", "ctra", "carr",
		"prolongacion", "prol", "paseo", "circuito", "cto", "cerrada", "privada", "priv",
		"andador", "callejon", "cjon", "via", "autovia", "rodovia", "rod", "estrada", "praca",
		"largo", "plaza", "rambla", "costanera", "malecon", "peatonal", "senda", "sendero",
		"ladeira", "beco", "viela", "rue", "route", "impasse", "ruelle", "chemin", "setor",
		"quadra", "pza", "pca", "retorno", "esplanada", "eixo", "servidao", "acesso",
		"marginal", "vicolo", "passagem", "place", "road",
	}},
	// Rural locators: the kilometre of a road.
	{cLocator, 0, []string{"km", "kilometro", "kilometre", "klm"}},
	// A lot or a block, a unit and a rural locator alike.
	{cUnit | cLocator, 0, []string{"lote", "lt", "lte", "manzana", "mz", "mza", "mzna", "manz"}},
	// A supermanzana (Cancún's blocks).
	{cLocator, 0, []string{"sm", "smza", "supermanzana", "supmza"}},
	// Units: floors, apartments, offices, buildings, towers ...
	{cUnit, 0, []string{
		"piso", "pb", "planta", "dto", "dep", "apto", "apartamento", "apt", "ap", "apart",
		"oficina", "of", "ofic", "ofi", "ofc", "local", "loc", "interior", "int", "casa",
		"torre", "bloco", "bloque", "blq", "bl", "bloc", "sala", "conjunto", "cj", "conj",
		"loja", "lj", "edificio", "edif", "ed", "edf", "unidad", "suite", "ste", "nave",
		"bodega", "bod", "modulo", "mod", "puerta", "despacho", "desp", "consultorio", "galpon",
		"stand", "box", "entrepiso", "sotano", "mezzanine", "mezanino", "cobertura", "uf",
		"habitacion", "hab", "pabellon", "pab", "nivel", "niv", "etapa", "condominio", "cond",
		"residencia", "escritorio", "pavimento", "pav", "anexo", "subsolo", "terreo", "predio",
		"floor", "office", "building",
	}},
	// Departamento: an apartment, or a region (Departamento de Montevideo).
	{cUnit, cueRegion, []string{"departamento", "depto", "dpto"}},
	// Andar, the Brazilian floor, which follows an ordinal: 3º andar.
	{cUnit | cFloorWord, 0, []string{"andar"}},
	// Neighborhoods, dropped from the name or kept (keptMarker).
	{cHood, 0, []string{
		"col", "colonia", "barrio", "bo", "bairro", "urb", "urbanizacion", "fracc",
		"fraccionamiento", "frac", "reparto", "rpto", "cdla", "ciudadela", "parroquia",
		"corregimiento", "localidad", "aahh", "asentamiento", "vereda", "caserio", "lotizacion",
		"lotificacion", "villa", "vila", "jardim", "jd", "jdm", "vl", "pq", "parque",
		"residencial", "zona", "sector", "ejido", "zone",
	}},
	// Municipalities.
	{cMunicipality, 0, []string{
		"alcaldia", "alc", "delegacion", "deleg", "municipio", "mpio", "mun", "municipalidad",
		"partido", "comuna", "distrito", "dist", "canton", "commune",
	}},
	// Number signs: No., Nro., Núm.
	{cNumberSign, cueSign, []string{"n", "no", "nro", "nr", "num", "numero", "nu", "nm", "ext"}},
	// Cross streets.
	{cCross, 0, []string{"entre", "esquina", "ent", "casi", "esquinas", "between", "corner"}},
	// Esq., before a slash as in esq/ Estrella.
	{cCross, cueSlash, []string{"esq"}},
	// Landmark references: frente a, junto a ...
	{cReference, 0, []string{
		"frente", "junto", "cerca", "detras", "atras", "costado", "contiguo", "enfrente",
		"proximo", "entrada",
	}},
	// Directions that end a distance: 200 m al sur.
	{cDirection, cueCompass, []string{"sur", "norte", "este", "oeste", "oriente", "poniente"}},
	// The other suffixes of a grid street: Calle 45 Bis, Rua Sul.
	{cDirection, 0, []string{"bis", "occidente", "sul", "leste"}},
	// Months, as in 25 de Mayo, 7 de Setembro, 1er Janvier.
	{cMonth, 0, []string{
		"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
		"setiembre", "octubre", "noviembre", "diciembre", "janeiro", "fevereiro", "marco",
		"maio", "junho", "julho", "setembro", "outubro", "novembro", "dezembro", "janvier",
		"fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre",
		"novembre", "decembre", "january", "february", "march", "april", "june", "july",
		"august", "september", "october", "november", "december",
	}},
	// Other directions of a distance: 100 m arriba, al lago.
	{0, cueCompass, []string{"arriba", "abajo", "lago", "montana", "north", "south", "east", "west"}},
	// Post-office boxes: Apartado, Casilla, Caixa Postal, P.O. Box.
	{0, cuePOBox, []string{"apartado", "apdo", "casilla", "caixa", "cx", "po", "pobox"}},
	// Blocks of a street: Jr. Cuzco cuadra 8.
	{0, cueBlock, []string{"cuadra", "cdra", "cda"}},
	// The first word of S/N, sin número.
	{0, cueSN, []string{"sn", "s", "sin", "sem"}},
	// Y and con, which join the streets of an intersection.
	{0, cueAnd, []string{"y", "con"}},
	// E, which joins an intersection and starts e/, entre.
	{0, cueAnd | cueSlash, []string{"e"}},
	// C, which starts c/ (con) and C.P.
	{0, cueSlash | cuePostal, []string{"c"}},
	// Region markers: Provincia de, Estado de, Región.
	{0, cueRegion, []string{
		"provincia", "prov", "pcia", "pvcia", "estado", "edo", "region", "reg", "departement",
		"province",
	}},
	// Postal code markers: C.P., CEP, Código Postal.
	{0, cuePostal, []string{"cp", "cep", "zip", "cpa", "zipcode", "codigo", "cod", "code"}},
	// En, which introduces a street in prose: en la Avenida ...
	{0, cueEn, []string{"en"}},
}

// lookupWord returns the roles of the folded word w and the cues it gives
// (cue.go): one look-up for both, so that tokenize pays one a word. It is
// a probe or two of markerTable, in a few lines of code: the switch over
// the words it replaces compiled to a binary search over 10 KB of them.
func lookupWord(w []byte) (class, cue) {
	if len(w) > maxKeyLen {
		return 0, 0
	}
	var k wordKey
	if cap(w) >= 16 {
		k = makeWordKey(w)
	} else {
		k = packWordKey(w)
	}
	for i := k.slot(); ; i++ {
		r := &markerTable[i%markerSlots]
		// hi first: it is zero in an empty slot, and in no word's key
		// but the empty word's, whose answer an empty slot gives too.
		if hi := r.key.hi; hi != k.hi {
			if hi == 0 {
				return 0, 0
			}
		} else if r.key.lo == k.lo {
			return r.cls, r.cue
		}
	}
}

// keptMarker reports whether the neighborhood word w belongs to the
// neighborhood's name rather than being dropped from it: "Villa Crespo",
// "Vila Mariana", "Jardim Paulista", "Zona 10".
func keptMarker(w []byte) bool {
	switch string(w) {
	case "villa", "vila", "jardim", "jd", "jdm", "vl", "pq", "parque", "residencial", "zona", "sector", "zone",
		"vereda", "caserio", "asentamiento":
		return true
	}
	return false
}

// isConnector reports whether w joins the words of a name: "de", "del",
// "la", "y" ...
func isConnector(w []byte) bool {
	switch string(w) {
	case "de", "del", "la", "las", "los", "el", "y", "e", "da", "do", "das", "dos", "des", "du", "le", "les", "di":
		return true
	}
	return false
}

// isRegionMarker reports whether w announces a region: "Provincia de",
// "Pcia.", "Estado de", "Edo.", "Departamento de", "Región".
func isRegionMarker(w []byte) bool {
	switch string(w) {
	case "provincia", "prov", "pcia", "pvcia", "estado", "edo", "departamento", "depto", "dpto",
		"region", "reg", "departement", "province":
		return true
	}
	return false
}
