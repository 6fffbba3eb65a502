package record

import (
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/fieldtest"
)

// FuzzValidate checks the properties of any record: no panic; a record
// with a country error has nothing else; readiness is exactly the rule of
// the package documentation; the checks come in order, once each; no
// detail repeats a value; AppendJSON writes the value encoding/json writes.
func FuzzValidate(f *testing.F) {
	f.Add(full.Country, full.TaxID, full.Account, full.Email, full.Phone, full.Name, full.Address)
	f.Add("MX", "GODE561231GR8", "DE89 3704 0044 0532 0130 00", "ana@empresa.test", "+55 11 91234-5678",
		"Emma Gómez Díaz", "Av. Reforma 505, 06500, Jalisco")
	f.Add("", "1", "", "", "", "", "")
	f.Add("br", "123.456.789-09", "0170356420000030382009", "x@y", "15", "Padaria Pão Quente Ltda.", "Brasil")
	f.Fuzz(func(t *testing.T, country, taxID, acct, eml, phn, nam, addr string) {
		it := Item{Country: country, TaxID: taxID, Account: acct, Email: eml, Phone: phn, Name: nam, Address: addr}
		r := Validator{}.Validate(t.Context(), it)
		fieldtest.SameJSON(t, r)
		if r.Reason != "" {
			if r.Fields != nil || r.Consistency != nil || r.Readiness != (Readiness{}) {
				t.Fatalf("a country error with more: %+v", r)
			}
			return
		}
		checkReadiness(t, r)
		last := -1
		for _, c := range r.Consistency {
			i := checkIndex(c.Check)
			if i <= last {
				t.Fatalf("checks out of order: %+v", r.Consistency)
			}
			last = i
			for _, v := range []string{taxID, acct, eml, phn, nam, addr} {
				if len(v) >= 8 && strings.Contains(c.Detail, v) {
					t.Fatalf("detail %q holds a value", c.Detail)
				}
			}
		}
	})
}

// checkReadiness checks the readiness rule against the fields directly.
func checkReadiness(t *testing.T, r Result) {
	t.Helper()
	f := r.Fields
	taxOK := f.TaxID != nil && f.TaxID.Valid
	countryOK := true
	for _, c := range r.Consistency {
		if c.Check == CheckCountryMatchesAccount {
			countryOK = c.OK
		}
	}
	payOK := taxOK && f.Account != nil && f.Account.Valid && f.Account.ChecksumValid && countryOK
	billOK := taxOK && f.Name != nil && f.Name.Valid
	if r.Readiness.Payment.Ready() != payOK || r.Readiness.Billing.Ready() != billOK {
		t.Fatalf("readiness %+v for fields %+v", r.Readiness, *f)
	}
	for _, fl := range []Flag{r.Readiness.Payment, r.Readiness.Billing} {
		if fl.Ready() != (fl.Unmet == 0) || fl.Reason != firstUnmet(fl.Unmet) {
			t.Fatalf("inconsistent flag %+v", fl)
		}
	}
}

func checkIndex(c Check) int {
	for i, x := range allChecks {
		if x == c {
			return i
		}
	}
	return -1
}
