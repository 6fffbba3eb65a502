package name

import (
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fieldtest"
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
	fieldtest.SameJSON(t, r)
	if !r.Valid {
		if r.Full+r.First+r.Paternal+r.Maternal+r.Title+r.Suffix+string(r.Entity) != "" || r.Warnings&^WarnPlaceholder != 0 {
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
