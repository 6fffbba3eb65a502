package account

import (
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/checksum"
)

// FuzzValidateLatam checks properties of Validate on CBU, CVU, CLABE and
// CCI input (see checkResult), and that a well-formed number has its bank
// code and a digits-only Normalized form.
func FuzzValidateLatam(f *testing.F) {
	for _, c := range latamTestdata(f) {
		f.Add(c.country, c.typ, c.value)
		f.Add("", "", c.value)
	}
	f.Add("ar", "CVU", "00000031 00099540907944")
	f.Add("", "", "")
	f.Add("MX", "", "002010077777777771\u00a0")
	f.Add("MX", "", "CBU: 0170356420000030382008")
	f.Add("AR", "clabe", "002\u2013010\u2013077777777771")
	f.Fuzz(func(t *testing.T, country, typ, value string) {
		r := Validate(country, typ, value)
		checkResult(t, country, typ, value, r)
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
	})
}
