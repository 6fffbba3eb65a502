package address

import "github.com/ndval/ndval/address/internal/lex"

// Formatted: the parts on one line, in the order of the country's
// libaddressinput format (fmt): %A the street line (street, number,
// unit), %D the neighborhood, %C the city, %S the region, %Z the postal
// code, %n a line break, which becomes ", "; %N, %O and %X (name,
// organisation, sorting code) are left out. Countries without a format
// (BO, CU, PE) use "%A%n%D%n%C %Z%n%S", the order their post offices ask
// for ("Av. Larco 1301, Miraflores, Lima 15074"). A part the format does
// not name is still written: the neighborhood after the street line, the
// region and postal code at the end. The region is written by its name,
// in Brazil by its UF (São Paulo-SP), and not at all when it is a
// city-state whose city is the city written (Bogotá, not "Bogotá, Bogotá,
// D.C."); when the city written is not one of the region's known cities
// and the region's name is also a city's, by its ISO code (AR-A), which
// cannot be read as the city. The usual form is a function of the parts
// alone; Formatted (roundtrip.go) uses it when it reads back to the same
// parts.
// Literal text between parts (", ", "-") is written only between
// two parts that are present; a literal prefix such as Haiti's "HT" only
// with the part it precedes.

const defaultFormat = "%N%n%O%n%A%n%D%n%C %Z%n%S"

// appendUsual appends the parts f on one line in the country's usual
// order.
func appendUsual(b []byte, f *fields) []byte {
	format := countryTable[f.ci].format
	if format == "" {
		format = defaultFormat
	}
	var seen [128]bool
	start, lineStart, litStart := len(b), len(b), 0
	for i := 0; i+1 < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		lit, c := format[litStart:i], format[i+1]
		i++
		litStart = i + 1
		if c == 'n' {
			lineStart = len(b)
			continue
		}
		seen[c&0x7f] = true
		v := f.field(c)
		if v == "" && (c != 'A' || f.street == "" && f.number == "" && f.unit == "") {
			continue
		}
		switch {
		case len(b) > lineStart && lit == "":
			b = append(b, ' ')
		case len(b) > lineStart:
			b = append(b, lit...)
		case len(b) > start:
			b = append(b, ", "...)
			b = append(b, prefixOf(lit)...)
		default:
			b = append(b, prefixOf(lit)...)
		}
		switch c {
		case 'A':
			b = f.appendStreetLine(b)
		case 'D':
			b = f.appendHood(b)
		default:
			b = append(b, v...)
		}
		if c == 'A' && !seenD(format) && f.hood != "" {
			b = f.appendHood(append(b, ", "...))
			lineStart = len(b)
		}
	}
	if !seen['S'] {
		b = appendPart(b, start, f.field('S'))
	}
	if !seen['Z'] {
		b = appendPart(b, start, f.field('Z'))
	}
	return b
}

// field returns the text of one format field; the street line (A) is
// written by appendStreetLine instead.
func (f *fields) field(c byte) string {
	switch c {
	case 'D':
		return f.hood // written by appendHood
	case 'C':
		if pc := f.postal; len(pc) > len(f.city) && pc[len(f.city)] == ' ' && equalFoldASCII(pc[:len(f.city)], f.city) {
			return "" // Peru's "LIMA 27" names the city
		}
		return f.city
	case 'S':
		return f.regionShown()
	case 'Z':
		return f.postal
	}
	return ""
}

// appendStreetLine appends the street, number and unit: "Av. Paulista,
// 1578", "Carrera 7 # 71-21", "Av. Corrientes 1234, Piso 3".
func (f *fields) appendStreetLine(b []byte) []byte {
	start := len(b)
	b = append(b, f.street...)
	if f.number != "" {
		if len(b) > start {
			b = append(b, rulesOf(countryTable[f.ci].code).numberSep...)
		}
		b = append(b, f.number...)
	}
	if f.unit != "" {
		switch {
		case len(b) == start:
		case f.number == "":
			b = append(b, ' ') // no number: the unit stays in the street's segment, as a number would
		default:
			b = append(b, ", "...)
		}
		b = append(b, f.unit...)
	}
	return b
}

// appendHood appends the neighborhood, after the country's marker when f
// is marked.
func (f *fields) appendHood(b []byte) []byte {
	if f.marked {
		b = append(b, hoodMarker(countryTable[f.ci].code)...)
		b = append(b, ' ')
	}
	return append(b, f.hood...)
}

// hoodMarker returns the word a country writes before a neighborhood.
func hoodMarker(country string) string {
	switch country {
	case "MX":
		return "Col."
	case "BR":
		return "Bairro"
	case "PE", "VE":
		return "Urb."
	}
	return "Barrio"
}

// regionShown returns the region as the usual form writes it.
func (f *fields) regionShown() string {
	reg := regionByCode(f.ci, f.regionCode)
	if reg < 0 {
		return ""
	}
	if countryTable[f.ci].code == "BR" {
		return f.regionCode[3:]
	}
	if regionCity(reg) >= 0 && f.city == cityName(regionCity(reg)) || f.city == f.region {
		return ""
	}
	if regionNamesCity[reg] && !knownCity(f.ci, f.city, reg) {
		return f.regionCode // "Salta" alone would read as the city
	}
	return f.region
}

// knownCity reports whether city is the canonical name of a city of
// region reg in the tables.
func knownCity(ci int, city string, reg int) bool {
	if city == "" {
		return false
	}
	c := &countryTable[ci]
	var buf [256]byte
	row := findPhrase(int(c.phraseLo), int(c.phraseHi), lex.Key(buf[:0], city))
	if row < 0 {
		return false
	}
	for _, ref := range refs(row) {
		if ref&^refRowMask == refCity && cityRegion(int(ref&refRowMask)) == reg && cityName(int(ref&refRowMask)) == city {
			return true
		}
	}
	return false
}

// regionNamesCity holds alsoCity for every row of regionTable, its
// country's (TestRegionNamesCity). It is built once from the generated
// tables and never changed.
var regionNamesCity = func() []bool {
	t := make([]bool, len(regionTable))
	for ci := range countryTable {
		c := &countryTable[ci]
		for r := int(c.regionLo); r < int(c.regionHi); r++ {
			t[r] = alsoCity(ci, r)
		}
	}
	return t
}()

// alsoCity reports whether the usual name of region reg also names a city.
func alsoCity(ci, reg int) bool {
	c := &countryTable[ci]
	var buf [128]byte
	row := findPhrase(int(c.phraseLo), int(c.phraseHi), lex.Key(buf[:0], regionTable[reg].name))
	if row < 0 {
		return false
	}
	for _, ref := range refs(row) {
		if ref&^refRowMask == refCity {
			return true
		}
	}
	return false
}

// prefixOf returns the part of a literal that is a prefix (letters: HT,
// PR), without the separators around it.
func prefixOf(lit string) string {
	for i := 0; i < len(lit); i++ {
		if isLetter(lit[i]) {
			j := i
			for j < len(lit) && (isLetter(lit[j]) || lit[j] == ' ') {
				j++
			}
			return lit[i:j]
		}
	}
	return ""
}

// equalFoldASCII reports whether a and b are equal in ASCII case.
func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if upper(a[i]) != upper(b[i]) {
			return false
		}
	}
	return true
}

func seenD(f string) bool {
	for i := 0; i+1 < len(f); i++ {
		if f[i] == '%' && f[i+1] == 'D' {
			return true
		}
	}
	return false
}

// appendPart appends ", " and v when v is not empty (no comma when b holds
// nothing after start).
func appendPart(b []byte, start int, v string) []byte {
	if v == "" {
		return b
	}
	if len(b) > start {
		b = append(b, ", "...)
	}
	return append(b, v...)
}
