package account

import (
	"strings"
	"testing"
)

// FuzzValidateIBAN checks properties of Validate on IBAN input: it never
// panics; Valid, ChecksumValid and Reason agree; a valid result has the
// registry length, its country's prefix, a Formatted form that is
// Normalized in groups of four, and validates again from Normalized and
// Formatted to the same result.
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
	f.Fuzz(func(t *testing.T, country, typ, value string) {
		r := Validate(country, typ, value)
		if r.Reason.Err() != nil && strings.HasPrefix(r.Reason.Err().Error(), "account: unknown reason") {
			t.Fatalf("reason %q is not in the closed set", r.Reason)
		}
		if (r.Valid && r.ChecksumValid) != (r.Reason == "") {
			t.Fatalf("Valid %v ChecksumValid %v with reason %q", r.Valid, r.ChecksumValid, r.Reason)
		}
		if r.Valid != (r.Formatted != "") {
			t.Fatalf("Valid %v with Formatted %q", r.Valid, r.Formatted)
		}
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
		for _, in := range []string{r.Normalized, r.Formatted} {
			again := Validate(country, typ, in)
			if again != r {
				t.Fatalf("%q validated as %+v; again from %q: %+v", value, r, in, again)
			}
		}
	})
}
