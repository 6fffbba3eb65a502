package account

import (
	"slices"
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/clean"
	"github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/internal/fieldtest"
)

// checkResult checks the properties every result of Validate(cc, typ,
// value) has: its reason is one of the package's; Valid, ChecksumValid,
// Reason, Formatted and Warnings agree; the output is bounded; its JSON
// encoding is the json tags'; and a valid result validates again from its
// Normalized and Formatted forms, and with its own country when that is
// an ISO 3166-1 code, to the same result (less the country_mismatch
// warning there).
func checkResult(t *testing.T, cc, typ, value string, r Result) {
	t.Helper()
	if r.Reason != "" && !slices.Contains(accountReasons, r.Reason) {
		t.Fatalf("reason %q is not one of the package's", r.Reason)
	}
	if (r.Valid && r.ChecksumValid) != (r.Reason == "") || (r.Err() == nil) != (r.Reason == "") {
		t.Fatalf("Valid %v, ChecksumValid %v, Err %v with reason %q", r.Valid, r.ChecksumValid, r.Err(), r.Reason)
	}
	if r.Valid != (r.Formatted != "") || !r.Valid && r.Warnings&^WarnPlaceholder != 0 {
		t.Fatalf("Valid %v with Formatted %q, warnings %v", r.Valid, r.Formatted, r.Warnings)
	}
	if r.Warnings.Has(WarnPlaceholder) && (r.Valid || !clean.Placeholder(value)) {
		t.Fatalf("placeholder warning on %q, valid %v", value, r.Valid)
	}
	if len(r.Normalized) > 3*maxValue || len(r.Formatted) > 2*len(r.Normalized) {
		t.Fatalf("output of %d and %d bytes", len(r.Normalized), len(r.Formatted))
	}
	// (A few characters may be in the message by chance: ":".)
	if r.Err() != nil && len(r.Normalized) >= 6 && strings.Contains(r.Err().Error(), r.Normalized) {
		t.Fatalf("error %q holds the value", r.Err())
	}
	fieldtest.SameJSON(t, r)
	if !r.Valid {
		return
	}
	whole := r // the same account written whole: no zeros to restore
	whole.Warnings &^= WarnLeadingZerosRestored
	for _, in := range []string{r.Normalized, r.Formatted} {
		if again := Validate(cc, typ, in); again != whole {
			t.Fatalf("%q validated as %+v; again from %q: %+v", value, r, in, again)
		}
	}
	if !country.Assigned(r.Country) {
		return // XK: an IBAN prefix, not an ISO 3166-1 code
	}
	own := r
	own.Warnings &^= WarnCountryMismatch
	if again := Validate(r.Country, typ, value); again != own {
		t.Fatalf("%q validated as %+v; again with its country: %+v", value, r, again)
	}
}
