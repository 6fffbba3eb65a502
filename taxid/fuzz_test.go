package taxid

import (
	"strings"
	"testing"
)

// FuzzValidate checks properties of Validate on any input: it never
// panics, Valid and Reason agree, and a valid result validates again from
// its Normalized and Formatted forms to the same Normalized value.
func FuzzValidate(f *testing.F) {
	for _, tc := range readTestdata(f) {
		f.Add(tc.country, tc.typ, tc.value, false)
		f.Add(tc.country, "", tc.value, true)
	}
	f.Add("", "", "", false)
	f.Add("ar", "CUIT", "20-12345678-6\u00a0", false)
	f.Fuzz(func(t *testing.T, country, typ, value string, lenient bool) {
		v := Validator{Lenient: lenient}
		r := v.Validate(country, typ, value)
		if r.Valid != (r.Reason == "") {
			t.Fatalf("Valid %v with reason %q", r.Valid, r.Reason)
		}
		if r.Reason.Err() == nil && r.Reason != "" {
			t.Fatalf("reason %q is not one of the closed set", r.Reason)
		}
		sep := " .-/,\t"
		if c, _ := lookupCountry(r.Country); c != nil && c.compact != nil {
			sep = " \t" // the country keeps meaningful separators
		}
		if strings.ContainsAny(r.Normalized, sep) {
			t.Fatalf("Normalized %q holds a separator", r.Normalized)
		}
		if !r.Valid {
			if r.Formatted != "" {
				t.Fatalf("invalid result with Formatted %q", r.Formatted)
			}
			return
		}
		if r.Type == "" || r.Country == "" {
			t.Fatalf("valid result without type or country: %+v", r)
		}
		for _, in := range []string{r.Normalized, r.Formatted} {
			again := v.Validate(r.Country, r.Type, in)
			if !again.Valid || again.Normalized != r.Normalized {
				t.Fatalf("%q validated as %+v; again from %q: %+v", value, r, in, again)
			}
		}
	})
}

// FuzzTypes checks that Types and Info never panic and agree.
func FuzzTypes(f *testing.F) {
	f.Add("AR", "cuit")
	f.Add(" br", "CNPJ")
	f.Add("x", "")
	f.Fuzz(func(t *testing.T, country, typ string) {
		types := Types(country)
		info, ok := Info(country, typ)
		if ok && len(types) == 0 {
			t.Fatalf("Info found %q in %q, which has no types", typ, country)
		}
		if ok {
			found := false
			for _, name := range types {
				found = found || name == info.Type
			}
			if !found {
				t.Fatalf("Info type %q not in Types %v", info.Type, types)
			}
		}
	})
}

// FuzzFlagsJSON checks that decoding any JSON into Flags never panics and
// that what decodes encodes back to the same flags.
func FuzzFlagsJSON(f *testing.F) {
	f.Add([]byte(`["generic","checksum_mismatch"]`))
	f.Add([]byte(`[]`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var fl Flags
		if fl.UnmarshalJSON(b) != nil {
			return
		}
		out, err := fl.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var back Flags
		if err := back.UnmarshalJSON(out); err != nil || back != fl {
			t.Fatalf("%s -> %v -> %s -> %v (%v)", b, fl, out, back, err)
		}
	})
}
