package taxid

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fieldtest"
)

// taxidReasons are the reasons Validate can give.
var taxidReasons = []ndval.Reason{
	ndval.ReasonMissingValue, ndval.ReasonMissingCountry, ndval.ReasonInvalidCountry,
	ndval.ReasonUnsupportedCountry, ndval.ReasonUnknownType, ndval.ReasonInvalidLength,
	ndval.ReasonInvalidFormat, ndval.ReasonInvalidChecksum, ndval.ReasonInvalidComponent,
	ndval.ReasonExcelScientificNotation,
}

// TestReasonsKnown checks that every reason the package gives is in the
// root table with the tax_id field, and that the testdata gives no other.
func TestReasonsKnown(t *testing.T) {
	for _, r := range taxidReasons {
		fieldtest.ReasonListed(t, ndval.FieldTaxID, r)
	}
	for _, tc := range readTestdata(t) {
		r := Validate(tc.country, tc.typ, tc.value)
		assert.True(t, r.Reason == "" || slices.Contains(taxidReasons, r.Reason), "%s:%d: %s", tc.file, tc.line, string(r.Reason))
	}
}

func TestErr(t *testing.T) {
	assert.NoError(t, Validate("AR", "cuit", "20-12345678-6").Err())

	err := Validate("AR", "cuit", "20-12345678-7").Err()
	require.Error(t, err)
	assert.ErrorIs(t, err, ndval.ReasonInvalidChecksum)
	assert.NotErrorIs(t, err, ndval.ReasonInvalidLength)
	assert.Equal(t, "ndval: tax_id AR cuit: check digit does not verify", err.Error())
	assert.NotContains(t, err.Error(), "12345678", "errors never hold the value")
	var e *ndval.Error
	require.True(t, errors.As(err, &e))
	assert.Equal(t, ndval.Error{Field: ndval.FieldTaxID, Country: "AR", Type: "cuit", Reason: ndval.ReasonInvalidChecksum}, *e)

	assert.Equal(t, "ndval: tax_id: missing country", Validate("", "", "1").Err().Error())
	assert.Equal(t, "ndval: tax_id FR: country is a valid ISO 3166-1 code but not supported", Validate("FR", "", "1").Err().Error())
	assert.ErrorIs(t, Validate("ZZ", "", "1").Err(), ndval.ReasonInvalidCountry)
	assert.ErrorIs(t, Validate("AR", "", "").Err(), ndval.ReasonMissingValue)
}

func TestWarnings(t *testing.T) {
	assert.Equal(t, "", Warnings(0).String())
	assert.Nil(t, Warnings(0).Names())
	w := WarnGeneric | WarnChecksumMismatch
	assert.True(t, w.Has(WarnGeneric))
	assert.False(t, w.Has(WarnIssuerException))
	assert.Equal(t, []string{"generic", "checksum_mismatch"}, w.Names())
	assert.Equal(t, "generic,checksum_mismatch", w.String())
	b, err := w.MarshalJSON()
	require.NoError(t, err)
	assert.JSONEq(t, `["generic","checksum_mismatch"]`, string(b))
	var back Warnings
	require.NoError(t, back.UnmarshalJSON(b))
	assert.Equal(t, w, back)
	assert.EqualError(t, back.UnmarshalJSON([]byte(`["nope"]`)), `ndval: unknown name "nope"`)
	assert.Equal(t, []string{"generic", "issuer_exception", "checksum_mismatch"},
		(WarnGeneric | WarnIssuerException | WarnChecksumMismatch).Names())
}

// jsonResults are results of every shape: valid, invalid, with warnings
// and entity, and with strings that need escaping.
func jsonResults() []Result {
	return []Result{
		Validate("AR", "", "30-54668997-9"),
		Validate("AR", "cuit", "30-54668997-8"),
		Validate("MX", "rfc", "XAXX010101000"),
		Validator{Lenient: true}.Validate("EC", "ruc", "1793213150001"),
		Validate("DO", "rnc", "101581601"),
		Validate("", "", ""),
		Validate("a\"b\\c", "", "<tag>&\u2028\x01"),
		Validate("AR", "cu\tit", "é\xff"),
		Validate("CO", "", "8999990682"),
		Validate("PE", "", "001766062"),
		{Country: "BR", Type: "cpf", Valid: true, Normalized: "x", Formatted: "y",
			Warnings: WarnGeneric | WarnIssuerException | WarnChecksumMismatch | WarnAmbiguousType, Entity: ndval.EntityPerson,
			OtherType: "cnpj"},
		{},
	}
}

// TestAppendJSON checks that AppendJSON and encoding/json, through the
// struct tags, write the same bytes, and AppendJSON's member order.
func TestAppendJSON(t *testing.T) {
	for _, r := range jsonResults() {
		fieldtest.AppendJSON(t, r)
		ours := r.AppendJSON(nil)
		var back Result
		require.NoError(t, json.Unmarshal(ours, &back))
		if !json.Valid([]byte(`"` + r.Normalized + `"`)) {
			continue // invalid UTF-8 does not come back byte for byte
		}
		assert.Equal(t, r, back)
	}
	r := Validate("MX", "rfc", "XAXX010101000")
	assert.Equal(t, `{"valid":true,"normalized":"XAXX010101000","formatted":"XAXX010101000",`+
		`"country":"MX","type":"rfc","warnings":["generic"]}`, string(r.AppendJSON(nil)))
	r = Validate("AR", "cuit", "30-54668997-8")
	assert.Equal(t, `{"valid":false,"normalized":"30546689978","formatted":"","country":"AR",`+
		`"type":"cuit","reason":"invalid_checksum","entity":"company"}`, string(r.AppendJSON(nil)))
	r = Validate("CO", "", "8999990682")
	assert.Equal(t, `{"valid":true,"normalized":"8999990682","formatted":"8.999.990.682","country":"CO",`+
		`"type":"cedula","warnings":["ambiguous_type"],"entity":"person","other_type":"nit"}`, string(r.AppendJSON(nil)))
	assert.Equal(t, `pre{"valid":false,"normalized":"","formatted":"","country":"","type":""}`,
		string(Result{}.AppendJSON([]byte("pre"))))
}

func TestAppendJSONAllocs(t *testing.T) {
	rs := jsonResults()
	buf := make([]byte, 0, 4096)
	n := testing.AllocsPerRun(100, func() {
		b := buf[:0]
		for _, r := range rs {
			b = r.AppendJSON(b)
		}
	})
	assert.Zero(t, n)
}

// TestStrayCharacter: a character no id has is invalid_format, not the
// invalid_length it skews (issue 10 item 13).
func TestStrayCharacter(t *testing.T) {
	for _, tc := range []struct{ country, value string }{
		{"AR", "20123456786\x00"},
		{"AR", "2012345678\xff6"}, // not UTF-8: U+FFFD once compacted
		{"BR", "123.456.789-09é"},
		{"CL", "12.531.909-2*"},
	} {
		r := Validate(tc.country, "", tc.value)
		assert.Equal(t, ndval.ReasonInvalidFormat, r.Reason, "%q", tc.value)
	}
	// Without a stray character the length still decides.
	assert.Equal(t, ndval.ReasonInvalidLength, Validate("AR", "cuit", "2012345678").Reason)
	// Ñ (Mexican RFC) and Panama's hyphens are an id's own characters.
	assert.False(t, hasStray("ÑAÑ800101AB1"))
	assert.False(t, hasStray("8-NT-1-12541"))
}
