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
	uf := &usualFormats[f.ci]
	start, lineStart := len(b), len(b)
	for _, st := range uf.steps {
		c := st.c
		if c == 'n' {
			lineStart = len(b)
			continue
		}
		v := f.field(c)
		if v == "" && (c != 'A' || f.street == "" && f.number == "" && f.unit == "") {
			continue
		}
		switch {
		case len(b) > lineStart && st.lit == "":
			b = append(b, ' ')
		case len(b) > lineStart:
			b = append(b, st.lit...)
		case len(b) > start:
			b = append(b, ", "...)
			b = append(b, st.prefix...)
		default:
			b = append(b, st.prefix...)
		}
		switch c {
		case 'A':
			b = f.appendStreetLine(b)
		case 'D':
			b = f.appendHood(b)
		default:
			b = append(b, v...)
		}
		if c == 'A' && !uf.hasD && f.hood != "" {
			b = f.appendHood(append(b, ", "...))
			lineStart = len(b)
		}
	}
	if !uf.hasS {
		b = appendPart(b, start, f.field('S'))
	}
	if !uf.hasZ {
		b = appendPart(b, start, f.field('Z'))
	}
	return b
}

// usualFormat is a country's format read once for appendUsual: the
// fields that can write something (%A %D %C %S %Z) and the line breaks,
// in order, whether it names %D, %S and %Z, and the country's numberSep.
type usualFormat struct {
	steps            []formatStep
	hasD, hasS, hasZ bool
	numberSep        string
}

// formatStep is one field of a format, c, with the literal text since
// the field before it, written or not (lit), and the letters of that text
// (prefix, prefixOf(lit)).
type formatStep struct {
	c           byte
	lit, prefix string
}

// usualFormats holds the usualFormat of every row of countryTable. It is
// built once from the generated table and never changed.
var usualFormats = func() []usualFormat {
	t := make([]usualFormat, len(countryTable))
	for ci := range countryTable {
		format := countryTable[ci].format
		if format == "" {
			format = defaultFormat
		}
		uf := &t[ci]
		uf.numberSep = rulesOf(countryTable[ci].code).numberSep
		litStart := 0
		for i := 0; i+1 < len(format); i++ {
			if format[i] != '%' {
				continue
			}
			lit, c := format[litStart:i], format[i+1]
			i++
			litStart = i + 1
			switch c {
			case 'D':
				uf.hasD = true
			case 'S':
				uf.hasS = true
			case 'Z':
				uf.hasZ = true
			}
			switch c {
			case 'n', 'A', 'D', 'C', 'S', 'Z': // field writes nothing for the others (%N, %O, %X)
				uf.steps = append(uf.steps, formatStep{c: c, lit: lit, prefix: prefixOf(lit)})
			}
		}
	}
	return t
}()

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
			b = append(b, usualFormats[f.ci].numberSep...)
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
