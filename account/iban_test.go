package account

import (
	"encoding/csv"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/internal/testfile"
)

// ibanCase is one line of a testdata/iban_*.txt file.
type ibanCase struct {
	file, expect, value, comment string
	line                         int
}

// ibanTestdata reads testdata/iban_*.txt: after the source line,
// <expect>\t<value>\t<comment> lines.
func ibanTestdata(t testing.TB) []ibanCase {
	t.Helper()
	var cases []ibanCase
	for _, rec := range testfile.Read(t, filepath.Join("testdata", "iban_*.txt"), 3) {
		require.Len(t, rec.Fields, 3, "%s:%d: want <expect>\\t<value>\\t<comment>", rec.File, rec.Line)
		cases = append(cases, ibanCase{file: rec.File, line: rec.Line, expect: rec.Fields[0], value: rec.Fields[1], comment: rec.Fields[2]})
	}
	return cases
}

// ibanExpect splits an expect field, "valid" or a reason with optional
// ":<warning>,<warning>...", into the reason and the warnings.
func ibanExpect(t testing.TB, expect string) (ndval.Reason, Warnings) {
	t.Helper()
	head, w, _ := strings.Cut(expect, ":")
	var warn Warnings
	if w != "" {
		require.NoError(t, warn.UnmarshalJSON([]byte(`["`+strings.ReplaceAll(w, ",", `","`)+`"]`)))
	}
	if head == "valid" {
		return "", warn
	}
	r := ndval.Reason(head)
	require.Contains(t, accountReasons, r, "unknown reason %q", head)
	return r, warn
}

// ibanRegistryRow is one row of data/iban/iban_registry.csv.
type ibanRegistryRow map[string]string

// ibanRegistry reads the registry CSV the tables are generated from.
func ibanRegistry(t testing.TB) []ibanRegistryRow {
	t.Helper()
	f, err := os.Open(filepath.Join("data", "iban", "iban_registry.csv"))
	require.NoError(t, err)
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	require.NoError(t, err)
	var rows []ibanRegistryRow
	for _, rec := range recs[1:] {
		row := ibanRegistryRow{}
		for i, h := range recs[0] {
			row[h] = rec[i]
		}
		rows = append(rows, row)
	}
	return rows
}

// ibanFix returns s (country code, any two characters, BBAN) with the
// check digits that make it pass the mod 97 check.
func ibanFix(s string) string {
	n := s[:2] + "00" + s[4:]
	d := 98 - ibanMod97(n)
	return n[:2] + string([]byte{byte('0' + d/10), byte('0' + d%10)}) + n[4:]
}

// ibanGroup writes n in groups of four joined by sep.
func ibanGroup(n, sep string) string {
	var parts []string
	for i := 0; i < len(n); i += 4 {
		parts = append(parts, n[i:min(len(n), i+4)])
	}
	return strings.Join(parts, sep)
}

func TestIBANTestdata(t *testing.T) {
	perCountry := map[string]int{}
	for _, c := range ibanTestdata(t) {
		t.Run(filepath.Base(c.file)+":"+strconv.Itoa(c.line), func(t *testing.T) {
			reason, warn := ibanExpect(t, c.expect)
			r := Validate("", "iban", c.value)
			assert.Equal(t, IBAN, r.Type, c.comment)
			assert.Equal(t, reason, r.Reason, "%s %s", c.value, c.comment)
			assert.Equal(t, warn, r.Warnings, "%s %s", c.value, c.comment)
			assert.Equal(t, reason == "" || reason == ndval.ReasonInvalidChecksum, r.Valid, c.comment)
			assert.Equal(t, reason == "", r.ChecksumValid, c.comment)
			assert.Equal(t, r.Valid, r.Formatted != "", c.comment)
			if !r.Valid {
				return
			}
			assert.Equal(t, r.Normalized[:2], r.Country)
			assert.Equal(t, r.Normalized, strings.ReplaceAll(r.Formatted, " ", ""))
			if reason == "" {
				perCountry[r.Country]++
				assert.NoError(t, r.Err())
			} else {
				assert.ErrorIs(t, r.Err(), reason)
			}
			// The same account given any other way gives the same result:
			// with its country, with no type, in lower case, normalized,
			// formatted.
			for _, in := range []struct{ country, typ, value string }{
				{r.Country, "iban", c.value},
				{"", "", c.value},
				{strings.ToLower(r.Country), "IBAN", strings.ToLower(c.value)},
				{"", "iban", r.Normalized},
				{r.Country, "", r.Formatted},
			} {
				again := Validate(in.country, in.typ, in.value)
				assert.Equal(t, r, again, "%+v", in)
			}
		})
	}
	// Published IBANs of the countries whose national check digits are
	// verified, and of Latin America.
	for _, cc := range []string{"AL", "BA", "BE", "CZ", "DJ", "EE", "ES", "FI", "FR", "HR", "HU", "IT", "MC", "ME",
		"MK", "NO", "PL", "PT", "RS", "SI", "SK", "SM", "TL", "TN", "BR", "CR", "DO"} {
		assert.Positive(t, perCountry[cc], cc)
	}
}

// ibanUnverified are the countries with national check digits that are
// not verified (iban_national.go).
var ibanUnverified = map[string]bool{"BI": true, "DE": true, "DK": true, "FO": true, "GB": true, "GL": true, "IL": true,
	"IS": true, "MR": true, "RU": true, "SE": true, "ST": true, "XK": true}

func TestIBANRegistryExamples(t *testing.T) {
	rows := ibanRegistry(t)
	require.Len(t, rows, 89, "SWIFT IBAN Registry Release 100 has 89 countries")
	require.Len(t, ibanCountries, len(rows))
	for i, row := range rows {
		cc, ex := row["country"], row["example_iban"]
		t.Run(cc, func(t *testing.T) {
			c := ibanLookup(cc)
			require.NotNil(t, c)
			assert.Equal(t, &ibanCountries[i], c)
			assert.Equal(t, row["iban_length"], strconv.Itoa(int(c.length)))
			assert.Equal(t, row["sepa"] == "yes", c.sepa)
			assert.Equal(t, ex, c.example)

			r := Validate("", "", ex)
			require.True(t, r.Valid, r.Reason)
			assert.True(t, r.ChecksumValid, "%s: %s", ex, r.Reason)
			assert.Equal(t, IBAN, r.Type)
			assert.Equal(t, cc, r.Country)
			assert.Equal(t, ex, r.Normalized)
			assert.Equal(t, ibanGroup(ex, " "), r.Formatted)
			start, _ := strconv.Atoi(row["bank_bban_start"])
			end, _ := strconv.Atoi(row["bank_bban_end"])
			assert.Equal(t, ex[4+start-1:4+end], r.BankCode)
			if row["branch_bban_start"] != "" {
				start, _ = strconv.Atoi(row["branch_bban_start"])
				end, _ = strconv.Atoi(row["branch_bban_end"])
				assert.Equal(t, ex[4+start-1:4+end], r.Branch)
			} else {
				assert.Empty(t, r.Branch)
			}
			assert.Equal(t, ibanUnverified[cc], r.Warnings.Has(WarnNationalCheckUnverified))
			if c.banks == nil {
				assert.False(t, r.Warnings.Has(WarnUnknownBank), "no bank list, no warning")
				assert.Empty(t, r.BankName)
			} else {
				assert.Equal(t, r.BankName == "", r.Warnings.Has(WarnUnknownBank))
			}

			// With separators, in lower case, with its country, with the
			// "IBAN" label: the same result. Kosovo's IBAN prefix XK is
			// not an assigned ISO 3166-1 code: as a country, it is
			// invalid_country, and its IBANs are given without one.
			given := cc
			if !country.Assigned(cc) {
				assert.Equal(t, "XK", cc, "the registry's only unassigned code")
				assert.Equal(t, ndval.ReasonInvalidCountry, Validate(cc, "", ex).Reason)
				given = ""
			}
			for _, in := range []struct{ country, value string }{
				{given, ibanGroup(ex, " ")},
				{strings.ToLower(given), strings.ToLower(ibanGroup(ex, "-"))},
				{"", "IBAN " + ibanGroup(ex, " ")},
				{"", " iban: " + strings.ToLower(ex) + " "},
				{given, ibanGroup(ex, ".")},
				{given, ibanGroup(ex, "\u00a0")},
				{"", "IBAN\u00a0" + ibanGroup(ex, "\u2013")},
			} {
				assert.Equal(t, r, Validate(in.country, "iban", in.value), "%+v", in)
				assert.Equal(t, r, Validate(in.country, "", in.value), "%+v", in)
			}

			// The compact structure check agrees with the registry's
			// regular expression on the example and on every one-character
			// change of class.
			re := regexp.MustCompile(row["bban_regex"])
			bban := ex[4:]
			for j := 0; j < len(bban); j++ {
				for _, repl := range []byte{'0', 'A'} {
					b := bban[:j] + string(repl) + bban[j+1:]
					assert.Equal(t, re.MatchString(b), ibanMatch(b, c.bban), "%s position %d = %c", cc, j, repl)
				}
			}
		})
	}
}

func TestIBANKnownBanks(t *testing.T) {
	// The registry examples that name real banks (shared/research/banks.md
	// checked these against the lists).
	for _, tt := range []struct{ iban, bank string }{
		{"DE89370400440532013000", "Commerzbank"},
		{"NL91ABNA0417164300", "ABN AMRO BANK N.V"},
		{"ES9121000418450200051332", "CaixaBank, S.A."},
		{"CR05015202001026284066", "Banco de Costa Rica"},
		{"BR1800360305000010009795493C1", "Caixa Econômica Federal"},
		{"BR83 0000 0000 0361 3000 4000 013C 1", "Banco do Brasil S.A."},
		{"CR61015100010010009118", "Banco Nacional de Costa Rica"},
	} {
		r := Validate("", "", tt.iban)
		require.True(t, r.Valid && r.ChecksumValid, tt.iban)
		assert.True(t, strings.HasPrefix(strings.ToLower(r.BankName), strings.ToLower(tt.bank)), "%s: %q", tt.iban, r.BankName)
		assert.False(t, r.Warnings.Has(WarnUnknownBank), tt.iban)
	}
}

func TestIBANReasons(t *testing.T) {
	const de = "DE89370400440532013000"
	tests := []struct {
		name, country, typ, value string
		reason                    ndval.Reason
		resultCountry             string
	}{
		{"unknown country", "", "iban", "XX89370400440532013000", ndval.ReasonInvalidComponent, ""},
		{"not in the registry", "", "", "SN08SN0100152000048500003035", ndval.ReasonInvalidComponent, ""},
		{"territory prefix", "", "", "GF4120041010050500013M02606", ndval.ReasonInvalidComponent, ""},
		{"territory prefix for the territory", "GF", "", "GF4120041010050500013M02606", ndval.ReasonInvalidComponent, "GF"},
		{"wrong length", "", "iban", de[:21], ndval.ReasonInvalidLength, "DE"},
		{"too long", "", "", de + "0", ndval.ReasonInvalidLength, "DE"},
		{"letter where digits go", "", "", "DE89370400440532O13000", ndval.ReasonInvalidFormat, "DE"},
		{"digit where letters go", "", "", "NL91ABN00417164300", ndval.ReasonInvalidFormat, "NL"},
		{"stray character", "", "", "DE89 3704 0044 0532 0130 0#", ndval.ReasonInvalidFormat, ""},
		{"non-ASCII", "", "", "DE89 3704 0044 0532 0130 0Ö", ndval.ReasonInvalidFormat, ""},
		{"letters for check digits", "", "iban", "DEAB370400440532013000", ndval.ReasonInvalidFormat, ""},
		{"too short", "", "iban", "DE8", ndval.ReasonInvalidFormat, ""},
		{"digits first", "", "iban", "8937DE0400440532013000", ndval.ReasonInvalidFormat, ""},
		{"a BBAN given for an IBAN country", "DE", "", "370400440532013000", ndval.ReasonInvalidFormat, "DE"},
		{"wrong check digits", "", "", "DE88370400440532013000", ndval.ReasonInvalidChecksum, "DE"},
		{"swapped digits", "", "", "DE89370400440523013000", ndval.ReasonInvalidChecksum, "DE"},
		{"national check digit", "", "", "ES2121000418450200051331", ndval.ReasonInvalidChecksum, "ES"},
		{"national check digits (python-stdnum)", "", "", "ES89 3183 1500 9500 0121 0562", ndval.ReasonInvalidChecksum, "ES"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Validate(tt.country, tt.typ, tt.value)
			assert.Equal(t, IBAN, r.Type)
			assert.Equal(t, tt.reason, r.Reason)
			assert.Equal(t, tt.resultCountry, r.Country)
			assert.Equal(t, tt.reason == ndval.ReasonInvalidChecksum, r.Valid)
			assert.False(t, r.ChecksumValid)
			assert.Equal(t, r.Valid, r.Formatted != "")
			assert.ErrorIs(t, r.Err(), tt.reason)
			if !r.Valid {
				assert.Empty(t, r.BankCode)
				assert.Empty(t, r.BankName)
				assert.Zero(t, r.Warnings)
			}
			// The error never holds the account number.
			assert.NotContains(t, r.Err().Error(), r.Normalized)
		})
	}
}

func TestIBANCheckDigitRange(t *testing.T) {
	// Check digits are 98 - (n mod 97), 02 to 98: 00, 01 and 99 satisfy
	// mod 97 when 97, 98 or 02 would, but never occur.
	found := map[string]bool{}
	for acct := 0; acct < 2000 && len(found) < 3; acct++ {
		iban := ibanFix("AT00" + "19043" + strconv.Itoa(10000000000 + acct)[0:11])
		switch cd := iban[2:4]; cd {
		case "97", "98", "02":
			alias := map[string]string{"97": "00", "98": "01", "02": "99"}[cd]
			if found[alias] {
				continue
			}
			found[alias] = true
			good := Validate("", "", iban)
			require.True(t, good.Valid && good.ChecksumValid, iban)
			bad := iban[:2] + alias + iban[4:]
			require.EqualValues(t, 1, ibanMod97(bad), "%s passes mod 97", bad)
			r := Validate("", "", bad)
			assert.True(t, r.Valid, bad)
			assert.False(t, r.ChecksumValid, bad)
			assert.Equal(t, ndval.ReasonInvalidChecksum, r.Reason, bad)
		}
	}
	assert.Len(t, found, 3)
}

// TestIBANNationalChecks changes one digit that a national check covers in
// published IBANs, fixes the IBAN check digits, and expects the national
// check to catch it. The rules detect every single-digit change.
func TestIBANNationalChecks(t *testing.T) {
	// The BBAN position to change, when not the last one.
	// ES: the account's control digit, since 11 - sum mod 11 maps both 10
	// and 1 to the digit 1 and so misses some changes elsewhere.
	pos := map[string]int{"AL": 7, "ES": 9, "PL": 7, "IT": 1, "SM": 1}
	seen := map[string]bool{}
	for _, c := range ibanTestdata(t) {
		r := Validate("", "iban", c.value)
		if !r.ChecksumValid || ibanNat(r.Normalized) != natOK {
			continue
		}
		seen[r.Country] = true
		bban := r.Normalized[4:]
		p, ok := pos[r.Country]
		if !ok {
			p = len(bban) - 1
		}
		require.True(t, isDigit(bban[p]), c.value)
		for d := byte(1); d <= 9; d++ {
			b := []byte(bban)
			b[p] = '0' + (b[p]-'0'+d)%10
			iban := ibanFix(r.Country + "00" + string(b))
			got := Validate("", "", iban)
			require.True(t, got.Valid, iban)
			assert.False(t, got.ChecksumValid, "%s (from %s)", iban, c.value)
			assert.Equal(t, ndval.ReasonInvalidChecksum, got.Reason, iban)
		}
	}
	for _, cc := range []string{"AL", "BA", "BE", "CZ", "DJ", "EE", "ES", "FI", "FR", "HR", "HU", "IT", "MC",
		"ME", "MK", "NO", "PL", "PT", "RS", "SI", "SK", "SM", "TL", "TN"} {
		assert.True(t, seen[cc], "%s has a verified national check and published IBANs", cc)
	}
}

// ibanNat runs the national check of the IBAN n (its check digits do not
// matter) as ibanCheck does.
func ibanNat(n string) natResult {
	mod, letters, _ := ibanScan(n[4:])
	return natCheck(n[:2], n[4:], mod, letters)
}

func TestIBANNationalResults(t *testing.T) {
	tests := []struct {
		cc, bban string
		want     natResult
	}{
		{"BE", "539007547034", natOK},
		{"BE", "539007547035", natFail},
		{"BE", "000000009797", natOK}, // remainder 0 is written 97
		{"MK", "250120000058984", natOK},
		{"MK", "2501200000589A4", natUnverified}, // letters: no published rule
		{"NO", "00004090403", natOK},             // python-stdnum's postgiro example 0000.4090403
		{"NO", "00004090404", natFail},
		{"NO", "86011117980", natFail}, // the check value would be 10
		{"FR", "20041010050500013M02606", natOK},
		{"FR", "20041010050500013N02606", natFail},
		{"DE", "370400440532013000", natUnverified},
		{"CR", "015202001026284066", natNone},
		{"NL", "ABNA0417164300", natNone},
		{"BR", "00360305000010009795493C1", natNone},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, ibanNat(tt.cc+"00"+tt.bban), "%s %s", tt.cc, tt.bban)
	}
	// The RIB reads A-I and J-R as 1-9 and S-Z as 2-9.
	require.Len(t, natRIBValue, 'Z'-'0'+1)
	for c, want := range map[byte]byte{'0': '0', '9': '9', 'A': '1', 'I': '9', 'J': '1', 'R': '9', 'S': '2', 'Z': '9'} {
		assert.Equal(t, want, natRIBValue[c-'0'], string(c))
	}
	// The shortcuts natCheck takes for BBANs of digits agree with the
	// rules written out, on every published IBAN and on a changed digit.
	for _, c := range ibanTestdata(t) {
		r := Validate("", "iban", c.value)
		if !r.Valid {
			continue
		}
		for _, b := range []string{r.Normalized[4:], r.Normalized[4:len(r.Normalized)-1] + "7"} {
			mod, letters, ok := ibanScan(b)
			require.True(t, ok)
			m, _ := ibanMod97Add(0, b)
			require.Equal(t, m, mod)
			if letters {
				continue
			}
			switch r.Country {
			case "DJ", "FR", "MC", "TN":
				assert.Equal(t, natRIB(b), mod == 0, b)
			}
		}
	}
}

func TestIBANBanks(t *testing.T) {
	// An Austrian bank code in no list: a warning, never invalid.
	at := ibanFix("AT00" + "99999" + "00234573201")
	r := Validate("", "", at)
	require.True(t, r.Valid && r.ChecksumValid)
	assert.Equal(t, "99999", r.BankCode)
	assert.Empty(t, r.BankName)
	assert.Equal(t, WarnUnknownBank, r.Warnings)
	assert.NoError(t, r.Err())

	// No list for the Dominican Republic: no name, no warning.
	r = Validate("DO", "", "DO28BAGR00000001212453611324")
	require.True(t, r.Valid && r.ChecksumValid)
	assert.Equal(t, "BAGR", r.BankCode)
	assert.Empty(t, r.BankName)
	assert.Zero(t, r.Warnings)

	// A Costa Rican bank code that is not in the list yet.
	cr := ibanFix("CR00" + "0999" + "01001009110031")
	r = Validate("CR", "", cr)
	require.True(t, r.Valid && r.ChecksumValid)
	assert.Equal(t, "0999", r.BankCode)
	assert.Equal(t, WarnUnknownBank, r.Warnings)

	v := Validator{Banks: []Bank{
		{Country: "cr", Code: "0999", Name: "Banco Nuevo"},
		{Country: "CR", Code: "0152", Name: "BCR (renamed)"},
		{Country: "DO", Code: "BAGR", Name: "Banco Agrícola de la República Dominicana"},
		{Country: "AT", Code: "0999", Name: "not Costa Rica"},
	}}
	r = v.Validate("CR", "", cr)
	assert.Equal(t, "Banco Nuevo", r.BankName)
	assert.Zero(t, r.Warnings)
	r = v.Validate("", "", "CR05015202001026284066")
	assert.Equal(t, "BCR (renamed)", r.BankName)
	r = v.Validate("", "", "DO28BAGR00000001212453611324")
	assert.Equal(t, "Banco Agrícola de la República Dominicana", r.BankName)
	// The default Validator is unchanged.
	assert.Equal(t, WarnUnknownBank, Validate("", "", cr).Warnings)
}

func TestIBANDetect(t *testing.T) {
	const fr = "FR76 3000 3032 8000 0500 6152 856"
	tests := []struct {
		name, country, value string
		typ                  Type
		valid                bool
		country2             string
	}{
		{"no country", "", fr, IBAN, true, "FR"},
		{"its country", "FR", fr, IBAN, true, "FR"},
		{"a territory of its country", "GP", fr, IBAN, true, "FR"},
		{"Jersey uses GB IBANs", "je", "GB29 NWBK 6016 1331 9268 19", IBAN, true, "GB"},
		{"lower case", "", strings.ToLower(fr), IBAN, true, "FR"},
		{"two letters and two digits win over the country", "PE", fr, IBAN, true, "FR"},
		{"an IBAN of another country", "GP", "DE89 3704 0044 0532 0130 00", IBAN, true, "DE"},
		{"an IBAN country's domestic number", "BE", "539-0075470-34", IBAN, false, "BE"},
		{"a territory's domestic number", "RE", "20041 01005 0500013M026 06", IBAN, false, "RE"},
		{"not an IBAN country", "US", "021000021", "", false, "US"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Validate(tt.country, "", tt.value)
			assert.Equal(t, tt.typ, r.Type)
			assert.Equal(t, tt.valid, r.Valid, r.Reason)
			assert.Equal(t, tt.country2, r.Country)
			cc := strings.ToUpper(tt.country)
			own := cc == "" || cc == tt.country2 || ibanTerritoryOf(cc) == tt.country2
			assert.Equal(t, r.Valid && !own, r.Warnings.Has(WarnCountryMismatch), r.Warnings)
		})
	}
	assert.True(t, ibanCountryKnown("DE"))
	assert.True(t, ibanCountryKnown("AX"))
	assert.True(t, ibanCountryKnown("BL"))
	assert.False(t, ibanCountryKnown("US"))
	assert.False(t, ibanCountryKnown("SN"), "non-registry formats are not used")
	assert.False(t, ibanCountryKnown(""))
	assert.False(t, ibanCountryKnown("d"))
	assert.Equal(t, "FI", ibanTerritoryOf("AX"))
	assert.Equal(t, "GB", ibanTerritoryOf("IM"))
	assert.Empty(t, ibanTerritoryOf("FR"))
}

func TestIBANTables(t *testing.T) {
	for i, c := range ibanCountries {
		if i > 0 {
			assert.Less(t, ibanCountries[i-1].code, c.code)
		}
		assert.Equal(t, &ibanCountries[i], ibanLookup(c.code))
		assert.LessOrEqual(t, int(c.length), 34)
		assert.Less(t, int(c.bank[0]), int(c.bank[1]))
		assert.LessOrEqual(t, int(c.bank[1]), int(c.length))
		assert.LessOrEqual(t, int(c.branch[1]), int(c.length))
		if c.banks == nil {
			continue
		}
		b := c.banks
		w := int(b.width)
		assert.Equal(t, int(c.bank[1]-c.bank[0]), w, c.code)
		require.Zero(t, len(b.codes)%w, c.code)
		require.Equal(t, len(b.codes)/w*2, len(b.index), c.code)
		used := make([]bool, len(b.names))
		for j := 0; j < len(b.codes)/w; j++ {
			code := b.codes[j*w : j*w+w]
			if j > 0 {
				require.Less(t, b.codes[j*w-w:j*w], code, c.code)
			}
			k := int(b.index[2*j])<<8 | int(b.index[2*j+1])
			require.Less(t, k, len(b.names), c.code)
			used[k] = true
			name, ok := b.lookup(code)
			require.True(t, ok, "%s %s", c.code, code)
			require.Equal(t, b.names[k], name)
		}
		assert.NotContains(t, used, false, "%s: every name is used", c.code)
		for _, n := range b.names {
			assert.Equal(t, strings.Join(strings.Fields(n), " "), n)
		}
		_, ok := b.lookup(strings.Repeat("Z", w))
		assert.False(t, ok)
		_, ok = b.lookup(b.codes[:w-1])
		assert.False(t, ok, "a code of the wrong width")
	}
	for _, cc := range []string{"AB", "A", "", "ZZZ", "a1", "[]"} {
		assert.Nil(t, ibanLookup(cc), cc)
	}
	require.Len(t, ibanValues, 256)
	for c := 0; c < 256; c++ {
		want := byte(0xff)
		if i := strings.IndexByte("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", byte(c)); i >= 0 {
			want = byte(i)
		}
		assert.Equal(t, want, ibanValues[c], "byte %#x", c)
	}
}

// TestIBANMod97 compares ibanMod97 with math/big on random IBAN-shaped
// strings.
func TestIBANMod97(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const alnum = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	for range 2000 {
		b := make([]byte, 5+rng.IntN(30))
		for i := range b {
			b[i] = alnum[rng.IntN(len(alnum))]
		}
		s := string(b)
		var digits strings.Builder
		for _, c := range s[4:] + s[:4] {
			digits.WriteString(strconv.Itoa(strings.IndexRune(alnum, c)))
		}
		n, ok := new(big.Int).SetString(digits.String(), 10)
		require.True(t, ok)
		want := new(big.Int).Mod(n, big.NewInt(97)).Uint64()
		require.Equal(t, want, ibanMod97(s), s)
	}
}

func TestIBANAllocs(t *testing.T) {
	// The IBAN rule itself allocates once: the formatted string.
	for _, bc := range ibanBenchCases {
		n, _, _ := compact(bc.value)
		var r Result
		allocs := testing.AllocsPerRun(100, func() {
			r = Result{}
			ibanCheck(Validator{}, n, n, &r)
		})
		assert.Equal(t, 1.0, allocs, bc.name)
		require.True(t, r.Valid && r.ChecksumValid, bc.name)
	}
	// Validate adds the normalized string when separators were removed,
	// and its own allocations (see an empty value).
	core := testing.AllocsPerRun(100, func() { Validate("", "", "") })
	t.Logf("Validate's own allocations: %v", core)
	for _, bc := range ibanBenchCases {
		n := testing.AllocsPerRun(100, func() { Validate(bc.country, bc.typ, bc.value) })
		assert.LessOrEqual(t, n, core+2, bc.name)
	}
	n := testing.AllocsPerRun(100, func() { Validate("", "", "DE89370400440532013000") })
	assert.LessOrEqual(t, n, core+1, "a compact IBAN allocates only its formatted form")
	n = testing.AllocsPerRun(100, func() { Validate("", "", "DE89 3704 0044 0532 0130 00") })
	assert.LessOrEqual(t, n, core+1, "an IBAN in print format allocates only its normalized form")
}

// TestFormattedReusesInput: a number written in its display form comes
// back as the same string in Formatted, and any other writing still gets
// the display form.
func TestFormattedReusesInput(t *testing.T) {
	for _, tc := range []struct{ country, typ, value, want string }{
		{"", "iban", "  DE89 3704 0044 0532 0130 00 ", "DE89 3704 0044 0532 0130 00"},
		{"", "iban", "IBAN DE89 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 00"},
		{"", "iban", "de89 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 00"},
		{"", "iban", "DE89-3704-0044-0532-0130-00", "DE89 3704 0044 0532 0130 00"},
		{"AR", "cbu", "01703564 20000030382008", "01703564 20000030382008"},
		{"AR", "cbu", "01703564-20000030382008", "01703564 20000030382008"},
		{"MX", "clabe", "002 150 70182220270 9", "002 150 70182220270 9"},
		{"PE", "cci", "002-193-001081531054-14", "002-193-001081531054-14"},
		{"PE", "cci", "002 193 001081531054 14", "002-193-001081531054-14"},
	} {
		r := Validate(tc.country, tc.typ, tc.value)
		require.True(t, r.Valid, "%q: %s", tc.value, r.Reason)
		assert.Equal(t, tc.want, r.Formatted, "%q", tc.value)
	}
}

// TestIBANScan compares ibanScan, with its eight-digit shortcut, with
// ibanMod97Add read a character at a time, on random BBAN-like strings
// (mostly digits, some letters, some bytes of neither kind).
func TestIBANScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const chars = "01234567890123456789012345678901234567890123456789ABCZ/:@[`a\x00\xff"
	for range 20000 {
		b := make([]byte, rng.IntN(34))
		for i := range b {
			b[i] = chars[rng.IntN(len(chars))]
			if rng.IntN(4) > 0 {
				b[i] = byte('0' + rng.IntN(10))
			}
		}
		checkIBANScan(t, string(b))
	}
	for _, s := range []string{"", "00000000", "99999999", "12345678", "0000000099999999", "1234567/", "/1234567"} {
		checkIBANScan(t, s)
	}
}

func FuzzIBANScan(f *testing.F) {
	f.Add("370400440532013000")
	f.Add("00000000000361300040000013C1")
	f.Fuzz(func(t *testing.T, s string) {
		// A BBAN has 30 characters at most; longer inputs add nothing but
		// make the fuzzer's minimization of new inputs slow.
		checkIBANScan(t, s[:min(len(s), 64)])
	})
}

func checkIBANScan(t *testing.T, s string) {
	t.Helper()
	mod, letters, ok := ibanScan(s)
	var want uint64
	wantOK := true
	for i := 0; i < len(s); i++ {
		var good bool
		if want, good = ibanMod97Add(want, s[i:i+1]); !good {
			wantOK = false
			break
		}
	}
	if ok != wantOK || ok && (mod != want || letters != strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")) {
		t.Fatalf("ibanScan(%q) = %d, %v, %v; want %d, ok %v", s, mod, letters, ok, want, wantOK)
	}
}

// ibanMod97 returns the IBAN n (digits and upper-case letters) mod 97 in
// the ISO 13616 order: the BBAN, then the country code and check digits.
func ibanMod97(n string) uint64 {
	r, _ := ibanMod97Add(0, n[4:])
	r, _ = ibanMod97Add(r, n[:4])
	return r
}
