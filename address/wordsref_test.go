package address

// lookupWordSwitch is lookupWord as it was written before markerTable: one
// switch over the marker words, which the compiler turned into a binary
// search. It is kept as the reference that TestLookupWord and
// FuzzLookupWord hold the table to; TestLookupWord reads its words from
// this file.
func lookupWordSwitch(w []byte) (class, cue) {
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
