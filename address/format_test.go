package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// appendUsualRef is appendUsual as it was before the formats were read
// once (usualFormats): the country's format read field by field on every
// call. TestAppendUsual compares appendUsual with it.
func appendUsualRef(b []byte, f *fields, marked bool) []byte {
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
		v := f.fieldRef(c)
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
			b = f.appendStreetLineRef(b)
		case 'D':
			b = f.appendHoodRef(b, marked)
		default:
			b = append(b, v...)
		}
		if c == 'A' && !seenD(format) && f.hood != "" {
			b = f.appendHoodRef(append(b, ", "...), marked)
			lineStart = len(b)
		}
	}
	if !seen['S'] {
		b = appendPartRef(b, start, f.fieldRef('S'))
	}
	if !seen['Z'] {
		b = appendPartRef(b, start, f.fieldRef('Z'))
	}
	return b
}

// appendStreetLineRef is appendStreetLine as it was, with the country's
// numberSep read from rulesOf.
func (f *fields) appendStreetLineRef(b []byte) []byte {
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

// fieldRef is field as it was: the text of one format field.
func (f *fields) fieldRef(c byte) string {
	switch c {
	case 'D':
		return f.hood // written by appendHoodRef
	case 'C':
		if pc := f.postal; len(pc) > len(f.city) && pc[len(f.city)] == ' ' && equalFoldASCII(pc[:len(f.city)], f.city) {
			return "" // Peru's "LIMA 27" names the city
		}
		return f.city
	case 'S':
		return f.regionShownRef()
	case 'Z':
		return f.postal
	}
	return ""
}

// regionShownRef is regionShown as it was, with the region's row found
// by its code.
func (f *fields) regionShownRef() string {
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

// appendHoodRef is appendHood as it was, with the marker from hoodMarker.
func (f *fields) appendHoodRef(b []byte, marked bool) []byte {
	if marked {
		b = append(b, hoodMarker(countryTable[f.ci].code)...)
		b = append(b, ' ')
	}
	return append(b, f.hood...)
}

// appendPartRef appends ", " and v when v is not empty (no comma when b
// holds nothing after start).
func appendPartRef(b []byte, start int, v string) []byte {
	if v == "" {
		return b
	}
	if len(b) > start {
		b = append(b, ", "...)
	}
	return append(b, v...)
}

func seenD(f string) bool {
	for i := 0; i+1 < len(f); i++ {
		if f[i] == '%' && f[i+1] == 'D' {
			return true
		}
	}
	return false
}

// TestAppendUsual compares appendUsual with appendUsualRef on the parts of
// every valid address of the test tables read as every country, with
// every combination of the parts left out (the region and its code go
// together), with and without the neighborhood's marker.
func TestAppendUsual(t *testing.T) {
	n := 0
	var got, want [4 * MaxLength]byte
	values := decisionValues(t)
	for ci := range countryTable {
		seen := map[fields]bool{}
		for _, v := range values {
			r := Validate(countryTable[ci].code, v)
			if !r.Valid {
				continue
			}
			f := fieldsOf(ci, &r)
			for drop := 0; drop < 1<<7; drop++ {
				g := f
				for k, p := range []*string{&g.street, &g.number, &g.unit, &g.hood, &g.city, &g.region, &g.postal} {
					if drop&(1<<k) != 0 {
						*p = ""
					}
				}
				if g.region == "" {
					g.regionCode, g.reg = "", -1
				}
				if seen[g] {
					continue
				}
				seen[g] = true
				for _, marked := range []bool{false, true} {
					assert.Equal(t, string(appendUsualRef(want[:0], &g, marked)), string(appendUsual(got[:0], &g, marked)), "%+v", g)
					n++
				}
			}
		}
	}
	t.Logf("%d usual forms compared", n)
	require.Greater(t, n, 100000)
}
