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
// with the part it precedes. Each format is read once into a program of
// steps (usualFormats), which one loop runs.

const defaultFormat = "%N%n%O%n%A%n%D%n%C %Z%n%S"

// appendUsual appends the usual form of f to b, with the neighborhood's
// marker when marked (for f.marked), by the country's format program
// (usualFormats): one loop over its steps, each adding a separator and a
// part. The read-back appends to a buffer of MaxLength bytes on its
// stack, which holds any form it reads back, so each piece is copied
// once, where it ends; a longer form, which is not read back
// (formatted), moves to the heap as append moves it.
func appendUsual(b []byte, f *fields, marked bool) []byte {
	uf := &usualFormats[f.ci]
	vals := [...]string{partD: f.hood, partH: f.hood, partC: f.cityShown(), partS: f.regionShown(), partZ: f.postal}
	start := len(b)
	lineStart := start
	wrote := false
	for i := range uf.steps {
		st := &uf.steps[i]
		if st.newLine {
			lineStart = len(b)
		}
		v := vals[st.part]
		switch {
		case st.part == partA:
			if f.street == "" && f.number == "" && f.unit == "" {
				wrote = false
				continue
			}
		case v == "" || st.part == partH && !wrote:
			wrote = false
			continue
		}
		k := sepNone
		if len(b) > lineStart {
			k = sepLine
		} else if len(b) > start {
			k = sepAfter
		}
		b = append(b, st.sep[k]...)
		switch st.part {
		case partA:
			b = f.appendStreetLine(b, uf)
		case partD, partH:
			if marked {
				b = append(b, uf.marker...)
			}
			b = append(b, f.hood...)
		default:
			b = append(b, v...)
		}
		if st.part == partH {
			lineStart = len(b)
		}
		wrote = true
	}
	return b
}

// The parts a format step writes: %A, %D, %C, %S, %Z.
const (
	partA = iota
	partD
	partH // the neighborhood of a format without %D: after the street line, if written, and ending the line
	partC
	partS
	partZ
)

// The separators of a step, by what is already written.
const (
	sepNone  = iota // nothing: the literal's prefix (HT, PR)
	sepAfter        // only on earlier lines: ", " and the prefix
	sepLine         // on the step's own line: the literal, or a space
)

// usualFormat is a country's format read once for the usual form: the
// steps that can write something, the country's numberSep, and its
// neighborhood marker followed by a space.
type usualFormat struct {
	steps             []formatStep
	numberSep, marker string
}

// formatStep writes one part of a format. Its separators follow from the
// literal text since the part before it (lit): sep[sepLine] is lit, or a
// space when lit is empty; sep[sepAfter] is ", " and lit's prefix
// (prefixOf); sep[sepNone] the prefix alone.
type formatStep struct {
	part    uint8
	newLine bool // a line break (%n) comes between the part before and this one
	sep     [3]string
}

// usualFormats holds the usualFormat of every row of countryTable: its
// format's parts %A %D %C %S %Z in order, then the region and the postal
// code on lines of their own when the format does not name them. It is
// built once from the generated table and never changed.
var usualFormats = func() []usualFormat {
	t := make([]usualFormat, len(countryTable))
	for ci := range countryTable {
		format := countryTable[ci].format
		if format == "" {
			format = defaultFormat
		}
		uf := &t[ci]
		uf.numberSep = countryRulesTable[ci].numberSep
		uf.marker = hoodMarker(countryTable[ci].code) + " "
		var named [128]bool
		newLine := false
		litStart := 0
		for i := 0; i+1 < len(format); i++ {
			if format[i] != '%' {
				continue
			}
			lit, c := format[litStart:i], format[i+1]
			i++
			litStart = i + 1
			named[c&0x7f] = true
			if c == 'n' {
				newLine = true
			}
			if part := partOf(c); part >= 0 { // the others (%N, %O, %X) write nothing
				uf.steps = append(uf.steps, newStep(part, lit, newLine))
				newLine = false
			}
		}
		if !named['D'] {
			var steps []formatStep
			for _, st := range uf.steps {
				steps = append(steps, st)
				if st.part == partA {
					h := newStep(partH, "", false)
					h.sep[sepLine] = ", "
					steps = append(steps, h)
				}
			}
			uf.steps = steps
		}
		for _, c := range []byte("SZ") {
			if !named[c] {
				uf.steps = append(uf.steps, newStep(partOf(c), "", true))
			}
		}
	}
	return t
}()

// partOf returns the part a format field writes, or -1.
func partOf(c byte) int {
	switch c {
	case 'A':
		return partA
	case 'D':
		return partD
	case 'C':
		return partC
	case 'S':
		return partS
	case 'Z':
		return partZ
	}
	return -1
}

// newStep returns the step of a part after the literal lit.
func newStep(part int, lit string, newLine bool) formatStep {
	st := formatStep{part: uint8(part), newLine: newLine}
	st.sep[sepNone] = prefixOf(lit)
	st.sep[sepAfter] = ", " + st.sep[sepNone]
	st.sep[sepLine] = lit
	if lit == "" {
		st.sep[sepLine] = " "
	}
	return st
}

// cityShown returns the city as the usual form writes it: not at all when
// the postal code names it (Peru's "LIMA 27").
func (f *fields) cityShown() string {
	if pc := f.postal; len(pc) > len(f.city) && pc[len(f.city)] == ' ' && equalFoldASCII(pc[:len(f.city)], f.city) {
		return ""
	}
	return f.city
}

// appendStreetLine appends the street, number and unit to b: "Av.
// Paulista, 1578", "Carrera 7 # 71-21", "Av. Corrientes 1234, Piso 3".
func (f *fields) appendStreetLine(b []byte, uf *usualFormat) []byte {
	b = append(b, f.street...)
	if f.number != "" {
		if f.street != "" {
			b = append(b, uf.numberSep...)
		}
		b = append(b, f.number...)
	}
	if f.unit != "" {
		switch {
		case f.number != "":
			b = append(b, ", "...)
		case f.street != "":
			b = append(b, ' ') // no number: the unit stays in the street's segment, as a number would
		}
		b = append(b, f.unit...)
	}
	return b
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
	reg := f.reg
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
