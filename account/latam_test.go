package account

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/checksum"
	"github.com/ndval/ndval/internal/testfile"
)

// latamCase is one line of a testdata file of the Latin American formats.
type latamCase struct {
	file, country, typ string
	expect, value      string
	comment, provider  string
	line               int
}

// latamTestdata reads testdata/ar_cbu.txt, ar_cvu.txt, mx_clabe.txt and
// pe_cci.txt: after the source line, <expect>\t<value>\t<comment>[\t<provider>]
// lines.
func latamTestdata(t testing.TB) []latamCase {
	t.Helper()
	var cases []latamCase
	for _, name := range []string{"ar_cbu", "ar_cvu", "mx_clabe", "pe_cci"} {
		cc, typ, _ := strings.Cut(name, "_")
		for _, rec := range testfile.Read(t, filepath.Join("testdata", name+".txt"), 3) {
			f := rec.Fields
			c := latamCase{file: rec.File, line: rec.Line, country: strings.ToUpper(cc), typ: typ,
				expect: f[0], value: f[1], comment: f[2]}
			if len(f) > 3 {
				c.provider = f[3]
			}
			cases = append(cases, c)
		}
	}
	return cases
}

// latamExpect splits an expect field into the reason and the warnings.
func latamExpect(t testing.TB, expect string) (ndval.Reason, Warnings) {
	if w, ok := strings.CutPrefix(expect, "valid"); ok {
		var warn Warnings
		if w, ok = strings.CutPrefix(w, ":"); ok {
			require.NoError(t, warn.UnmarshalJSON([]byte(`["`+strings.ReplaceAll(w, ",", `","`)+`"]`)))
		}
		return "", warn
	}
	require.Contains(t, accountReasons, ndval.Reason(expect), "unknown reason %q", expect)
	return ndval.Reason(expect), 0
}

func TestLatamTestdata(t *testing.T) {
	cases := latamTestdata(t)
	require.NotEmpty(t, cases)
	valid := map[string]int{}
	for _, c := range cases {
		t.Run(filepath.Base(c.file)+":"+c.value, func(t *testing.T) {
			reason, warn := latamExpect(t, c.expect)
			r := Validate(c.country, c.typ, c.value)
			assert.Equal(t, Type(c.typ), r.Type, c.comment)
			assert.Equal(t, c.country, r.Country, c.comment)
			assert.Equal(t, reason, r.Reason, c.comment)
			assert.Equal(t, warn, r.Warnings, c.comment)
			assert.Equal(t, reason == "" || reason == ndval.ReasonInvalidChecksum, r.Valid, c.comment)
			assert.Equal(t, reason == "", r.ChecksumValid, c.comment)
			assert.Equal(t, r.Valid, r.Formatted != "", c.comment)
			if c.typ == "cvu" {
				assert.Equal(t, c.provider, r.Provider, c.comment)
			}
			if reason == "" {
				if !strings.HasPrefix(c.comment, "synthetic") {
					valid[c.typ]++
				}
				assert.NoError(t, r.Err())
				// Formatted and Normalized validate again to the same number.
				for _, in := range []string{r.Normalized, r.Formatted} {
					again := Validate(c.country, c.typ, in)
					assert.True(t, again.Valid && again.ChecksumValid, in)
					assert.Equal(t, r.Normalized, again.Normalized, in)
				}
			} else {
				assert.ErrorIs(t, r.Err(), reason)
			}
			// Without a type, well-formed digits are detected as the file's
			// type, in its country or with no country.
			if reason == "" || reason == ndval.ReasonInvalidChecksum {
				for _, cc := range []string{c.country, ""} {
					d := Validate(cc, "", c.value)
					assert.Equal(t, r.Type, d.Type, "detected from %q", cc)
					assert.Equal(t, r, d, "detected from %q", cc)
				}
			}
		})
	}
	// The issue asks for real public numbers of each type.
	for _, typ := range []string{"cbu", "cvu", "clabe", "cci"} {
		assert.GreaterOrEqual(t, valid[typ], 5, typ)
	}
}

func TestLatamFields(t *testing.T) {
	tests := []struct {
		name, country, typ, value string
		want                      Result
	}{
		{"CBU", "AR", "cbu", "0170356420000030382008", Result{
			Type: CBU, Country: "AR", Valid: true, ChecksumValid: true,
			BankCode: "017", BankName: "Banco BBVA Argentina S.A.", Branch: "0356",
			Normalized: "0170356420000030382008", Formatted: "01703564 20000030382008"}},
		{"CBU separators", "ar", "CBU", " 01100037-20000141434894 ", Result{
			Type: CBU, Country: "AR", Valid: true, ChecksumValid: true,
			BankCode: "011", BankName: "Banco de la Nación Argentina", Branch: "0003",
			Normalized: "0110003720000141434894", Formatted: "01100037 20000141434894"}},
		{"CVU Mercado Pago", "AR", "cvu", "0000003100099540907944", Result{
			Type: CVU, Country: "AR", Valid: true, ChecksumValid: true,
			BankCode: "0000003", Provider: "Mercado Pago",
			Normalized: "0000003100099540907944", Formatted: "00000031 00099540907944"}},
		{"CVU unnamed provider", "AR", "cvu", "0000999100000001234565", Result{
			Type: CVU, Country: "AR", Valid: true, ChecksumValid: true, BankCode: "0000999",
			Normalized: "0000999100000001234565", Formatted: "00009991 00000001234565"}},
		{"CLABE", "MX", "clabe", "002010077777777771", Result{
			Type: CLABE, Country: "MX", Valid: true, ChecksumValid: true,
			BankCode: "002", BankName: "BANAMEX", Branch: "010", BranchName: "Aguascalientes",
			Normalized: "002010077777777771", Formatted: "002 010 07777777777 1"}},
		{"CLABE several localities", "MX", "clabe", "646180157000000004", Result{
			Type: CLABE, Country: "MX", Valid: true, ChecksumValid: true,
			BankCode: "646", BankName: "STP", Branch: "180",
			BranchName: "Ciudad de México / Atizapan / Chalco / Coacalco / Cuautitlán Izcalli / Ecatepec / " +
				"Huehuetoca / Huixquilucan / Ixtapaluca / Los Reyes la Paz / Naucalpan / Nezahualcóyotl / " +
				"Tecamac / Teotihuacán / Texcoco / Tlalnepantla",
			Normalized: "646180157000000004", Formatted: "646 180 15700000000 4"}},
		{"CLABE historic bank", "MX", "clabe", "032180000118359719", Result{
			Type: CLABE, Country: "MX", Valid: true, ChecksumValid: true,
			BankCode: "032", BankName: "IXE", Branch: "180",
			BranchName: "Ciudad de México / Atizapan / Chalco / Coacalco / Cuautitlán Izcalli / Ecatepec / " +
				"Huehuetoca / Huixquilucan / Ixtapaluca / Los Reyes la Paz / Naucalpan / Nezahualcóyotl / " +
				"Tecamac / Teotihuacán / Texcoco / Tlalnepantla",
			Normalized: "032180000118359719", Formatted: "032 180 00011835971 9", Warnings: WarnHistoricBank}},
		{"CLABE unknown bank and plaza", "MX", "clabe", "999999000000000015", Result{
			Type: CLABE, Country: "MX", Valid: true, ChecksumValid: true,
			BankCode: "999", Branch: "999", Normalized: "999999000000000015",
			Formatted: "999 999 00000000001 5", Warnings: WarnUnknownBank | WarnUnknownBranch}},
		{"CCI", "PE", "cci", "002-193-001081531054-14", Result{
			Type: CCI, Country: "PE", Valid: true, ChecksumValid: true,
			BankCode: "002", BankName: "Banco de Crédito del Perú (BCP)", Branch: "193",
			Normalized: "00219300108153105414", Formatted: "002-193-001081531054-14"}},
		{"CCI caja", "PE", "cci", "80603532100015924728", Result{
			Type: CCI, Country: "PE", Valid: true, ChecksumValid: true,
			BankCode: "806", BankName: "Caja Municipal de Ahorro y Crédito Cusco", Branch: "035",
			Normalized: "80603532100015924728", Formatted: "806-035-321000159247-28"}},
		{"CCI bad check digit keeps the bank", "PE", "cci", "00219300108153105415", Result{
			Type: CCI, Country: "PE", Valid: true, Reason: ndval.ReasonInvalidChecksum,
			BankCode: "002", BankName: "Banco de Crédito del Perú (BCP)", Branch: "193",
			Normalized: "00219300108153105415", Formatted: "002-193-001081531054-15"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Validate(tt.country, tt.typ, tt.value))
		})
	}
}

func TestLatamReasons(t *testing.T) {
	tests := []struct {
		name, country, typ, value string
		want                      ndval.Reason
		valid                     bool
	}{
		{"CBU checksum", "AR", "cbu", "0170356420000030382009", ndval.ReasonInvalidChecksum, true},
		{"CBU length", "AR", "cbu", "017035642000003038200", ndval.ReasonInvalidLength, false},
		{"CBU format", "AR", "cbu", "01703564200000303820O8", ndval.ReasonInvalidFormat, false},
		{"CBU format wins over length", "AR", "cbu", "ES9121000418450200051332", ndval.ReasonInvalidFormat, false},
		{"CBU that is a CVU", "AR", "cbu", "0000003100099540907944", ndval.ReasonInvalidComponent, false},
		{"CVU that is a CBU", "AR", "cvu", "0170356420000030382008", ndval.ReasonInvalidComponent, false},
		{"CVU checksum", "AR", "cvu", "0000003100099540907945", ndval.ReasonInvalidChecksum, true},
		{"CVU block 1 checksum", "AR", "cvu", "0000003200099540907944", ndval.ReasonInvalidChecksum, true},
		{"CLABE checksum", "MX", "clabe", "002010077777777772", ndval.ReasonInvalidChecksum, true},
		{"CLABE length", "MX", "clabe", "0020100777777777711", ndval.ReasonInvalidLength, false},
		{"CLABE format", "MX", "clabe", "00201007777777777A", ndval.ReasonInvalidFormat, false},
		{"CCI first digit", "PE", "cci", "00219300108153105424", ndval.ReasonInvalidChecksum, true},
		{"CCI length", "PE", "cci", "0021930010815310541", ndval.ReasonInvalidLength, false},
		{"CCI format", "PE", "cci", "002193001081531054+4", ndval.ReasonInvalidFormat, false},
		{"CLABE for AR, bad digit", "AR", "clabe", "002010077777777772", ndval.ReasonInvalidChecksum, true},
		{"empty", "AR", "cbu", " - ", ndval.ReasonMissingValue, false},
		{"bad country", "ARG", "cbu", "0170356420000030382008", ndval.ReasonInvalidCountry, false},
		{"bad type", "AR", "cuenta", "0170356420000030382008", ndval.ReasonUnknownType, false},
		{"no country", "", "", "12345", ndval.ReasonMissingCountry, false},
		{"no rules", "CL", "", "12345", ndval.ReasonUnsupportedCountry, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Validate(tt.country, tt.typ, tt.value)
			assert.Equal(t, tt.want, r.Reason)
			assert.Equal(t, tt.valid, r.Valid)
			assert.False(t, r.ChecksumValid)
			err := r.Err()
			require.Error(t, err)
			assert.True(t, errors.Is(err, tt.want))
			assert.NotContains(t, err.Error(), strings.TrimSpace(tt.value), "error holds the value")
			if !r.Valid {
				assert.Empty(t, r.Formatted)
			}
		})
	}
}

func TestLatamDetect(t *testing.T) {
	tests := []struct {
		country, value string
		want           Type
		wantCountry    string
	}{
		{"AR", "0170356420000030382008", CBU, "AR"},
		{"", "0170356420000030382008", CBU, "AR"},
		{"AR", "0000003100099540907944", CVU, "AR"},
		{"", "0000003100099540907944", CVU, "AR"},
		{"", "0000003100099540907945", CVU, "AR"}, // bad check digit: still a CVU
		{"MX", "002010077777777771", CLABE, "MX"},
		{"", "002 010 07777777777 1", CLABE, "MX"},
		{"PE", "002-193-001081531054-14", CCI, "PE"},
		{"", "00219300108153105414", CCI, "PE"},
		// A value of the wrong shape is reported against the country's format.
		{"AR", "017035642000003038200", CBU, "AR"},
		{"MX", "00201007777777777", CLABE, "MX"},
		{"PE", "0021930010815310541", CCI, "PE"},
	}
	for _, tt := range tests {
		t.Run(tt.country+"/"+tt.value, func(t *testing.T) {
			r := Validate(tt.country, "", tt.value)
			assert.Equal(t, tt.want, r.Type)
			assert.Equal(t, tt.wantCountry, r.Country)
		})
	}
	// 22 digits in MX or 18 in AR fit no format of the country: reported
	// against it unless they verify as the other country's format.
	assert.Equal(t, ndval.ReasonInvalidLength, Validate("MX", "", "0170356420000030382009").Reason)
	assert.Equal(t, ndval.ReasonInvalidLength, Validate("AR", "", "002010077777777772").Reason)
	assert.Equal(t, CBU, Validate("MX", "", "0170356420000030382008").Type)
	assert.Equal(t, CLABE, Validate("AR", "", "002010077777777771").Type)
}

func TestLatamValidatorBanks(t *testing.T) {
	v := Validator{Banks: []Bank{
		{Country: "ar", Code: "999", Name: "Banco Nuevo S.A."},
		{Country: "AR", Code: "005", Name: "RBS (renamed)"},
		{Country: "AR", Code: "0000999", Name: "Billetera Nueva"},
		{Country: "MX", Code: "002", Name: "Citibanamex"},
		{Country: "PE", Code: "999", Name: "Caja Nueva"},
		{Country: "MX", Code: "999", Name: "only in MX"},
	}}
	// A bank that opened last week: no unknown_bank warning.
	r := v.Validate("AR", "", "9990001800000001234565")
	assert.Equal(t, "Banco Nuevo S.A.", r.BankName)
	assert.Zero(t, r.Warnings)
	// An override of a historic bank is not historic.
	r = v.Validate("AR", "cbu", "0050001200000001234565")
	assert.Equal(t, "RBS (renamed)", r.BankName)
	assert.Zero(t, r.Warnings)
	// A PSP named by the user.
	r = v.Validate("AR", "", "0000999100000001234565")
	assert.Equal(t, "Billetera Nueva", r.Provider)
	assert.Empty(t, r.BankName)
	// Built-in providers still work.
	assert.Equal(t, "Mercado Pago", v.Validate("AR", "", "0000003100099540907944").Provider)
	// A rename.
	r = v.Validate("MX", "", "002010077777777771")
	assert.Equal(t, "Citibanamex", r.BankName)
	assert.Equal(t, "Aguascalientes", r.BranchName)
	// Entries of other countries do not leak.
	r = v.Validate("PE", "", "99919300108153105464")
	assert.Equal(t, "Caja Nueva", r.BankName)
	r = Validator{Banks: []Bank{{Country: "PE", Code: "999", Name: "x"}}}.Validate("", "clabe", "999180000000000015")
	assert.Empty(t, r.BankName)
	assert.Equal(t, WarnUnknownBank, r.Warnings)
	// The zero Validator is the package-level Validate.
	assert.Equal(t, Validate("MX", "", "002010077777777771"), Validator{}.Validate("MX", "", "002010077777777771"))
}

// TestLatamTables checks the generated tables: sorted, unique codes, names
// set, and the look-ups find every row.
func TestLatamTables(t *testing.T) {
	for name, tab := range map[string][]latamBank{
		"AR": latamBanksAR[:], "MX": latamBanksMX[:], "PE": latamBanksPE[:], "CVU": latamCVUProviders[:],
	} {
		require.NotEmpty(t, tab, name)
		for i, b := range tab {
			assert.NotEmpty(t, b.name, "%s %d", name, b.code)
			assert.Less(t, b.code, uint16(10000), name)
			if i > 0 {
				assert.Less(t, tab[i-1].code, b.code, "%s: sorted, unique", name)
			}
			got, ok := latamFind(tab, b.code)
			assert.True(t, ok)
			assert.Equal(t, b, got)
		}
	}
	for name, tab := range map[string]struct {
		rows []latamBank
		idx  *[1000]uint8
	}{
		"AR": {latamBanksAR[:], &latamIndexBanksAR},
		"MX": {latamBanksMX[:], &latamIndexBanksMX},
		"PE": {latamBanksPE[:], &latamIndexBanksPE},
	} {
		indexed := 0
		for _, i := range tab.idx {
			if i != 0 {
				indexed++
			}
		}
		assert.Equal(t, len(tab.rows), indexed, "%s: every row indexed once", name)
		for _, b := range tab.rows {
			code := fmt.Sprintf("%03d", b.code)
			got, ok := latamRow(tab.rows, tab.idx, code)
			assert.True(t, ok, "%s %s", name, code)
			assert.Equal(t, b, got)
		}
		for _, bad := range []string{"", "00", "0000", "00a", "999"} {
			_, ok := latamRow(tab.rows, tab.idx, bad)
			assert.False(t, ok, "%s %q", name, bad)
		}
	}
	for i, p := range latamPlazasMX {
		assert.NotEmpty(t, p.name)
		if i > 0 {
			assert.Less(t, latamPlazasMX[i-1].code, p.code)
		}
		name, ok := latamPlazaName(fmt.Sprintf("%03d", p.code))
		assert.True(t, ok)
		assert.Equal(t, p.name, name)
	}
	// Rows counted from the CSVs (header excluded; plazas: distinct codes).
	assert.Len(t, latamBanksAR, 91)
	assert.Len(t, latamBanksMX, 145)
	assert.Len(t, latamBanksPE, 56)
	assert.Len(t, latamPlazasMX, 788)
	for _, bad := range []string{"", "00", "0000", "00a", "000"} {
		_, ok := latamPlazaName(bad)
		assert.False(t, ok, bad)
	}
	_, ok := latamFind(nil, 17)
	assert.False(t, ok)
	for _, bad := range []string{"0000003 ", "000003", "1000003", "000000x", "00000a3"} {
		_, ok := latamCVUProvider(bad)
		assert.False(t, ok, bad)
	}
	for prefix, want := range map[string]string{
		"0000003": "Mercado Pago", "0000007": "Ualá", "0000076": "Personal Pay",
		"0000168": "Lemon", "0000177": "AstroPay",
	} {
		name, ok := latamCVUProvider(prefix)
		assert.True(t, ok, prefix)
		assert.Equal(t, want, name, prefix)
	}
	for _, unnamed := range []string{"0000013", "0000069", "0000999"} {
		_, ok := latamCVUProvider(unnamed)
		assert.False(t, ok, unnamed)
	}
}

// TestLatamCheckDigits checks the digit functions against every possible
// last digit: exactly one verifies.
func TestLatamCheckDigits(t *testing.T) {
	for _, base := range []string{"0170356420000030382008", "0000003100099540907944"} {
		ok := 0
		for d := byte('0'); d <= '9'; d++ {
			if r := Validate("AR", "", base[:21]+string(d)); r.ChecksumValid {
				ok++
				assert.Equal(t, base[21], d)
			}
		}
		assert.Equal(t, 1, ok, base)
	}
	ok := 0
	for d := byte('0'); d <= '9'; d++ {
		if Validate("MX", "", "00201007777777777"+string(d)).ChecksumValid {
			ok++
		}
	}
	assert.Equal(t, 1, ok)
	assert.Equal(t, byte('1'), latamCCIDigit("002193"))
	assert.Equal(t, byte('0'), latamCCIDigit("000000"))
	assert.Equal(t, byte('3'), latamCCIDigit("090909")) // 9×2 = 18 counts 1+8 = 9; 27 -> 3
	assert.Equal(t, byte('2'), latamCCIDigit("0909"))
	// latamCheckDigit against its formula on every sum the rules can
	// give (at most 9 × 9 × 24) and beyond.
	for sum := 0; sum <= 5000; sum++ {
		require.Equal(t, byte('0'+(10-sum%10)%10), latamCheckDigit(sum), sum)
	}
}

// TestLatamAllocs holds the allocation promise of the CBU, CVU, CLABE and
// CCI rules: a check allocates once, for Formatted, and Validate adds one
// more only when it removes separators (Normalized). Whatever the shared
// Validate code itself allocates (measured on a value the rules reject
// without allocating) comes on top and is measured separately.
func TestLatamAllocs(t *testing.T) {
	checks := map[string]struct {
		check func(v Validator, n, src string, r *Result)
		n     string
	}{
		"CBU":   {latamCheckCBU, "0170356420000030382008"},
		"CVU":   {latamCheckCVU, "0000003100099540907944"},
		"CLABE": {latamCheckCLABE, "002150701822202709"},
		"CCI":   {latamCheckCCI, "00219300108153105414"},
	}
	for name, c := range checks {
		var r Result
		n := testing.AllocsPerRun(100, func() {
			r = Result{}
			c.check(Validator{}, c.n, c.n, &r)
		})
		assert.Equal(t, 1.0, n, name)
		require.True(t, r.Valid && r.ChecksumValid, name)
	}
	core := testing.AllocsPerRun(100, func() { Validate("AR", "cbu", "017035642000003038200") })
	t.Logf("Validate's own allocations: %v", core)
	for _, bc := range latamBenchCases {
		n := testing.AllocsPerRun(100, func() { Validate(bc.country, bc.typ, bc.value) })
		assert.LessOrEqual(t, n, core+2, bc.name)
		if core == 0 {
			assert.LessOrEqual(t, n, 2.0, bc.name)
		}
	}
}

// TestLatamSums holds clabeSum and cbuSums, which add the digits of each
// weight apart, to checksum.WeightedSum with the documents' weights. Both
// are affine in the digits, so agreeing on a value and on every digit
// changed at every position (done from two values) makes them equal on
// every value.
func TestLatamSums(t *testing.T) {
	clabeWeights := []int{3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7}
	cbuWeights1 := []int{7, 1, 3, 9, 7, 1, 3}
	cbuWeights2 := []int{3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3}
	sum := func(s string, w []int) int {
		n, ok := checksum.WeightedSum(s, w)
		require.True(t, ok, s)
		return n
	}
	for _, base := range []string{strings.Repeat("0", 22), "0170356420000030382008"} {
		b := []byte(base)
		for pos := range b {
			for d := byte('0'); d <= '9'; d++ {
				b[pos] = d
				n := string(b)
				assert.Equal(t, sum(n[:17], clabeWeights), clabeSum(n[:18]), n[:18])
				s1, s2 := cbuSums(n)
				assert.Equal(t, sum(n[:7], cbuWeights1), s1, n)
				assert.Equal(t, sum(n[8:21], cbuWeights2), s2, n)
			}
			b[pos] = base[pos]
		}
	}
}

// TestLatamShape compares latamShape's eight-byte path with the rule it
// shortens (digits alone, then the length) for every byte at every place
// of values of each size and of lengths around it.
func TestLatamShape(t *testing.T) {
	for _, size := range []int{18, 20, 22} {
		for n := size - 2; n <= size+2; n++ {
			for i := range n {
				for c := range 256 {
					b := []byte(strings.Repeat("7", n))
					b[i] = byte(c)
					s := string(b)
					want := ndval.Reason("")
					switch {
					case !checksum.IsDigits(s):
						want = ndval.ReasonInvalidFormat
					case len(s) != size:
						want = ndval.ReasonInvalidLength
					}
					var r Result
					if ok := latamShape(s, size, &r); ok != (want == "") || r.Reason != want {
						t.Fatalf("latamShape(%q, %d) = %v, %q; want %q", s, size, ok, r.Reason, want)
					}
				}
			}
		}
	}
}

// latamGroup returns the digits n with sep inserted before each of the
// offsets at (increasing), as the display forms were built before
// cbuFormatted, clabeFormatted and cciFormatted: src itself when the caller
// wrote it so.
func latamGroup(n, src string, sep byte, at ...int) string {
	var buf [32]byte
	b := buf[:0]
	prev := 0
	for _, i := range at {
		b = append(b, n[prev:i]...)
		b = append(b, sep)
		prev = i
	}
	b = append(b, n[prev:]...)
	return reuse(b, src)
}

// TestLatamFormatted holds each display form to latamGroup with the
// format's offsets, on values that put every digit at every place, with
// src the compact number, the display form itself (returned as it is)
// and another writing.
func TestLatamFormatted(t *testing.T) {
	for _, f := range []struct {
		name   string
		size   int
		sep    byte
		at     []int
		format func(n, src string) string
	}{
		{"CBU", 22, ' ', []int{8}, cbuFormatted},
		{"CLABE", 18, ' ', []int{3, 6, 17}, clabeFormatted},
		{"CCI", 20, '-', []int{3, 6, 18}, cciFormatted},
	} {
		for _, base := range []string{strings.Repeat("0", f.size), "0123456789012345678901234"[:f.size]} {
			b := []byte(base)
			for pos := range b {
				for d := byte('0'); d <= '9'; d++ {
					b[pos] = d
					n := string(b)
					want := latamGroup(n, n, f.sep, f.at...)
					for _, src := range []string{n, want, " " + n} {
						if got := f.format(n, src); got != want {
							t.Fatalf("%s(%q, %q) = %q, want %q", f.name, n, src, got, want)
						}
					}
					if got := f.format(n, want); unsafe.StringData(got) != unsafe.StringData(want) {
						t.Fatalf("%s(%q): the display form given is not returned as it is", f.name, n)
					}
				}
				b[pos] = base[pos]
			}
		}
	}
}
