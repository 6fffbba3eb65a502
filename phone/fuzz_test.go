package phone

import (
	"strconv"
	"strings"
	"testing"
)

// FuzzValidate checks properties of Validate on any input: it never panics,
// Valid and Reason agree and the reason is one of the closed set, an
// invalid result carries no formatted number, and a valid result is stable:
// its E164 and International forms validate again, with no country, to the
// same E164 and type. SkipFormats changes nothing but the two formats.
//
// The National form is not held to this: libphonenumber's national forms
// can be ambiguous. Its Argentine landline pattern accepts local numbers
// that begin with 15 (+54 11 1500-0000, found by this target), whose
// national form "011 1500-0000" reads back as a mobile with the 15 token.
// TestTestdata checks the National form of every real number instead.
func FuzzValidate(f *testing.F) {
	for _, tc := range readTestdata(f) {
		f.Add(tc.value, tc.country, false)
	}
	f.Add("", "", false)
	f.Add("+54 9 11 5050-0147 ext. 12", "ar", true)
	f.Add("00 00 00", "BR", false)
	f.Add("tel:+54-9-11-5050-0147;phone-context=+54", "", false)
	f.Add("+39 06 6779 1", "", false)
	f.Add("+541115000000", "", false) // national form ambiguous, see above
	f.Fuzz(func(t *testing.T, value, country string, skip bool) {
		v := Validator{SkipFormats: skip}
		r := v.Validate(value, country)
		if r.Valid != (r.Reason == "") {
			t.Fatalf("Valid %v with reason %q", r.Valid, r.Reason)
		}
		if r.Reason != "" && r.Reason.sentinel() == nil {
			t.Fatalf("reason %q is not one of the closed set", r.Reason)
		}
		if !r.Valid {
			if r.E164 != "" || r.International != "" || r.National != "" {
				t.Fatalf("invalid result with a formatted number: %+v", r)
			}
			if r.Type != "" && r.Type != TypeUnknown {
				t.Fatalf("invalid result of type %q", r.Type)
			}
			return
		}
		if !r.Possible || r.Type == "" || r.Type == TypeUnknown || r.CountryCode == 0 {
			t.Fatalf("valid result %+v", r)
		}
		if !strings.HasPrefix(r.E164, "+"+strconv.Itoa(r.CountryCode)) || strings.Trim(r.E164[1:], "0123456789") != "" {
			t.Fatalf("E164 %q of country code %d", r.E164, r.CountryCode)
		}
		full := Validate(value, country)
		if full.E164 != r.E164 || full.Type != r.Type || full.Region != r.Region {
			t.Fatalf("SkipFormats %v changed the result: %+v, without %+v", skip, r, full)
		}
		for _, form := range []string{full.E164, full.International} {
			again := Validate(form, "")
			if !again.Valid || again.E164 != full.E164 || again.Type != full.Type {
				t.Fatalf("%q in %q validated as %+v; again from %q: %+v", value, country, full, form, again)
			}
		}
	})
}
