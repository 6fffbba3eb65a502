package name

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/ndval/ndval"
)

// checkResult checks the properties every result has: Valid exactly when
// there is no reason, a known reason, a bounded NFC Full of which every
// part is a substring, parts only for persons, the same result when Full
// is validated again, and one JSON encoding.
func checkResult(t *testing.T, v Validator, in string, r Result) {
	t.Helper()
	if r.Valid != (r.Reason == "") || r.Reason != "" && !r.Reason.Known() {
		t.Fatalf("%q: valid %v, reason %q", in, r.Valid, r.Reason)
	}
	if (r.Err() == nil) != r.Valid {
		t.Fatalf("%q: Err %v for valid %v", in, r.Err(), r.Valid)
	}
	checkJSON(t, r)
	if !r.Valid {
		if r.Full+r.First+r.Paternal+r.Maternal+r.Title+r.Suffix+string(r.Entity) != "" || r.Warnings != 0 {
			t.Fatalf("%q: invalid result with parts: %+v", in, r)
		}
		return
	}
	if r.Full == "" || len(r.Full) > MaxLength || !utf8.ValidString(r.Full) || !norm.NFC.IsNormalString(r.Full) ||
		strings.TrimSpace(r.Full) != r.Full || strings.Contains(r.Full, "  ") {
		t.Fatalf("%q: Full %q", in, r.Full)
	}
	for _, p := range []string{r.First, r.Paternal, r.Maternal, r.Title, r.Suffix} {
		if !strings.Contains(r.Full, p) {
			t.Fatalf("%q: part %q is not in Full %q", in, p, r.Full)
		}
	}
	switch r.Entity {
	case ndval.EntityCompany:
		if r.First+r.Paternal+r.Maternal+r.Title+r.Suffix != "" {
			t.Fatalf("%q: company with parts: %+v", in, r)
		}
	case ndval.EntityPerson:
		if r.First+r.Paternal == "" {
			t.Fatalf("%q: person without a given name or surname: %+v", in, r)
		}
	default:
		t.Fatalf("%q: entity %q", in, r.Entity)
	}
	if again := v.Validate(r.Country, r.Full); again != r {
		t.Fatalf("%q: Full %q validates to\n%+v, not\n%+v", in, r.Full, again, r)
	}
}

// checkJSON checks that AppendJSON and encoding/json agree on r.
func checkJSON(t *testing.T, r Result) {
	t.Helper()
	std, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var a, b map[string]any
	if err := json.Unmarshal(std, &a); err != nil {
		t.Fatal(err)
	}
	own := r.AppendJSON(nil)
	if err := json.Unmarshal(own, &b); err != nil {
		t.Fatalf("AppendJSON wrote %s: %v", own, err)
	}
	if !jsonEqual(a, b) {
		t.Fatalf("encoding/json %s, AppendJSON %s", std, own)
	}
	var back Result
	if err := json.Unmarshal(own, &back); err != nil || back != r {
		t.Fatalf("AppendJSON %s decodes to %+v (%v), not %+v", own, back, err, r)
	}
}

func jsonEqual(a, b map[string]any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
