package record

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/address"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// The values are public company ids (YPF 30-54668997-9, Petrobras
// 33.000.167/0001-01, the SAT's own RFC SAT970701NN3), the issuers'
// textbook examples (the SAT's GODE561231GR8 for Emma Gómez Díaz,
// RENAPO's SABC560626MDFLRN01 for Concepción Salgado Briseño) and
// synthetic ids with valid check digits (20-12345678-6, 123.456.789-09,
// MAJU420116AB3, MAXJ420116AB2, SAGM190224AB3 built on the SAT's MAJU and the current
// MAXJ for Juan Martínez, and the SAT's SAGM for Mario Sánchez de la
// Barquera Gómez).

// checkCase is one outcome of one check: applies false means the check is
// absent; detail is a substring the detail must hold.
type checkCase struct {
	name          string
	ok, applies   bool
	detail        string
	country       string
	value, second string
}

func tax(country, value string) *taxid.Result {
	r := taxid.Validate(country, "", value)
	return &r
}

func nm(country, value string) *name.Result {
	r := name.Validate(country, value)
	return &r
}

func assertCheck(t *testing.T, tc checkCase, ok bool, detail string, applies bool) {
	t.Helper()
	assert.Equal(t, tc.applies, applies, tc.name)
	if !applies {
		assert.Empty(t, detail, tc.name)
		return
	}
	assert.Equal(t, tc.ok, ok, tc.name)
	assert.Contains(t, detail, tc.detail, tc.name)
}

func TestCountryMatchesTaxID(t *testing.T) {
	for _, tc := range []checkCase{
		{"valid in the country", true, true, "fits a document of the declared country", "AR", "30-54668997-9", ""},
		{"a Brazilian CPF in AR", false, true, "fits no document of AR; it fits BR cpf", "AR", "123.456.789-09", ""},
		{"a CNPJ in CL", false, true, "it fits BR cnpj", "CL", "33.000.167/0001-01", ""},
		{"fits nowhere", false, true, "fits no document of AR, nor one with a check digit of another", "AR", "30-54668997-8", ""},
		{"fits nowhere at all", false, true, "nor one with a check digit", "BR", "ABC123", ""},
		{"shape-only fits (AR dni, CO cedula, PA ruc or PE dni without their check digit) are not named", false, true, "nor one with a check digit", "BR", "12345678", ""},
		{"no rules for the country", false, true, "no tax id rules for US; it fits AR cuit", "US", "30-54668997-9", ""},
		{"only spaces", false, false, "", "AR", "   ", ""},
		{"too long to try elsewhere", false, true, "fits no document of AR", "AR", "CPF " + strings.Repeat(" ", 60) + "123.456.789-09", ""},
	} {
		ok, detail, applies := (&Validator{}).countryMatchesTaxID(tc.country, tc.value, tax(tc.country, tc.value))
		assertCheck(t, tc, ok, detail, applies)
	}
	long := "CPF " + strings.Repeat(" ", 60) + "123.456.789-09"
	_, detail, _ := (&Validator{}).countryMatchesTaxID("AR", long, tax("AR", long))
	assert.Equal(t, "the tax id fits no document of AR", detail, "not tried elsewhere")
	_, _, applies := (&Validator{}).countryMatchesTaxID("AR", "", nil)
	assert.False(t, applies, "no tax id")
}

func TestCountryMatchesAccount(t *testing.T) {
	for _, tc := range []checkCase{
		{"a CBU in AR", true, true, "of the declared country", "AR", "0170356420000030382008", ""},
		{"a CBU whose check digit fails is still Argentine", true, true, "declared", "AR", "0170356420000030382009", ""},
		{"a badly formed number takes the declared country", true, true, "declared", "AR", "01703564", ""},
		{"a German IBAN in AR", false, true, "the account is of DE", "AR", "DE89 3704 0044 0532 0130 00", ""},
		{"a German IBAN with a bad check in AR", false, true, "of DE", "AR", "DE00 3704 0044 0532 0130 00", ""},
		{"a CLABE typed as such in AR", false, true, "of MX", "AR", "002010077777777771", "clabe"},
		{"a French IBAN in French Guiana", true, true, "declared", "GF", "FR76 3000 6000 0112 3456 7890 189", ""},
		{"only spaces", false, false, "", "AR", " ", ""},
	} {
		a := account.Validate(tc.country, tc.second, tc.value)
		ok, detail, applies := countryMatchesAccount(tc.country, &a)
		assertCheck(t, tc, ok, detail, applies)
	}
	_, _, applies := countryMatchesAccount("AR", nil)
	assert.False(t, applies, "no account")
}

func TestCountryMatchesPhone(t *testing.T) {
	for _, tc := range []checkCase{
		{"an Argentine number", true, true, "of the declared country", "AR", "011 4329-2000", ""},
		{"a number in national form is read as the country's", true, true, "declared", "MX", "55 8932 4827", ""},
		{"a Brazilian number in AR", false, true, "the number is of BR", "AR", "+55 11 91234-5678", ""},
		{"a number not in an assigned range is still Argentine", true, true, "declared", "AR", "15 5050-0147", ""},
		{"a non-geographic number has no country", false, false, "", "AR", "+800 1234 5678", ""},
		{"not a number", false, false, "", "AR", "call me", ""},
	} {
		p := phone.Validate(tc.country, tc.value)
		ok, detail, applies := countryMatchesPhone(tc.country, &p)
		assertCheck(t, tc, ok, detail, applies)
	}
	_, _, applies := countryMatchesPhone("AR", nil)
	assert.False(t, applies, "no phone")
}

func TestCountryMatchesAddress(t *testing.T) {
	for _, tc := range []checkCase{
		{"postal code and region of AR", true, true, "fit the declared country", "AR", "Av. Corrientes 1234, C1043AAZ CABA", ""},
		{"a region only", true, true, "fit", "MX", "Av. Juárez 100, Guadalajara, Jalisco", ""},
		{"a Brazilian address in AR", false, true, "names another country", "AR", "Av. Paulista 1578, São Paulo - SP, 01310-200, Brasil", ""},
		{"a Mexico City postal code in Jalisco", false, true, "belongs to another region", "MX", "Av. Reforma 505, 06500, Jalisco", ""},
		{"a postal code in another format", false, true, "not in the declared country's format", "AR", "Av. Corrientes 1234, CP 123, Buenos Aires", ""},
		{"neither postal code nor region", false, false, "", "AR", "Av. Corrientes 1234", ""},
	} {
		a := address.Validate(tc.country, tc.value)
		ok, detail, applies := countryMatchesAddress(&a)
		assertCheck(t, tc, ok, detail, applies)
		if applies && !a.Warnings.Has(address.WarnCountryMismatch) {
			// The result's facts are what FitsCountry decides.
			assert.Equal(t, address.FitsCountry(tc.country, a.PostalCode, a.RegionCode), ok, tc.name)
		}
	}
	_, _, applies := countryMatchesAddress(nil)
	assert.False(t, applies, "no address")
}

func TestTaxIDMatchesName(t *testing.T) {
	for _, tc := range []checkCase{
		{"the SAT's example", true, true, "agree", "MX", "GODE561231GR8", "Emma Gómez Díaz"},
		{"RENAPO's example", true, true, "agree", "MX", "SABC560626MDFLRN01", "Concepción Salgado Briseño"},
		{"written surnames first", true, true, "agree", "MX", "SABC560626MDFLRN01", "SALGADO BRISEÑO, CONCEPCIÓN"},
		{"an RFC of the SAT's 1988 rules", true, true, "agree", "MX", "MAJU420116AB3", "Juan Martínez"},
		{"an RFC of the current rules", true, true, "agree", "MX", "MAXJ420116AB2", "Juan Martínez"},
		{"another person", false, true, "disagree with the first surname and the second surname and the given name", "MX", "GODE561231GR8", "Juan Pérez López"},
		{"another given name", false, true, "disagree with the given name", "MX", "GODE561231GR8", "Ana Gómez Díaz"},
		{"another second surname", false, true, "disagree with the second surname", "MX", "SABC560626MDFLRN01", "Concepción Salgado Ruiz"},
		{"a company's RFC", false, false, "", "MX", "SAT970701NN3", "Emma Gómez Díaz"},
		{"a company's name", false, false, "", "MX", "GODE561231GR8", "Grupo Bimbo, S.A.B. de C.V."},
		{"an id that does not encode the name", false, false, "", "AR", "20-12345678-6", "Juan Pérez"},
		{"an invalid RFC", false, false, "", "MX", "GODE561231GR9", "Emma Gómez Díaz"},
		{"the generic RFC", false, false, "", "MX", "XAXX010101000", "Emma Gómez Díaz"},
		{"a name with no given name", false, false, "", "MX", "GODE561231GR8", "Sr. Gómez"},
	} {
		ok, detail, applies := taxIDMatchesName(tax(tc.country, tc.value), nm(tc.country, tc.second))
		assertCheck(t, tc, ok, detail, applies)
	}
	// The SAT reads Sánchez de la Barquera as the first surname; package
	// name cannot tell, and says so: the detail passes it on.
	ok, detail, applies := taxIDMatchesName(tax("MX", "SAGM190224AB3"), nm("MX", "Mario Sánchez de la Barquera Gómez"))
	assertCheck(t, checkCase{name: "an uncertain split", applies: true,
		detail: "second surname; the name's split into given names and surnames is uncertain"}, ok, detail, applies)
	_, _, applies = taxIDMatchesName(nil, nm("MX", "Emma Gómez Díaz"))
	assert.False(t, applies, "no tax id")
	_, _, applies = taxIDMatchesName(tax("MX", "GODE561231GR8"), nil)
	assert.False(t, applies, "no name")
}

func TestEntityMatchesName(t *testing.T) {
	for _, tc := range []checkCase{
		{"two companies", true, true, "both a company's", "AR", "30-54668997-9", "YPF S.A."},
		{"two persons", true, true, "both a person's", "AR", "20-12345678-6", "Juan Pérez"},
		{"a CNPJ and a company", true, true, "both a company's", "BR", "33.000.167/0001-01", "Petróleo Brasileiro S.A."},
		{"a company's CUIT with a person's name", false, true, "a company's tax id with a person's name", "AR", "30-54668997-9", "Juan Pérez"},
		{"a person's CPF with a company's name", false, true, "a person's tax id with a company's name", "BR", "123.456.789-09", "Padaria Pão Quente Ltda."},
		{"a company's RFC with a person's name", false, true, "company's tax id", "MX", "SAT970701NN3", "Emma Gómez Díaz"},
		{"an invalid CUIT still says whose", false, true, "company's tax id", "AR", "30-54668997-8", "Juan Pérez"},
		{"the generic RFC names nobody", false, false, "", "MX", "XAXX010101000", "Emma Gómez Díaz"},
		{"an invalid name says nothing", false, false, "", "AR", "30-54668997-9", "12345"},
	} {
		ok, detail, applies := entityMatchesName(tax(tc.country, tc.value), nm(tc.country, tc.second))
		assertCheck(t, tc, ok, detail, applies)
	}
	_, _, applies := entityMatchesName(nil, nm("AR", "Juan Pérez"))
	assert.False(t, applies, "no tax id")
}

func TestChecksOrder(t *testing.T) {
	r := Validator{}.Validate(t.Context(), Item{Country: "MX", TaxID: "GODE561231GR8", Name: "Emma Gómez Díaz",
		Account: "DE89 3704 0044 0532 0130 00", Phone: "+55 11 91234-5678", Address: "Av. Reforma 505, 06500, CDMX"})
	var got []Check
	for _, c := range r.Consistency {
		got = append(got, c.Check)
	}
	assert.Equal(t, allChecks, got)
	assert.Len(t, got, numChecks)
}

// allChecks are the checks in their order.
var allChecks = []Check{CheckCountryMatchesTaxID, CheckCountryMatchesAccount, CheckCountryMatchesPhone,
	CheckCountryMatchesAddress, CheckTaxIDMatchesName, CheckEntityMatchesName}

// TestCountryMatchesTaxIDVerified: the detail names another country only
// where the value is valid with a verified check digit: a mistyped CUIT
// has the shape of a Panamanian RUC written without its DV and of a
// Bolivian NIT, which have no check digit to verify, and neither is named.
func TestCountryMatchesTaxIDVerified(t *testing.T) {
	for _, tc := range []struct {
		country, taxID string
		fits           []string // other countries' documents named
	}{
		{"AR", "30-54668997-8", nil}, // YPF's CUIT, last digit mistyped
		{"AR", "90546689979", nil},   // fits PA ruc (no DV) and BO nit (none): noise
		{"BR", "12.531.909-2", []string{"CL rut"}},
		{"AR", "8054668997-9", []string{"CO nit"}}, // a Colombian NIT's check digit verifies
	} {
		r := Validator{}.Validate(t.Context(), Item{Country: tc.country, TaxID: tc.taxID})
		require.NotEmpty(t, r.Consistency, tc.taxID)
		c := r.Consistency[0]
		require.Equal(t, CheckCountryMatchesTaxID, c.Check)
		assert.False(t, c.OK, tc.taxID)
		for _, f := range tc.fits {
			assert.Contains(t, c.Detail, f, tc.taxID)
		}
		if tc.fits == nil {
			assert.NotContains(t, c.Detail, "it fits", tc.taxID)
			assert.Contains(t, c.Detail, "nor one with a check digit", tc.taxID)
		}
		for _, noise := range []string{"PA ruc", "BO nit"} {
			assert.NotContains(t, c.Detail, noise, tc.taxID)
		}
	}
}

// TestFirstRunes holds firstRunes, which reads ASCII bytes without
// decoding them, to a rune at a time with utf8.DecodeRuneInString, on
// ASCII, accented, invalid and short values, and values of eight bytes or
// more with their first non-ASCII byte at each place (the word test).
func TestFirstRunes(t *testing.T) {
	ref := func(s string, n int) string {
		i := 0
		for ; n > 0 && i < len(s); n-- {
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
		}
		return s[:i]
	}
	for _, s := range []string{"", "GODE561231GR8", "ÑUÑO", "AÑO", "MUÑ", "GÓ", "\xff\xfeAB", "A\xc3", "日本語です", "AB",
		"ÑODE561231GR8", "GÑDE561231GR8", "GOÑE561231GR8", "GODÑ561231GR8", "GODEÑ61231GR8", "GODE56123ÑGR8",
		"GODE561\xff", "GODE56\xc3\x91", "GODE5612"} {
		for n := range 10 {
			assert.Equal(t, ref(s, n), firstRunes(s, n), "%q, %d", s, n)
		}
	}
}
