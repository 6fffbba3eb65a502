package phone

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzValidate checks properties of Validate on any input: it never panics,
// Valid and Reason agree and the reason is in the root table with the
// phone field, an invalid result carries no formatted number nor warning,
// and a valid result is stable: its Normalized and Formatted forms
// validate again, with no country, to the same Normalized, type and
// Country. SkipFormats changes nothing but the two formats, and an
// invisible mark inserted anywhere changes nothing at all.
//
// The National form is not held to this: libphonenumber's national forms
// can be ambiguous. Its Argentine landline pattern accepts local numbers
// that begin with 15 (+54 11 1500-0000, found by this target), whose
// national form "011 1500-0000" reads back as a mobile with the 15 token.
// TestTestdata checks the National form of every real number instead.
func FuzzValidate(f *testing.F) {
	for _, tc := range readTestdata(f) {
		f.Add(tc.country, tc.value, false, uint8(0))
	}
	f.Add("", "", false, uint8(0))
	f.Add("ar", "+54 9 11 5050-0147 ext. 12", true, uint8(3))
	f.Add("BR", "00 00 00", false, uint8(1))
	f.Add("", "tel:+54-9-11-5050-0147;phone-context=+54", false, uint8(7))
	f.Add("", "+39 06 6779 1", false, uint8(0))
	f.Add("", "+541115000000", false, uint8(0)) // national form ambiguous, see above
	f.Add("BR", "\u200e００５４\u00a09\u2009１１ 5050\u20130147", false, uint8(2))
	f.Fuzz(func(t *testing.T, country, value string, skip bool, at uint8) {
		v := Validator{SkipFormats: skip}
		r := v.Validate(country, value)
		checkFuzzResult(t, country, value, r)
		if len(value)+3 <= maxRaw {
			// An invisible mark at a rune boundary changes nothing.
			i := min(int(at), len(value))
			for i > 0 && i < len(value) && !utf8.RuneStart(value[i]) {
				i--
			}
			marked := value[:i] + "\u200e" + value[i:]
			if again := v.Validate(country, marked); again != r {
				t.Fatalf("%q in %q: %+v; with a mark, %q: %+v", value, country, r, marked, again)
			}
		}
		if !r.Valid {
			return
		}
		full := Validate(country, value)
		if full.Normalized != r.Normalized || full.Type != r.Type || full.Country != r.Country || full.Warnings != r.Warnings {
			t.Fatalf("SkipFormats %v changed the result: %+v, without %+v", skip, r, full)
		}
		for _, form := range []string{full.Normalized, full.Formatted} {
			again := Validate("", form)
			if !again.Valid || again.Normalized != full.Normalized || again.Type != full.Type || again.Country != full.Country {
				t.Fatalf("%q in %q validated as %+v; again from %q: %+v", value, country, full, form, again)
			}
		}
	})
}

func checkFuzzResult(t *testing.T, country, value string, r Result) {
	t.Helper()
	if r.Valid != (r.Reason == "") {
		t.Fatalf("Valid %v with reason %q", r.Valid, string(r.Reason))
	}
	if r.Reason != "" && !r.Reason.Known() {
		t.Fatalf("reason %q is not in the root table", string(r.Reason))
	}
	if r.Country != "" && len(r.Country) != 2 {
		t.Fatalf("country %q", r.Country)
	}
	if !r.Valid {
		if r.Normalized != "" || r.Formatted != "" || r.National != "" || r.Warnings&^WarnPlaceholder != 0 {
			t.Fatalf("invalid result with a formatted number or warnings: %+v", r)
		}
		if r.Type != "" && r.Type != TypeUnknown {
			t.Fatalf("invalid result of type %q", r.Type)
		}
		return
	}
	if !r.Possible || r.Type == "" || r.Type == TypeUnknown || r.CountryCode == 0 {
		t.Fatalf("valid result %+v", r)
	}
	if !strings.HasPrefix(r.Normalized, "+"+strconv.Itoa(r.CountryCode)) || strings.Trim(r.Normalized[1:], "0123456789") != "" {
		t.Fatalf("Normalized %q of country code %d", r.Normalized, r.CountryCode)
	}
	if len(r.Normalized) > 1+3+17 || len(r.Formatted) > 2*MaxLength || len(r.National) > 2*MaxLength {
		t.Fatalf("%q in %q: output not bounded: %+v", value, country, r)
	}
	declared := strings.TrimSpace(country)
	if r.Warnings.Has(WarnCountryMismatch) == (declared == "" || r.Country == "" || strings.EqualFold(declared, r.Country)) {
		t.Fatalf("%q in %q: country %q, warnings %v", value, country, r.Country, r.Warnings)
	}
}
