package ndval_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/address"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// field is one field package seen through the shared words.
type field struct {
	name     ndval.Field
	validate func(country, value string) (ndval.Reason, error)
}

var fields = []field{
	{ndval.FieldTaxID, func(c, v string) (ndval.Reason, error) { r := taxid.Validate(c, "", v); return r.Reason, r.Err() }},
	{ndval.FieldAccount, func(c, v string) (ndval.Reason, error) { r := account.Validate(c, "", v); return r.Reason, r.Err() }},
	{ndval.FieldPhone, func(c, v string) (ndval.Reason, error) { r := phone.Validate(c, v); return r.Reason, r.Err() }},
	{ndval.FieldName, func(c, v string) (ndval.Reason, error) { r := name.Validate(c, v); return r.Reason, r.Err() }},
	{ndval.FieldAddress, func(c, v string) (ndval.Reason, error) { r := address.Validate(c, v); return r.Reason, r.Err() }},
}

// TestSameCountryAnswer feeds the same country mistakes to every field
// package with a country, and expects the same answer from each: the one
// country rule, checked before the type and the value.
func TestSameCountryAnswer(t *testing.T) {
	for _, tc := range []struct {
		country, value string
		want           ndval.Reason
	}{
		{"ZZ", "anything", ndval.ReasonInvalidCountry},
		{"ARG", "anything", ndval.ReasonInvalidCountry},
		{"1A", "anything", ndval.ReasonInvalidCountry},
		{"XK", "anything", ndval.ReasonInvalidCountry}, // user-assigned, not ISO 3166-1
		{"", "", ndval.ReasonMissingCountry},
		{" ", " ", ndval.ReasonMissingCountry},
		{"ZZ", "", ndval.ReasonInvalidCountry}, // the country is checked first
	} {
		for _, f := range fields {
			reason, err := f.validate(tc.country, tc.value)
			assert.Equal(t, tc.want, reason, "%s(%q, %q)", f.name, tc.country, tc.value)
			assert.ErrorIs(t, err, tc.want, "%s(%q, %q)", f.name, tc.country, tc.value)
			var e *ndval.Error
			if assert.True(t, errors.As(err, &e), "%s", f.name) {
				assert.Equal(t, f.name, e.Field)
			}
		}
	}
	// An assigned code with no rules: every field that lacks rules for
	// Antarctica says so the same way.
	for _, f := range fields {
		reason, _ := f.validate("AQ", "12345678")
		assert.Equal(t, ndval.ReasonUnsupportedCountry, reason, "%s", f.name)
	}
	assert.Equal(t, ndval.ReasonUnsupportedCountry, account.Validate("AQ", "", "12345678").Reason, "account")
}

// TestSamePastedSeparators gives an id, an account and a phone number as
// people paste them from spreadsheets, PDFs and web pages (no-break and
// thin spaces, en and em dashes, the minus sign, a right-to-left mark,
// full-width digits) and expects each to read as the same clean value.
func TestSamePastedSeparators(t *testing.T) {
	paste := []struct{ from, to string }{
		{" ", "\u00a0"}, {" ", "\u2009"}, {" ", "\u202f"}, {"-", "\u2013"}, {"-", "\u2014"}, {"-", "\u2212"},
	}
	withPaste := func(s, from, to string) string {
		out := ""
		for _, r := range s {
			if string(r) == from {
				out += to
			} else {
				out += string(r)
			}
		}
		return "\u200f" + out // a right-to-left mark from a web page
	}
	cases := []struct {
		name      string
		value     string
		normalize func(v string) (string, bool)
	}{
		{"tax id", "30-54668997-9", func(v string) (string, bool) {
			r := taxid.Validate("AR", "", v)
			return r.Normalized, r.Err() == nil
		}},
		{"tax id, full-width digits", "３０-５４６６８９９７-９", func(v string) (string, bool) {
			r := taxid.Validate("AR", "", v)
			return r.Normalized, r.Err() == nil
		}},
		{"account", "2850 5909-4009 0418 1352 01", func(v string) (string, bool) {
			r := account.Validate("AR", "", v)
			return r.Normalized, r.Err() == nil
		}},
		{"IBAN", "DE89 3704 0044 0532 0130 00", func(v string) (string, bool) {
			r := account.Validate("", "", v)
			return r.Normalized, r.Err() == nil
		}},
		{"phone", "+54 9 11 5050-0147", func(v string) (string, bool) {
			r := phone.Validate("AR", v)
			return r.Normalized, r.Err() == nil
		}},
	}
	for _, tc := range cases {
		want, ok := tc.normalize(tc.value)
		assert.True(t, ok, "%s %q as typed", tc.name, tc.value)
		for _, p := range paste {
			v := withPaste(tc.value, p.from, p.to)
			got, ok := tc.normalize(v)
			assert.True(t, ok, "%s %q", tc.name, v)
			assert.Equal(t, want, got, "%s %q", tc.name, v)
		}
	}
}

// TestErrorsIsAcrossFields: one shared reason, matched by errors.Is from
// whichever field gave it, in an *ndval.Error that names the field and
// never the value.
func TestErrorsIsAcrossFields(t *testing.T) {
	for _, tc := range []struct {
		field ndval.Field
		value string
		err   error
		want  ndval.Reason
	}{
		{ndval.FieldTaxID, "30-54668997-8", taxid.Validate("AR", "cuit", "30-54668997-8").Err(), ndval.ReasonInvalidChecksum},
		{ndval.FieldAccount, "0170356420000030382009", account.Validate("AR", "cbu", "0170356420000030382009").Err(), ndval.ReasonInvalidChecksum},
		{ndval.FieldPhone, "+54 11 5", phone.Validate("AR", "+54 11 5").Err(), ndval.ReasonTooShort},
		{ndval.FieldTaxID, "3054668997", taxid.Validate("AR", "cuit", "3054668997").Err(), ndval.ReasonInvalidLength},
		{ndval.FieldAccount, "017035642000003038200", account.Validate("AR", "cbu", "017035642000003038200").Err(), ndval.ReasonInvalidLength},
	} {
		assert.ErrorIs(t, tc.err, tc.want, "%s %q", tc.field, tc.value)
		var e *ndval.Error
		if assert.True(t, errors.As(tc.err, &e)) {
			assert.Equal(t, tc.field, e.Field)
			assert.NotContains(t, e.Error(), tc.value)
		}
	}
}
