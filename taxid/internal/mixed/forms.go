package mixed

import (
	"math/rand/v2"
	"strings"
)

// Display forms (what taxid gives as Formatted), spaced forms, and the
// invalid forms of the mix.

// same is the display form of a document written without separators.
func same(canon string) string { return canon }

// groups returns a display function that splits a number into parts of
// the given sizes with sep between them.
func groups(sep byte, sizes ...int) func(string) string {
	return func(canon string) string {
		var b strings.Builder
		i := 0
		for k, n := range sizes {
			if k > 0 {
				b.WriteByte(sep)
			}
			b.WriteString(canon[i : i+n])
			i += n
		}
		return b.String()
	}
}

// displayCPF writes 123.456.789-09.
func displayCPF(c string) string { return c[:3] + "." + c[3:6] + "." + c[6:9] + "-" + c[9:] }

// displayCNPJ writes 12.345.678/0001-95.
func displayCNPJ(c string) string {
	return c[:2] + "." + c[2:5] + "." + c[5:8] + "/" + c[8:12] + "-" + c[12:]
}

// thousands groups digits in threes from the right with dots: 12.345.678.
func thousands(s string) string {
	lead := len(s) % 3
	if lead == 0 {
		lead = 3
	}
	parts := []string{s[:lead]}
	for i := lead; i < len(s); i += 3 {
		parts = append(parts, s[i:i+3])
	}
	return strings.Join(parts, ".")
}

// spacedThousands is thousands with spaces.
func spacedThousands(s string) string { return strings.ReplaceAll(thousands(s), ".", " ") }

// displayRUT writes the body in thousands and the check digit after a
// hyphen, as Chile writes a RUT and Colombia a NIT: 12.345.678-5.
func displayRUT(c string) string { return thousands(c[:len(c)-1]) + "-" + c[len(c)-1:] }

// spacedRUT writes the body and the check digit apart: 12345678 5.
func spacedRUT(c string) string { return c[:len(c)-1] + " " + c[len(c)-1:] }

// displayUYCI writes a Uruguayan cédula: 1.234.567-2.
func displayUYCI(c string) string { return displayRUT(c) }

// spacedRFC writes an RFC's name, date and homoclave apart: SAT 970701
// NN3.
func spacedRFC(c string) string {
	name := len(c) - 9
	return c[:name] + " " + c[name:name+6] + " " + c[name+6:]
}

// The reasons the mix expects, as taxid names them.
const (
	reasonChecksum = "invalid_checksum"
	reasonLength   = "invalid_length"
	reasonFormat   = "invalid_format"
)

// mutation turns a valid number canon of d into an invalid one, written
// as people write it. It returns the written value, its compact form and
// the reason taxid gives.
type mutation func(r *rand.Rand, d *doc, canon string) (value, normalized, reason string)

// badCheck replaces the (last) check digit by another.
func badCheck(r *rand.Rand, d *doc, canon string) (string, string, string) {
	last := canon[len(canon)-1]
	c := pick(r, d.checks)
	for c == last {
		c = pick(r, d.checks)
	}
	bad := canon[:len(canon)-1] + string(rune(c))
	if r.IntN(10) < 7 {
		return d.display(bad), bad, reasonChecksum
	}
	return bad, bad, reasonChecksum
}

// tooShort drops the last two characters, so that no document of the
// country has the length left.
// An RFC with & gets a wrong check digit instead: taxid reports a value
// of the wrong length that holds a character other than 0-9 and A-Z as
// invalid_format, & included (hasStray).
func tooShort(r *rand.Rand, d *doc, canon string) (string, string, string) {
	if strings.Contains(canon, "&") {
		return badCheck(r, d, canon)
	}
	bad := canon[:len(canon)-2]
	return bad, bad, reasonLength
}

// letterO writes the letter O for the digit in the middle of the number,
// as people do who read a 0 as an O.
func letterO(_ *rand.Rand, d *doc, canon string) (string, string, string) {
	i := len(canon) / 2
	bad := canon[:i] + "O" + canon[i+1:]
	return d.display(bad), bad, reasonFormat
}
