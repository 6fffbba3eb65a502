package name

import (
	"unicode/utf8"

	"github.com/ndval/ndval/name/internal/fold"
)

// shortLen bounds the words compared with the lists of titles, suffixes,
// particles and legal forms; no entry is longer.
const shortLen = 24

// shortForm folds w into buf with its periods, slashes and invisible marks
// removed ("S.A." → "sa", "Dña." → "dna", "S/A" → "sa"), the form in which
// those lists are compared. A word too long for any list gives nil.
func shortForm(buf *[shortLen]byte, w string) []byte {
	n := 0
	for _, r := range w {
		if r == '.' || r == '/' || classify(r) == cInvisible {
			continue
		}
		r = fold.Rune(r)
		if n+utf8.RuneLen(r) > shortLen {
			return nil
		}
		n += utf8.EncodeRune(buf[n:], r)
	}
	return buf[:n]
}
