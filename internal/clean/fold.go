package clean

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Fold returns s as words to compare names by, the way a person reads a
// column header or a country written out: letters in lower case without
// their accents (ç is c, ñ is n), digits kept, and every run of spaces,
// punctuation and symbols one space, trimmed. "Razón Social:" and
// "RAZON-SOCIAL" fold to "razon social"; "Cód. proveedor" to "cod
// proveedor"; "México" and "MEXICO" to "mexico".
func Fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue // an accent, once NFD has set it apart
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
		default:
			space = true
		}
	}
	return b.String()
}
