// Package address parses the free-form postal addresses of Latin America
// into their parts, with rules and embedded data, in microseconds and
// without cgo, and says what it could not parse.
//
//	r := address.Validate("BR", "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200")
//	// r.Street "Av. Paulista", r.Number "1578", r.Neighborhood "Bela Vista",
//	// r.City "São Paulo", r.Region "São Paulo", r.RegionCode "BR-SP",
//	// r.PostalCode "01310-200", r.Valid true,
//	// r.Formatted "Av. Paulista, 1578, Bela Vista, São Paulo-SP, 01310-200"
//
// The package-level Validate uses the zero Validator, which has no options
// yet.
//
// # What valid means
//
// An address is valid when the postal code, if it has one, is in the
// country's format (a token shaped like the country's codes that fails
// their pattern, such as B16360 in Argentina or a CEP of four digits, is
// a postal code written wrongly), and at least a street (or a rural locator standing for
// one: a km mark, a manzana or lote, a Mexican supermanzana) and a city,
// region or postal code were found. Valid says the address can be read,
// not that it exists: nothing is looked up.
//
//	Validate("AR", "Av. Corrientes 1234, Piso 3, C1043AAZ CABA")   // valid
//	Validate("MX", "SM 23 MZ 4 Lote 5, Cancún, Q. Roo")             // valid: a plot, no street
//	Validate("AR", "Av. Corrientes 1234")                           // missing_locality
//	Validate("AR", "Corrientes, Argentina")                         // missing_street
//	Validate("MX", "Av. Juárez 976, C.P. 123, Guadalajara")          // invalid_postal_code
//
// Missing lists, for valid and invalid addresses alike, the parts a postal
// address of the country needs and this one lacks: libaddressinput's
// required parts (street and city by default; the postal code in BR, MX,
// PR; the region in BR, HN, SV, VE) and the number of a street that has
// neither a number nor S/N.
//
// # Parts
//
// Street, Number, Unit and Neighborhood are slices of the input as
// written (Street "Av. Paulista", not "Avenida Paulista"), except that
// Number drops its sign (N°, Nº, No., Nro., #) and is "S/N" for "s/n",
// "sin número", "sem número"; Neighborhood drops its marker (Col., Barrio,
// Bº, Bairro, Urb., Fracc.) unless the marker is part of the name (Villa
// Crespo, Jardim Paulista, Zona 10). City and Region are the tables'
// canonical names when known ("Ciudad de México" for CDMX, "Bogotá" for
// Bogota), RegionCode is the ISO 3166-2 code (MX-JAL, AR-C, BR-SP,
// MX-CMX), PostalCode the code in its normal form (01310-100, C1425DKE,
// LIMA 27, CP 1101).
//
// The parser reads the end of the address first: the country's name, the
// postal code, the region and the city, by name, abbreviation or ISO code
// (Jalisco, Jal., JAL, MX-JAL; CABA, Capital Federal, Bs. As.; Edo. Méx.;
// N.L.; SP; Bogotá D.C.; Lima Metropolitana), in any case, with or without
// accents. A region-city ("Buenos Aires", "São Paulo", "Mendoza") is the
// region when a city of that region comes before it, else the city. City
// is the outermost locality; the localities before it (Las Condes,
// Santiago; Miraflores, Lima; Bela Vista, São Paulo) are the
// Neighborhood; in Brazil, a lone place right after the house number is
// the bairro unless it is a capital or a large city (Rua Aimorés, 1.451,
// Lourdes), and a region-city after an unknown town is the region
// (Malargüe, Mendoza). A city implies its region, a city-state (CABA, CDMX,
// Bogotá, Lima, Asunción, Santo Domingo, Caracas, Brasília) its city, and a
// postal code its region where its prefix decides it. Then the street:
// the first segment that starts with a street type (Av., Avda., Calle, C.,
// Cll., Cl., Cra., Kr., Carrera, Diag., Transversal, Tv., Rua, R.,
// Alameda, Travessa, Pasaje, Pje., Jr., Jirón, Blvd., Calz., Camino, Ruta,
// Autopista, Carretera, Prolongación and more), holds a number sign, or
// shows a name and a number; a street in prose ("en la calle Vives 66")
// comes first, and a landmark locator written before any street stands
// for the street: a distance and a direction from a landmark, "Una cuadra
// al norte de la plaza Central", "50 oeste de la entrada principal de la
// UNA", "De Los Pipitos, 2 blocks West" (Street is the locator as
// written; it needs no number). In English order the number comes first
// and the type last ("1776 Mariscal López Avenue"). Segments before the
// street are units when they start with a unit ("Edificio Atrium, Suite
// 306, Rua ..."), a city, region or country when they are exactly one
// ("Bogotá, D.C., calle 79 № 9-10"), and otherwise an organisation's name
// ("Embajada de España, Av. ...", "Centro de Salud 1: Churubusco # 143"),
// left out. After the street:
// the number (also Bogotá's "# 71-21", Quito's "N24-03", Argentina's "al
// 3000", Peru's block "cuadra 8"), units, the neighborhood, cross streets
// (entre X y Y, esq., e/, c/, x in Yucatán, con, between, corner), another
// street or a landmark reference ("Calle 98, Via 104"; "200 m al norte"),
// and post-office boxes (Apartado Postal 4659, Casilla 425), which are
// recognized and left out, and a marked municipality (Alcaldía,
// Delegación, Municipio), which stands for the city when none is named
// and is part of the Neighborhood when one is. Text in parentheses that
// names no part is a remark: it is not taken for a place.
//
// A colon, like a comma, ends a segment ("Dirección: ..."). Words that
// are none of these make WarnUnparsedText and are left out of the parts
// and of Formatted.
//
// # Formatted
//
// Formatted is the address on one line in the country's usual order, built
// from the parts alone, when that line reads back to the same parts; the
// package checks this by parsing the line it wrote. When it would not
// (a neighborhood whose marker was dropped reads as the city, junk words
// regroup), the line is written with the neighborhood after the country's
// marker (Col., Bairro, Urb., Barrio), and when that would not either, in
// the strict form: each part after its label, in a fixed order, separated
// by "; ", the region by its ISO code:
//
//	calle: Cl 0; unidad: Col 0; región: SV-SS
//
// Validate reads a value that starts with a label and a colon ("calle: ")
// in the strict form, field by field and by no heuristic, up to
// 2×MaxLength bytes; it is valid by the rules above, with no warnings. So
// for every valid Result r of a country, Validate(country, r.Formatted) is
// valid, with r's Street, Number, Unit, Neighborhood, City, Region,
// RegionCode and PostalCode, and r.Formatted as its Formatted. Real
// addresses rarely need the strict form (3 of the 161 valid labelled
// addresses of testdata/).
//
// # Countries
//
// AR BO BR CL CO CR CU DO EC GT HN HT MX NI PA PE PR PY SV UY VE: the
// Latin American countries of libaddressinput. Another assigned ISO code
// gives ndval.ReasonUnsupportedCountry; there is no generic mode, since
// without a country's postal format and regions the package could say
// nothing it has checked. Each country with rules of its own has a file
// (ar.go, br.go, co.go, ...): postal-code forms (AR CPA and old codes, BR
// CEP with or without the hyphen, PE "Lima 27", EC "EC170150", HT
// "HT6110", SV "CP 1101", PR ZIP+4), and how Formatted joins the street and
// the number.
//
// # Data
//
// The tables (tables.go) are generated by `go generate` from the files in
// data/, listed in data/SOURCES.md: ISO 3166-2 (Debian iso-codes, the
// authority for codes), Google's libaddressinput metadata (formats,
// required parts, postal patterns, subdivision keys and postal prefixes,
// every BR municipality and CL comuna), and this package's lists of
// written forms, cities, districts of large cities and country names,
// each row with its source. DataVersion names them. Nothing is read at
// run time and nothing is built at start-up.
//
// A district (data/districts.csv: Buenos Aires' barrios, Bogotá's
// localidades, Mexico City's alcaldías, Lima's districts, Gran Santiago's
// comunas, Montevideo's barrios, São Paulo's distritos, Rio de Janeiro's
// bairros and units of most other capitals) written where a city would be
// is the neighborhood, and its city is the city: "Av. Santa Fe 3200,
// Palermo, CABA" is Palermo, Buenos Aires, AR-C; "Av. Paulista, 1578 -
// Bela Vista - SP" is Bela Vista, São Paulo. A district of another city
// than the one written warns WarnCityRegionMismatch; with another region
// written, the words are a namesake city ("Cuauhtémoc, Chih."). A
// municipality of the same name wins over a district unless the region
// written is the district's and not the municipality's ("Pinheiros - ES"
// is the municipality), and a neighborhood named after a district
// ("Parque da Vila Prudente") is one neighborhood, in the district's city.
//
// # Reasons and errors
//
// An invalid Result carries one reason, checked in this order:
// ndval.ReasonMissingCountry, ndval.ReasonInvalidCountry,
// ndval.ReasonUnsupportedCountry, ndval.ReasonMissingValue,
// ndval.ReasonTooLong (more than MaxLength bytes), ReasonInvalidPostalCode,
// ReasonMissingStreet, ReasonMissingLocality. Result.Err returns nil for a
// valid address and an *ndval.Error (Field ndval.FieldAddress) otherwise;
// messages never contain the address.
//
// # Warnings
//
// WarnPostalCodeRegionMismatch (a CEP of São Paulo with RJ),
// WarnCityRegionMismatch (São Paulo - RJ), WarnCountryMismatch (the
// address ends with another country's name) and WarnUnparsedText. A record
// that checks "the address fits the declared country" uses these, or
// FitsCountry over the parsed postal code and region.
//
// # Shared state
//
// Validate keeps no state between calls and is safe for concurrent use.
// It parses at most MaxLength bytes and 192 tokens, then once more the
// line it writes as Formatted (twice when that line needs the
// neighborhood's marker), with no regular expressions and no maps: phrases
// are found by binary search in the generated tables. A typical address
// costs a few microseconds and one allocation (Formatted); BENCHMARKS.md
// has the figures.
package address
