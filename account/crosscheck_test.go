package account

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/stdnumtest"
)

// TestCrossCheckStdnum compares Validate (Valid and ChecksumValid) with
// python-stdnum's ar.cbu and iban modules, an independent implementation,
// on generated numbers:
//
//   - CBUs: random blocks with every pair of check digits, so that some
//     are valid and most fail one check or both;
//   - IBANs of countries both implementations check the same way: mod 97
//     only (DE, GB, BR, CR, DO, GT, SV), or mod 97 and the national check
//     digits both verify (BE, ES, ME, NO); the registry example with random
//     digits, IBAN check digits recomputed, so only national check digits
//     can fail.
//
// python-stdnum gets the plain number; Validate gets it as pasted from a
// document (no-break spaces or en dashes between the groups, a label),
// with its country, with none, or (IBANs) with another country, which
// warns but does not change the verdict. The one deliberate difference:
// python-stdnum rejects a Belgian IBAN whose bank code it does not know;
// this package warns (WarnUnknownBank). It needs python-stdnum; see
// internal/stdnumtest.
func TestCrossCheckStdnum(t *testing.T) {
	r := rand.New(rand.NewPCG(2026, 4))
	type item struct{ module, value string }
	var items []item
	for range 15 {
		first, second := digitsN(r, 7), digitsN(r, 13)
		for i := range 100 {
			items = append(items, item{"ar.cbu", fmt.Sprintf("%s%d%s%d", first, i/10, second, i%10)})
		}
	}
	for _, country := range []struct {
		cc string
		n  int // more where national check digits make few valid
	}{{"BE", 1500}, {"ES", 1500}, {"ME", 1500}, {"NO", 1500},
		{"DE", 300}, {"GB", 300}, {"BR", 300}, {"CR", 300}, {"DO", 300}, {"GT", 300}, {"SV", 300}} {
		cc, n := country.cc, country.n
		c := ibanLookup(cc)
		require.NotNil(t, c, cc)
		for range n {
			b := []byte(c.example)
			for i := 4; i < len(b); i++ {
				if isDigit(b[i]) && r.IntN(2) == 0 {
					b[i] = byte('0' + r.IntN(10))
				}
			}
			b[2], b[3] = '0', '0'
			check := 98 - ibanMod97(string(b))
			b[2], b[3] = byte('0'+check/10), byte('0'+check%10)
			items = append(items, item{"iban", string(b)})
		}
	}

	queries := make([]stdnumtest.Query, len(items))
	for i, it := range items {
		queries[i] = stdnumtest.Query{Module: it.module, Value: it.value}
	}
	theirs := stdnumtest.Valid(t, queries)

	valid, failures := map[string]int{}, 0
	for i, it := range items {
		key, country, pasted := it.module, "", pastedForms[i%len(pastedForms)](it.value)
		if it.module == "iban" {
			key = it.value[:2]
			country = [...]string{"", key, "AR"}[i%3]
		} else if i%2 == 0 {
			country = "AR"
		}
		res := Validate(country, "", pasted)
		ours := res.Err() == nil
		require.Equal(t, it.value, res.Normalized, "%q", pasted)
		require.Equal(t, country == "AR" && it.module == "iban" && res.Valid, res.Warnings.Has(WarnCountryMismatch), "%q for %q", pasted, country)
		if ours {
			valid[key]++
		}
		if ours == theirs[i] {
			continue
		}
		if key == "BE" && ours && res.Warnings.Has(WarnUnknownBank) {
			continue
		}
		if failures++; failures <= 20 {
			t.Errorf("%s %q: Validate says %v (%s), python-stdnum says %v", it.module, it.value, ours, res.Reason, theirs[i])
		}
	}
	for _, key := range []string{"ar.cbu", "BE", "ES", "ME", "NO", "DE", "GB", "BR", "CR", "DO", "GT", "SV"} {
		require.Positive(t, valid[key], "%s: no valid number generated", key)
	}
	t.Logf("%d numbers; valid: %v", len(items), valid)
}

// pastedForms write a number as people paste it from documents.
var pastedForms = [...]func(string) string{
	func(s string) string { return s },
	func(s string) string { return ibanGroup(s, "\u00a0") },
	func(s string) string { return "Cuenta N° " + ibanGroup(s, "\u2013") },
	func(s string) string { return "IBAN:\u2009" + ibanGroup(s, " ") + "\u200e" },
}

func digitsN(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.IntN(10))
	}
	return string(b)
}
