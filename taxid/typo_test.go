package taxid

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// typo is a mistyped copy of a valid value: its compact form and its
// written form (the valid value's Formatted with the same mistake).
type typo struct{ compact, written string }

// typos returns the single-digit substitutions and the adjacent
// transpositions of r, a valid result, each compact and as written in
// r.Formatted. Only letters and digits are changed and moved; separators
// stay where they are.
func typos(r Result) []typo {
	n, f := []byte(r.Normalized), []byte(r.Formatted)
	ni, fi := alnumIndexes(n), alnumIndexes(f)
	if len(ni) != len(fi) {
		fi = nil // Formatted is not n's characters with separators
	}
	var out []typo
	add := func(edit func(b []byte, at []int)) {
		c := append([]byte(nil), n...)
		edit(c, ni)
		w := string(c)
		if fi != nil {
			wf := append([]byte(nil), f...)
			edit(wf, fi)
			w = string(wf)
		}
		out = append(out, typo{string(c), w})
	}
	for k, i := range ni {
		if isDigitByte(n[i]) {
			for d := byte('0'); d <= '9'; d++ {
				if d != n[i] {
					add(func(b []byte, at []int) { b[at[k]] = d })
				}
			}
		}
		if k+1 < len(ni) && n[i] != n[ni[k+1]] {
			add(func(b []byte, at []int) { b[at[k]], b[at[k+1]] = b[at[k+1]], b[at[k]] })
		}
	}
	return out
}

// alnumIndexes returns the indexes of the ASCII letters and digits of b.
func alnumIndexes(b []byte) []int {
	var at []int
	for i, c := range b {
		if isDigitByte(c) || 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' {
			at = append(at, i)
		}
	}
	return at
}

func isDigitByte(c byte) bool { return '0' <= c && c <= '9' }

// TestTypoNeverAnotherType is issue 20's property: a valid value of a
// document with a check digit (every one in testdata), mistyped by one
// digit or by two adjacent characters swapped, that its own document
// rejects, is never valid as another type of its country when the type is
// not given, compact or written in its usual form, unless the result
// says so with WarnAmbiguousType.
func TestTypoNeverAnotherType(t *testing.T) {
	checked, values, silent := 0, 0, 0
	for _, tc := range readTestdata(t) {
		info, ok := Info(tc.country, tc.typ)
		require.True(t, ok, "%s", tc.file)
		if tc.expect != "valid" || info.CheckDigit == "" {
			continue
		}
		r := Validate(tc.country, tc.typ, tc.value)
		require.True(t, r.Valid, "%s:%d", tc.file, tc.line)
		values++
		for _, ty := range typos(r) {
			if Validate(tc.country, tc.typ, ty.compact).Valid {
				continue // a typo the check digit cannot see: the same document
			}
			for _, in := range []string{ty.compact, ty.written} {
				checked++
				u := Validate(tc.country, "", in)
				if u.Valid && !u.Warnings.Has(WarnAmbiguousType) {
					silent++
					assert.Fail(t, "silent cross-type acceptance",
						"%s:%d: %s %s %q is valid as %s (%s)", tc.file, tc.line, tc.country, tc.typ, in, u.Type, strings.Join(u.Warnings.Names(), ","))
				}
				if u.Warnings.Has(WarnAmbiguousType) {
					assert.NotEmpty(t, u.OtherType, "%q", in)
				}
			}
		}
	}
	require.Greater(t, values, 100, "valid values of checked documents")
	t.Logf("%d valid values, %d mistyped inputs rejected by their document, %d silently valid as another", values, checked, silent)
}

// TestCheckedFirst checks what resolve relies on to see an ambiguity:
// every country lists its documents with a check digit before those
// without.
func TestCheckedFirst(t *testing.T) {
	for _, code := range Countries() {
		c := findCountry(code)
		unchecked := false
		for _, d := range c.docs {
			if !d.checked() {
				unchecked = true
			} else {
				assert.False(t, unchecked, "%s: %s, with a check digit, comes after a document without", code, d.name)
			}
		}
	}
}

// TestOverlap checks country.overlap against the documents: a country has
// it exactly when some value, of digits or a letter and digits, fits a
// document with a check digit (accepted, or rejected only for its check
// digit or a component) and is accepted by one without, Panama aside,
// whose hyphens decide instead.
func TestOverlap(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 20))
	for _, code := range Countries() {
		c := findCountry(code)
		found := ""
		for length := 1; length <= 20 && found == ""; length++ {
			for range 300 {
				b := make([]byte, length)
				for i := range b {
					b[i] = byte('0' + r.IntN(10))
				}
				if r.IntN(4) == 0 {
					b[0] = "VEJGPCK"[r.IntN(7)]
				}
				if fitsBoth(c, string(b)) {
					found = string(b)
					break
				}
			}
		}
		assert.Equal(t, found != "" && !c.hyphens, c.overlap, "%s: overlap, a value fitting both: %q", code, found)
	}
}

// fitsBoth reports whether n fits a document of c with a check digit and
// is accepted by one without.
func fitsBoth(c *country, n string) bool {
	checked, unchecked := false, false
	for _, d := range c.docs {
		if d.byName {
			continue
		}
		vd := d.check(n, Validator{})
		if d.checked() && rank(vd.reason) >= rank(faultChecksum) {
			checked = true
		}
		if !d.checked() && vd.reason == faultNone {
			unchecked = true
		}
	}
	return checked && unchecked
}
