package address

import "github.com/ndval/ndval/address/internal/fold"

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
// D.C."); when no city is written and the region's name is also a
// city's, by its ISO code (AR-A), which cannot be read as the city.
// Literal text between parts (", ", "-") is written only between
// two parts that are present; a literal prefix such as Haiti's "HT" only
// with the part it precedes.

const defaultFormat = "%N%n%O%n%A%n%D%n%C %Z%n%S"

// format returns r's parts on one line.
func (p *parser) format(r *Result) string {
	f := countryTable[p.ci].format
	if f == "" {
		f = defaultFormat
	}
	b := make([]byte, 0, 256)
	var seen [128]bool
	lineStart, litStart := 0, 0
	for i := 0; i+1 < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		lit, c := f[litStart:i], f[i+1]
		i++
		litStart = i + 1
		if c == 'n' {
			lineStart = len(b)
			continue
		}
		seen[c&0x7f] = true
		v := p.field(r, c)
		if v == "" && (c != 'A' || r.Street == "" && r.Number == "" && r.Unit == "") {
			continue
		}
		switch {
		case len(b) > lineStart && lit == "":
			b = append(b, ' ')
		case len(b) > lineStart:
			b = append(b, lit...)
		case len(b) > 0:
			b = append(b, ", "...)
			b = append(b, prefixOf(lit)...)
		default:
			b = append(b, prefixOf(lit)...)
		}
		if c == 'A' {
			b = p.appendStreetLine(b, r)
		} else {
			b = append(b, v...)
		}
		if c == 'A' && !seenD(f) {
			b = appendPart(b, p.field(r, 'D'))
			lineStart = len(b)
		}
	}
	if !seen['S'] {
		b = appendPart(b, p.field(r, 'S'))
	}
	if !seen['Z'] {
		b = appendPart(b, p.field(r, 'Z'))
	}
	return string(b)
}

// field returns the text of one format field; the street line (A) is
// written by appendStreetLine instead.
func (p *parser) field(r *Result, c byte) string {
	switch c {
	case 'D':
		return r.Neighborhood
	case 'C':
		if pc := r.PostalCode; len(pc) > len(r.City) && pc[len(r.City)] == ' ' && equalFoldASCII(pc[:len(r.City)], r.City) {
			return "" // Peru's "LIMA 27" names the city
		}
		return r.City
	case 'S':
		return p.regionShown(r)
	case 'Z':
		return r.PostalCode
	}
	return ""
}

// appendStreetLine appends the street, number and unit: "Av. Paulista,
// 1578", "Carrera 7 # 71-21", "Av. Corrientes 1234, Piso 3".
func (p *parser) appendStreetLine(b []byte, r *Result) []byte {
	start := len(b)
	b = append(b, r.Street...)
	if r.Number != "" {
		if len(b) > start {
			b = append(b, p.c.numberSep...)
		}
		b = append(b, r.Number...)
	}
	if r.Unit != "" {
		switch {
		case len(b) == start:
		case r.Number == "":
			b = append(b, ' ') // no number: the unit stays in the street's segment, as a number would
		default:
			b = append(b, ", "...)
		}
		b = append(b, r.Unit...)
	}
	return b
}

// regionShown returns the region as Formatted writes it.
func (p *parser) regionShown(r *Result) string {
	o := &p.out
	if o.region < 0 {
		return ""
	}
	if r.Country == "BR" {
		return r.RegionCode[3:]
	}
	if (regionCity(o.region) >= 0 && r.City == cityName(regionCity(o.region)) || r.City == r.Region) && !r.Warnings.Has(WarnPostalCodeRegionMismatch) {
		return "" // unless the postal code says otherwise, which the region then answers
	}
	if (r.City == "" || o.cityText) && p.alsoCity(o.region) {
		return r.RegionCode // "Salta" alone would read as the city
	}
	return r.Region
}

// alsoCity reports whether the usual name of region reg also names a city.
func (p *parser) alsoCity(reg int) bool {
	c := &countryTable[p.ci]
	var buf [128]byte
	row := findPhrase(int(c.phraseLo), int(c.phraseHi), fold.Key(buf[:0], regionTable[reg].name))
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

// appendPart appends ", " and v when v is not empty.
func appendPart(b []byte, v string) []byte {
	if v == "" {
		return b
	}
	if len(b) > 0 {
		b = append(b, ", "...)
	}
	return append(b, v...)
}
