package account

import (
	"strings"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/clean"
)

// What the caller wrote: the module's one separator rule (internal/clean)
// and the labels people put before an account number.

// maxValue bounds the value read, in bytes: the longest account (a 34
// character IBAN) with a label, a space of any kind between its groups
// and full-width characters still fits. A longer value is invalid_length
// and is not copied.
const maxValue = 256

// labels are the words written before an account number that compact
// drops, in any case, with or without dots, followed by a colon, "N°" and
// the like: "IBAN DE89 ...", "CBU: 0170...", "Cuenta CLABE N° 0021...".
// No IBAN country code is dropped: an IBAN's first letters are part of it.
var labels = [...]string{"iban", "cbu", "cvu", "clabe", "cci", "cuenta", "cta", "interbancaria"}

// compact returns the compact form n of value (see clean.Compact), with
// its label dropped, and src, the value as written without surrounding
// space and label, which n is when it needs no change (no allocation
// then). fits is false, and n and src empty, when value is longer than
// maxValue.
func compact(value string) (n, src string, fits bool) {
	if latamDigits(value) {
		// The usual national number, digits alone: no label starts with
		// a digit, and there is no space to trim nor anything to drop.
		return value, value, true
	}
	if len(value) > maxValue {
		return "", "", false
	}
	s, _ := clean.CutLabel(value, "", labels[:])
	src = s
	if s != "" && (isSpace(s[0]) || isSpace(s[len(s)-1])) {
		src = strings.TrimSpace(s)
	}
	return clean.Compact(src), src, true
}

// isSpace reports whether the byte c may start or end white space that
// strings.TrimSpace removes: an ASCII space or control, or the first or
// last byte of a Unicode space (every byte of one is non-ASCII).
func isSpace(c byte) bool { return c <= ' ' || c >= utf8.RuneSelf }

// reuse returns b as a string: src itself when it holds the same bytes, so
// that a number the caller wrote in its display form costs no allocation.
func reuse(b []byte, src string) string {
	if string(b) == src {
		return src
	}
	return string(b)
}
