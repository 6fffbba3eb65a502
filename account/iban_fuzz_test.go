package account

import (
	"strings"
	"testing"
)

// FuzzValidateIBAN checks properties of Validate on IBAN input (see
// checkResult), and that a valid IBAN has the registry length, its
// country's prefix, a Formatted form that is Normalized in groups of four,
// and validates again from Normalized and Formatted to the same result.
func FuzzValidateIBAN(f *testing.F) {
	for _, c := range ibanTestdata(f) {
		f.Add("", "iban", c.value)
	}
	for _, c := range ibanCountries {
		f.Add(c.code, "", c.example)
	}
	f.Add("AR", "", "DE89370400440532013000")
	f.Add("gp", "IBAN", "iban: fr14 2004 1010 0505 0001 3m02 606")
	f.Add("", "iban", "XX00")
	f.Add("DE", "", "370400440532013000")
	f.Add("", "", "IBAN\u00a0DE89\u20133704\u20130044\u20130532\u20130130\u201300")
	f.Fuzz(func(t *testing.T, country, typ, value string) {
		r := Validate(country, typ, value)
		checkResult(t, country, typ, value, r)
		if r.Type != IBAN || !r.Valid {
			return
		}
		c := ibanLookup(r.Country)
		if c == nil || len(r.Normalized) != int(c.length) || r.Normalized[:2] != r.Country {
			t.Fatalf("valid IBAN %q of country %q", r.Normalized, r.Country)
		}
		if strings.ReplaceAll(r.Formatted, " ", "") != r.Normalized || len(r.Formatted) != len(r.Normalized)+(len(r.Normalized)-1)/4 {
			t.Fatalf("Formatted %q of %q", r.Formatted, r.Normalized)
		}
	})
}
