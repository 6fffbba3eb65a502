package address

// The words that mark the parts of an address, in their folded form (no
// accents, no dots, lower case), as Latin Americans write them: Spanish,
// Portuguese and, for Haiti, French. Each set is a switch, which the
// compiler turns into a binary search.

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

// lookupWord returns the roles of the folded word w and the cues it
// gives (cue.go): one switch for both, so that tokenize pays one look-up
// a word.
func lookupWord(w []byte) (class, cue) {
	switch string(w) {
	case "av", "avda", "avd", "avenida", "ave", "avenue", "avn":
		return cStreet, 0
	case "calle", "cl", "cll", "clle", "carrera", "cra", "cr", "kr", "kra", "crr",
		"diagonal", "diag", "dg", "transversal", "tv", "transv", "trans", "trv":
		return cStreet | cGrid, 0
	case "rua", "alameda", "travessa", "trav", "pasaje", "pje", "psje", "pasaj",
		"jiron", "jr", "boulevard", "bulevar", "bulevard", "blvd", "blv", "bv", "bvd", "bvar",
		"calzada", "calz", "camino", "cno", "ruta", "autopista", "carretera", "carret", "ctra", "carr",
		"prolongacion", "prol", "paseo", "circuito", "cto", "cerrada", "privada", "priv", "andador",
		"callejon", "cjon", "via", "autovia", "rodovia", "rod", "estrada", "praca", "largo", "plaza",
		"rambla", "costanera", "malecon", "peatonal", "senda", "sendero", "ladeira", "beco", "viela",
		"rue", "route", "impasse", "ruelle", "chemin", "setor", "quadra", "pza", "pca", "retorno",
		"esplanada", "eixo", "servidao", "acesso", "marginal", "vicolo", "passagem", "place", "road":
		return cStreet, 0
	case "km", "kilometro", "kilometre", "klm":
		return cLocator, 0
	case "lote", "lt", "lte", "manzana", "mz", "mza", "mzna", "manz":
		return cUnit | cLocator, 0
	case "sm", "smza", "supermanzana", "supmza":
		return cLocator, 0
	case "piso", "pb", "planta", "dto", "dep", "apto", "apartamento",
		"apt", "ap", "apart", "oficina", "of", "ofic", "ofi", "ofc", "local", "loc", "interior", "int",
		"casa", "torre", "bloco", "bloque", "blq", "bl", "bloc", "sala", "conjunto", "cj", "conj",
		"loja", "lj", "edificio", "edif", "ed", "edf", "unidad", "suite", "ste", "nave", "bodega", "bod",
		"modulo", "mod", "puerta", "despacho", "desp", "consultorio", "galpon", "stand", "box",
		"entrepiso", "sotano", "mezzanine", "mezanino", "cobertura", "uf", "habitacion", "hab",
		"pabellon", "pab", "nivel", "niv", "etapa", "condominio", "cond", "residencia",
		"escritorio", "pavimento", "pav", "anexo", "subsolo", "terreo", "predio",
		"floor", "office", "building":
		return cUnit, 0
	case "departamento", "depto", "dpto":
		return cUnit, cueRegion
	case "andar":
		return cUnit | cFloorWord, 0
	case "col", "colonia", "barrio", "bo", "bairro", "urb", "urbanizacion", "fracc", "fraccionamiento",
		"frac", "reparto", "rpto", "cdla", "ciudadela", "parroquia", "corregimiento", "localidad",
		"aahh", "asentamiento", "vereda", "caserio", "lotizacion", "lotificacion", "villa", "vila",
		"jardim", "jd", "jdm", "vl", "pq", "parque", "residencial", "zona", "sector", "ejido", "zone":
		return cHood, 0
	case "alcaldia", "alc", "delegacion", "deleg", "municipio", "mpio", "mun", "municipalidad",
		"partido", "comuna", "distrito", "dist", "canton", "commune":
		return cMunicipality, 0
	case "n", "no", "nro", "nr", "num", "numero", "nu", "nm", "ext":
		return cNumberSign, cueSign
	case "entre", "esquina", "ent", "casi", "esquinas", "between", "corner":
		return cCross, 0
	case "esq":
		return cCross, cueSlash
	case "frente", "junto", "cerca", "detras", "atras", "costado", "contiguo", "enfrente", "proximo", "entrada":
		return cReference, 0
	case "sur", "norte", "este", "oeste", "oriente", "poniente":
		return cDirection, cueCompass
	case "bis", "occidente", "sul", "leste":
		return cDirection, 0
	case "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
		"setiembre", "octubre", "noviembre", "diciembre", "janeiro", "fevereiro", "marco", "maio",
		"junho", "julho", "setembro", "outubro", "novembro", "dezembro",
		"janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre",
		"january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december":
		return cMonth, 0
	case "arriba", "abajo", "lago", "montana", "north", "south", "east", "west":
		return 0, cueCompass
	case "apartado", "apdo", "casilla", "caixa", "cx", "po", "pobox":
		return 0, cuePOBox
	case "cuadra", "cdra", "cda":
		return 0, cueBlock
	case "sn", "s", "sin", "sem":
		return 0, cueSN
	case "y", "con":
		return 0, cueAnd
	case "e":
		return 0, cueAnd | cueSlash
	case "c":
		return 0, cueSlash | cuePostal
	case "provincia", "prov", "pcia", "pvcia", "estado", "edo", "region", "reg", "departement", "province":
		return 0, cueRegion
	case "cp", "cep", "zip", "cpa", "zipcode", "codigo", "cod", "code":
		return 0, cuePostal
	case "en":
		return 0, cueEn
	}
	return 0, 0
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
