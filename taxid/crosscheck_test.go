package taxid

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/checksum"
	"github.com/ndval/ndval/internal/stdnumtest"
)

// TestCrossCheckStdnum compares Validate with python-stdnum, an independent
// implementation of the same rules, on generated values: random bodies,
// each followed by every possible check character, so that each body gives
// one valid value and several with a wrong check digit. The two must agree
// on every value, except where this package deliberately differs (see
// stdnumDeviation).
//
// It needs python-stdnum; see internal/stdnumtest.
func TestCrossCheckStdnum(t *testing.T) {
	cases := crossCheckCases()
	queries := make([]stdnumtest.Query, len(cases))
	for i, c := range cases {
		queries[i] = stdnumtest.Query{Module: c.module, Value: c.value}
	}
	theirs := stdnumtest.Valid(t, queries)

	valid, deviations, failures := map[string]int{}, map[string]int{}, 0
	for i, c := range cases {
		r := Validate(c.country, c.typ, c.value)
		if r.Valid {
			valid[c.module]++
		}
		if r.Valid == theirs[i] {
			continue
		}
		if stdnumDeviation(c.module, r, theirs[i]) {
			deviations[c.module]++
			continue
		}
		if failures++; failures <= 20 {
			t.Errorf("%s %q: Validate says valid=%v (%s), python-stdnum says %v",
				c.module, c.value, r.Valid, r.Reason, theirs[i])
		}
	}
	for _, m := range crossCheckModules {
		// Every module must have produced valid values, or the comparison
		// says nothing about the check digits.
		require.Positive(t, valid[m.module], "%s: no valid value generated", m.module)
	}
	t.Logf("%d values; valid per module %v; known deviations %v", len(cases), valid, deviations)
}

// stdnumDeviation reports whether a disagreement is one this package makes
// on purpose:
//
//   - ar.cuit: python-stdnum writes a check value of 10 as 9; ARCA never
//     assigns such a CUIT (it changes the prefix to 23 or 33 instead, see
//     ar_cuit.go), so it is invalid here.
//   - py.ruc: python-stdnum accepts a base with leading zeros; the SET
//     writes bases without them (py_ruc.go).
//   - mx.rfc: python-stdnum requires the homoclave's first two characters
//     to be those SAT's homonym algorithm can produce ([1-9A-V], [1-9A-Z]);
//     this package rejects a first character W to Z as they do, but keeps
//     a 0 in either (mx_rfc.go).
func stdnumDeviation(module string, r Result, theirs bool) bool {
	n := r.Normalized
	switch module {
	case "ar.cuit":
		if r.Valid || !theirs || len(n) != 11 || n[10] != '9' {
			return false
		}
		sum, _ := checksum.WeightedSum(n[:10], arCUITWeights[:])
		return checksum.Mod11(sum) == 10
	case "py.ruc":
		return !r.Valid && theirs && r.Reason == ndval.ReasonInvalidFormat && strings.HasPrefix(n, "0")
	case "mx.rfc":
		if !r.Valid || theirs || len(n) < 12 {
			return false
		}
		h := n[len(n)-3:]
		return !(strings.ContainsRune("123456789ABCDEFGHIJKLMNOPQRSTUV", rune(h[0])) &&
			strings.ContainsRune("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", rune(h[1])))
	}
	return false
}

type crossCheckCase struct{ country, typ, module, value string }

// crossCheckModules lists what is compared: the type here, the
// python-stdnum module, how a random body is built and the characters that
// complete it (the check character's position may be followed by a fixed
// suffix).
var crossCheckModules = []struct {
	country, typ, module string
	body                 func(r *rand.Rand) string
	last                 []string // the check characters to try
	suffix               string
}{
	{"AR", "cuit", "ar.cuit", func(r *rand.Rand) string { return pick(r, "20", "23", "24", "27", "30", "33", "34") + digits(r, 8) }, checkDigits, ""},
	{"BR", "cpf", "br.cpf", func(r *rand.Rand) string { return digits(r, 9) }, checkDigitPairs, ""},
	{"BR", "cnpj", "br.cnpj", func(r *rand.Rand) string { return digits(r, 8) + "0001" }, checkDigitPairs, ""},
	{"CL", "rut", "cl.rut", func(r *rand.Rand) string { return digits(r, 7+r.IntN(2)) }, checkDigitsK, ""},
	{"CO", "nit", "co.nit", func(r *rand.Rand) string { return digits(r, 9) }, checkDigits, ""},
	{"EC", "cedula", "ec.ci", func(r *rand.Rand) string {
		return fmt.Sprintf("%02d", 1+r.IntN(24)) + pick(r, "0", "1", "2", "3", "4", "5") + digits(r, 6)
	}, checkDigits, ""},
	{"EC", "ruc", "ec.ruc", func(r *rand.Rand) string { return fmt.Sprintf("%02d", 1+r.IntN(24)) + "9" + digits(r, 6) }, checkDigits, "001"},
	{"EC", "ruc", "ec.ruc", func(r *rand.Rand) string { return fmt.Sprintf("%02d", 1+r.IntN(24)) + "6" + digits(r, 5) }, checkDigits, "0001"},
	{"PE", "ruc", "pe.ruc", func(r *rand.Rand) string { return pick(r, "10", "15", "17", "20") + digits(r, 8) }, checkDigits, ""},
	{"UY", "rut", "uy.rut", func(r *rand.Rand) string { return fmt.Sprintf("%02d", 1+r.IntN(21)) + digits(r, 6) + "001" }, checkDigits, ""},
	{"VE", "rif", "ve.rif", func(r *rand.Rand) string { return pick(r, "V", "E", "J", "P", "G") + digits(r, 8) }, checkDigits, ""},
	{"GT", "nit", "gt.nit", func(r *rand.Rand) string {
		return pick(r, "1", "2", "3", "4", "5", "6", "7", "8", "9") + digits(r, 4+r.IntN(4))
	}, checkDigitsK, ""},
	{"DO", "rnc", "do.rnc", func(r *rand.Rand) string { return pick(r, "1", "4", "5") + digits(r, 7) }, checkDigits, ""},
	{"DO", "cedula", "do.cedula", func(r *rand.Rand) string { return "0" + digits(r, 9) }, checkDigits, ""},
	{"PY", "ruc", "py.ruc", func(r *rand.Rand) string { return digits(r, 5+r.IntN(4)) }, checkDigits, ""},
	{"SV", "nit", "sv.nit", func(r *rand.Rand) string { return "0614" + digits(r, 9) }, checkDigits, ""},
	{"MX", "curp", "mx.curp", func(r *rand.Rand) string {
		return pick(r, "BOXW", "HEGG", "MAVA", "GOPE") + fmt.Sprintf("%02d%02d%02d", r.IntN(100), 1+r.IntN(12), 1+r.IntN(28)) +
			pick(r, "H", "M") + pick(r, "DF", "JC", "NL", "SP", "NE") + pick(r, "BRN", "GRN", "RRL", "LLS") + pick(r, "0", "A")
	}, checkDigits, ""},
	{"MX", "rfc", "mx.rfc", func(r *rand.Rand) string {
		const letters, homo = "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "ABCDEFGHIJKLMNPQRSTUVWXYZ123456789"
		var b strings.Builder
		for range 3 + r.IntN(2) {
			b.WriteByte(letters[r.IntN(len(letters))])
		}
		fmt.Fprintf(&b, "%02d%02d%02d", r.IntN(100), 1+r.IntN(12), 1+r.IntN(28))
		b.WriteByte(homo[r.IntN(len(homo))])
		b.WriteByte(homo[r.IntN(len(homo))])
		return b.String()
	}, checkDigitsA, ""},
	{"CU", "ni", "cu.ni", func(r *rand.Rand) string {
		return fmt.Sprintf("%02d%02d%02d", r.IntN(100), 1+r.IntN(12), 1+r.IntN(28)) + digits(r, 4)
	}, checkDigits, ""},
	{"CR", "cpj", "cr.cpj", func(r *rand.Rand) string { return pick(r, "3101", "3102", "4000", "2100") + digits(r, 5) }, checkDigits, ""},
}

// The check characters tried after a body: one digit, one digit or K,
// one digit or A, two digits.
var (
	checkDigits     = strings.Split("0123456789", "")
	checkDigitsK    = append(checkDigits[:10:10], "K")
	checkDigitsA    = append(checkDigits[:10:10], "A")
	checkDigitPairs = func() []string {
		var pairs []string
		for i := range 100 {
			pairs = append(pairs, fmt.Sprintf("%02d", i))
		}
		return pairs
	}()
)

// crossCheckCases generates the values, the same on every run: 1,500 per
// module, from 150 bodies (15 when two check digits are tried), then the
// Dominican exception lists.
func crossCheckCases() []crossCheckCase {
	r := rand.New(rand.NewPCG(2026, 11))
	var cases []crossCheckCase
	for _, m := range crossCheckModules {
		for range 1500 / len(m.last) {
			body := m.body(r)
			for _, c := range m.last {
				cases = append(cases, crossCheckCase{m.country, m.typ, m.module, body + c + m.suffix})
			}
		}
	}
	// The issuers' exception lists (data/SOURCES.md), which come from
	// python-stdnum: it must accept every number on them, as Validate does.
	for _, n := range doCedulaExceptions {
		cases = append(cases, crossCheckCase{"DO", "cedula", "do.cedula", n})
	}
	for _, n := range doRNCExceptions {
		cases = append(cases, crossCheckCase{"DO", "rnc", "do.rnc", n})
	}
	return cases
}

func digits(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.IntN(10))
	}
	return string(b)
}

func pick(r *rand.Rand, choices ...string) string { return choices[r.IntN(len(choices))] }

// arCUITWeights are the weights of the first ten digits, in order.
var arCUITWeights = [10]int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
