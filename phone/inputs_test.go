package phone

import (
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// Values for the differential tests of the fast path, written as people
// write numbers: national and international forms, with and without
// separators, + and 00 and the region's own international prefix, the
// Latin American habits the package documents, extensions, and slips (a
// digit more or less, a stray mark), in the number's region, in another
// region and with no region.

// typedInput is one value and the default region it is read in.
type typedInput struct{ value, region string }

// compareTyped calls compare on about diffCount values written as people
// write them (typedInputs), from every example seed and numbers derived
// from them (variant), stream choosing the random digits. compare adds its
// comparison to c and reports whether the fast path read the value.
// compareTyped returns the counts and how many values the fast path read.
func compareTyped(stream uint64, compare func(in typedInput, rng *rand.Rand, c *diffCounts) bool) (diffCounts, int) {
	seeds := exampleSeeds()
	perSeed := (diffCount()/8 + len(seeds) - 1) / len(seeds) // about 10 values per number
	var c diffCounts
	read := make([]int, len(seeds))
	eachSeed(seeds, func(i int, s seed, c *diffCounts) {
		rng := rand.New(rand.NewPCG(stream, uint64(i)))
		for j := range perSeed {
			cc, nsn, ext := variant(s, j, rng)
			if cc < 1 {
				continue
			}
			for _, in := range typedInputs(cc, nsn, ext, rng) {
				if compare(in, rng, c) {
					read[i]++
				}
			}
		}
	}, &c)
	n := 0
	for _, r := range read {
		n += r
	}
	return c, n
}

// inputRegions are the default regions, besides the number's own, that
// the values are read in: the Latin American ones the package is for, and
// the United States, whose international prefix is 011.
var inputRegions = []string{"AR", "BR", "CL", "CO", "MX", "PE", "UY", "US", ""}

// typedInputs returns values for the number (cc, nsn), derived from the
// example seed s with variant.
func typedInputs(cc int, nsn, ext string, rng *rand.Rand) []typedInput {
	n := phoneNumber(cc, nsn, "")
	home := phonenumbers.GetRegionCodeForCountryCode(cc)
	if home == "ZZ" || home == "001" {
		home = ""
	}
	national := phonenumbers.Format(n, phonenumbers.NATIONAL)
	intl := phonenumbers.Format(n, phonenumbers.INTERNATIONAL)
	e164 := phonenumbers.Format(n, phonenumbers.E164)
	code := strconv.Itoa(cc)
	forms := []string{
		national, intl, e164, nsn,
		"00" + strings.TrimPrefix(intl, "+"),
		"00" + code + nsn,
		"+" + code + " " + nsn,
		"011 " + code + " " + nsn,
		"(" + national + ")",
	}
	forms = append(forms, habits(cc, nsn)...)
	var out []typedInput
	for _, f := range forms {
		if ext != "" {
			f += extensionForm(ext, rng)
		}
		if rng.IntN(3) == 0 {
			f = scramble(f, rng)
		}
		region := home
		if rng.IntN(3) == 0 {
			region = inputRegions[rng.IntN(len(inputRegions))]
		}
		out = append(out, typedInput{f, region})
	}
	return out
}

// habits writes the number as the Latin American habits the package
// documents write it: Argentine mobiles with the trunk 0, the area code
// and 15; Mexican numbers with the abolished 1, 044, 045 and 01;
// Brazilian numbers with the trunk 0 and a carrier code; Chilean,
// Peruvian and Uruguayan trunk zeros; Colombian carrier prefixes.
func habits(cc int, nsn string) []string {
	switch cc {
	case 54:
		if len(nsn) > 5 && nsn[0] == '9' {
			var out []string
			for k := 2; k <= 4; k++ {
				out = append(out, "0"+nsn[1:1+k]+" 15 "+nsn[1+k:], "("+nsn[1:1+k]+") 15-"+nsn[1+k:])
			}
			return out
		}
		return []string{"0" + nsn}
	case 52:
		return []string{"+52 1 " + nsn, "+521" + nsn, "044 " + nsn, "045 " + nsn, "01 " + nsn, "1" + nsn}
	case 55:
		return []string{"0 21 " + nsn, "0" + nsn, "015 " + nsn, "0055 " + nsn}
	case 56, 51, 598:
		return []string{"0" + nsn, "(0" + nsn[:1] + ") " + nsn[1:]}
	case 57:
		return []string{"03 " + nsn, "09 " + nsn, "0057 " + nsn}
	}
	return nil
}

// extensionForm writes an extension the ways people do.
func extensionForm(ext string, rng *rand.Rand) string {
	forms := []string{" ext. ", " ext ", " Ext.", " x", " x ", " int. ", " INT ", " anexo ", " extension ", " extn-", "x", " #", ", "}
	return forms[rng.IntN(len(forms))] + ext
}

// scramble adds, removes or changes a character: a separator, a digit, a
// parenthesis, a plus sign or a letter.
func scramble(s string, rng *rand.Rand) string {
	if s == "" {
		return s
	}
	const marks = "  --..()/+0123456789xa#"
	i := rng.IntN(len(s) + 1)
	switch rng.IntN(3) {
	case 0:
		return s[:i] + string(marks[rng.IntN(len(marks))]) + s[i:]
	case 1:
		if i == len(s) {
			i--
		}
		return s[:i] + s[i+1:]
	}
	if i == len(s) {
		i--
	}
	return s[:i] + string(marks[rng.IntN(len(marks))]) + s[i+1:]
}

// paste writes s as it comes pasted from a web page or a spreadsheet:
// spaces as no-break or thin spaces, dashes as en dashes, a
// left-to-right mark in front.
func paste(s string, rng *rand.Rand) string {
	r := strings.NewReplacer(" ", []string{"\u00a0", "\u2009", "\u202f"}[rng.IntN(3)], "-", "\u2013")
	return "\u200e" + r.Replace(s)
}
