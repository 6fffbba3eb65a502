package account

import (
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/checksum"
)

// FuzzValidateLatam checks properties of Validate on CBU, CVU, CLABE and
// CCI input: it never panics; Valid, ChecksumValid and Reason agree; a
// well-formed number has its bank code and digits-only Normalized form;
// and a valid result's Normalized and Formatted forms validate again to
// the same result.
func FuzzValidateLatam(f *testing.F) {
	for _, c := range latamTestdata(f) {
		f.Add(c.country, c.typ, c.value)
		f.Add("", "", c.value)
	}
	f.Add("ar", "CVU", "00000031 00099540907944")
	f.Add("", "", "")
	f.Add("MX", "", "002010077777777771\u00a0")
	f.Fuzz(func(t *testing.T, country, typ, value string) {
		r := Validate(country, typ, value)
		if r.Reason != "" && !latamKnownReason(r.Reason) {
			t.Fatalf("reason %q is not one of the closed set", r.Reason)
		}
		if (r.Valid && r.ChecksumValid) != (r.Reason == "") {
			t.Fatalf("Valid %v, ChecksumValid %v with reason %q", r.Valid, r.ChecksumValid, r.Reason)
		}
		if r.ChecksumValid && !r.Valid {
			t.Fatal("ChecksumValid without Valid")
		}
		if r.Valid != (r.Formatted != "") {
			t.Fatalf("Valid %v with Formatted %q", r.Valid, r.Formatted)
		}
		if !r.Valid {
			return
		}
		switch r.Type {
		case CBU, CVU, CLABE, CCI:
		default:
			return // IBAN: another file's rule
		}
		if !checksum.IsDigits(r.Normalized) || !strings.HasPrefix(r.Normalized, r.BankCode) || r.BankCode == "" {
			t.Fatalf("well-formed %s %q with bank code %q", r.Type, r.Normalized, r.BankCode)
		}
		if r.Warnings.Has(WarnUnknownBank) && r.BankName != "" {
			t.Fatalf("unknown bank with a name: %+v", r)
		}
		for _, in := range []string{r.Normalized, r.Formatted} {
			for _, cc := range []string{r.Country, ""} {
				again := Validate(cc, string(r.Type), in)
				if again != r {
					t.Fatalf("%q validated as %+v; again from %q, %q: %+v", value, r, cc, in, again)
				}
			}
		}
	})
}
