package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// appendUsualRef is appendUsual as it was before the formats were read
// once (usualFormats): the country's format read field by field on every
// call. TestAppendUsual compares appendUsual with it.
func appendUsualRef(b []byte, f *fields) []byte {
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
			b = f.appendStreetLineRef(b)
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

func seenD(f string) bool {
	for i := 0; i+1 < len(f); i++ {
		if f[i] == '%' && f[i+1] == 'D' {
			return true
		}
	}
	return false
}

// TestAppendUsual compares appendUsual with appendUsualRef on the parts of
// every valid address of the test tables read as every country, with and
// without the neighborhood's marker, and with each part left out in turn.
func TestAppendUsual(t *testing.T) {
	n := 0
	var got, want [4 * MaxLength]byte
	values := decisionValues(t)
	for ci := range countryTable {
		for _, v := range values {
			r := Validate(countryTable[ci].code, v)
			if !r.Valid {
				continue
			}
			f := fieldsOf(ci, &r)
			for part := -1; part < 9; part++ {
				g := f
				switch part {
				case 0:
					g.street = ""
				case 1:
					g.number = ""
				case 2:
					g.unit = ""
				case 3:
					g.hood = ""
				case 4:
					g.city = ""
				case 5:
					g.region, g.regionCode = "", ""
				case 6:
					g.postal = ""
				case 7:
					g.street, g.number, g.unit = "", "", ""
				case 8:
					g.city, g.region, g.regionCode = "", "", ""
				}
				for _, marked := range []bool{false, true} {
					g.marked = marked
					assert.Equal(t, string(appendUsualRef(want[:0], &g)), string(appendUsual(got[:0], &g)), "%+v", g)
					n++
				}
			}
		}
	}
	t.Logf("%d usual forms compared", n)
	require.Greater(t, n, 10000)
}
