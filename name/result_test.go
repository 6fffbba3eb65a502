package name

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
)

// resultByValue is analysis.result as it was written first, returning
// the Result: TestResult holds the result written in place to it.
func (a *analysis) resultByValue() Result {
	var lo, hi [roleCompany + 1]int16
	var seen uint8 // the roles found, a bit each
	for _, t := range a.sc.words() {
		if seen&(1<<t.role) == 0 {
			seen |= 1 << t.role
			lo[t.role] = t.out0
		}
		hi[t.role] = t.out1
	}
	part := func(ro role) string { return a.full[lo[ro]:hi[ro]] }
	return Result{Full: a.full, Entity: a.entity, Valid: true, Country: a.country, Warnings: a.warn,
		Title: part(roleTitle), First: part(roleGiven), Paternal: part(rolePaternal),
		Maternal: part(roleMaternal), Suffix: part(roleSuffix)}
}

// analysed returns the analysis Validate makes of value in country, read
// in order o, and whether it succeeded.
func analysed(country, value string, o Order) (*analysis, bool) {
	s := strings.TrimSpace(value)
	lang := languageOf(country)
	if lang == noRules || s == "" || len(s) > MaxLength || !utf8.ValidString(s) {
		return nil, false
	}
	a := &analysis{lang: lang, country: country, order: o}
	return a, a.run(nfc(s)) == ""
}

// testCountries are a Spanish-speaking country, Spain and two
// Portuguese-speaking ones, whose rules differ.
var testCountries = []string{"MX", "ES", "BR", "PT"}

// checkResultInPlace compares the result written in place with
// resultByValue's for value in each country and order.
func checkResultInPlace(t *testing.T, value string) {
	t.Helper()
	for _, c := range testCountries {
		for _, o := range []Order{OrderGivenFirst, OrderSurnamesFirst} {
			a, ok := analysed(c, value, o)
			if !ok {
				continue
			}
			var r Result
			a.result(&r)
			require.Equal(t, a.resultByValue(), r, "%s %v %q", c, o, value)
		}
	}
}

// TestResult compares result with resultByValue on every value of the
// test tables.
func TestResult(t *testing.T) {
	cases := foldCases(t)
	require.Greater(t, len(cases), 500)
	for _, v := range cases {
		checkResultInPlace(t, v)
	}
}

// FuzzResult compares result with resultByValue.
func FuzzResult(f *testing.F) {
	for _, v := range foldCases(f) {
		f.Add(v)
	}
	f.Fuzz(checkResultInPlace)
}
