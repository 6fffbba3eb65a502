package taxid

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/fieldtest"
)

// FuzzValidate checks properties of Validate on any input: it never
// panics, Valid and Reason agree, and a valid result validates again from
// its Normalized and Formatted forms to the same Normalized value.
func FuzzValidate(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, country, typ, value string, lenient bool) {
		v := Validator{Lenient: lenient}
		r := v.Validate(country, typ, value)
		if r.Valid != (r.Reason == "") {
			t.Fatalf("Valid %v with reason %q", r.Valid, r.Reason)
		}
		if r.Reason != "" && !slices.Contains(taxidReasons, r.Reason) {
			t.Fatalf("reason %q is not one of the package's", string(r.Reason))
		}
		if (r.Err() == nil) != r.Valid || !r.Valid && !errors.Is(r.Err(), r.Reason) {
			t.Fatalf("Err %v disagrees with Valid %v and Reason %q", r.Err(), r.Valid, string(r.Reason))
		}
		sep := " .-/,\t\u00a0\u200f"
		if c, _, _ := lookupCountry(r.Country); c != nil && c.hyphens {
			sep = " .,/\t\u00a0\u200f" // the country keeps its hyphens
		}
		if strings.ContainsAny(r.Normalized, sep) {
			t.Fatalf("Normalized %q holds a separator", r.Normalized)
		}
		// Compaction may turn a stray byte into U+FFFD (three bytes) and
		// Panama pads a one-digit DV; nothing else grows.
		if len(r.Normalized) > 3*len(value)+1 || len(r.Formatted) > 2*len(r.Normalized)+8 {
			t.Fatalf("output not bounded by the input: %q -> %+v", value, r)
		}
		fieldtest.SameJSON(t, r)
		if !r.Valid {
			if r.Formatted != "" {
				t.Fatalf("invalid result with Formatted %q", r.Formatted)
			}
			return
		}
		if r.Type == "" || r.Country == "" {
			t.Fatalf("valid result without type or country: %+v", r)
		}
		// An ambiguous value names the other document, which rejects it.
		if r.Warnings.Has(WarnAmbiguousType) != (r.OtherType != "") || r.OtherType == r.Type && r.Type != "" {
			t.Fatalf("warnings %v with other type %q: %+v", r.Warnings, r.OtherType, r)
		}
		if r.OtherType != "" && v.Validate(r.Country, r.OtherType, r.Normalized).Valid {
			t.Fatalf("%q is ambiguous with %s, which accepts it: %+v", value, r.OtherType, r)
		}
		for _, in := range []string{r.Normalized, r.Formatted} {
			again := v.Validate(r.Country, r.Type, in)
			if !again.Valid || again.Normalized != r.Normalized {
				t.Fatalf("%q validated as %+v; again from %q: %+v", value, r, in, again)
			}
		}
	})
}

// FuzzAppendValidate checks that the two paths give the same answer on
// any input: AppendValidate appends exactly what Validate's result's
// AppendJSON appends, and returns its Reason.
func FuzzAppendValidate(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, country, typ, value string, lenient bool) {
		v := Validator{Lenient: lenient}
		r := v.Validate(country, typ, value)
		want := r.AppendJSON([]byte("x"))
		got, reason := v.AppendValidate([]byte("x"), country, typ, value)
		if string(got) != string(want) || reason != r.Reason {
			t.Fatalf("AppendValidate wrote %q and %q, Validate %q and %q", got, reason, want, r.Reason)
		}
	})
}

// addSeeds adds the seeds of the Validate fuzz targets: every testdata
// line, typed and not, 500 ids of the mixed input, and values pasted with
// labels and marks, with unknown countries and types.
func addSeeds(f *testing.F) {
	for _, tc := range readTestdata(f) {
		f.Add(tc.country, tc.typ, tc.value, false)
		f.Add(tc.country, "", tc.value, true)
	}
	for _, m := range readMixed(f)[:500] {
		f.Add(m.country, m.typ, m.value, false)
	}
	for _, s := range [][3]string{
		{"", "", ""}, {"ar", "CUIT", "20-12345678-6\u00a0"}, {"BR", "", "CPF: 123.456.789-09\u200f"},
		{"CL", "", "R.U.T. 12.531.909-2"}, {"UY", "", "UY 21 140634 001 1"}, {"MX", "", "RFC-970701-NN8"},
		{"Argentina", "", "1-2"}, {"AR", "CUITS", "x"}, {"PA", "", "ruc 8 nt 1 12541 dv 40"},
	} {
		f.Add(s[0], s[1], s[2], false)
	}
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

// FuzzWarningsJSON checks that decoding any JSON into Warnings never
// panics and that what decodes encodes back to the same warnings.
func FuzzWarningsJSON(f *testing.F) {
	f.Add([]byte(`["generic","checksum_mismatch"]`))
	f.Add([]byte(`[]`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var fl Warnings
		if fl.UnmarshalJSON(b) != nil {
			return
		}
		out, err := fl.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var back Warnings
		if err := back.UnmarshalJSON(out); err != nil || back != fl {
			t.Fatalf("%s -> %v -> %s -> %v (%v)", b, fl, out, back, err)
		}
	})
}
