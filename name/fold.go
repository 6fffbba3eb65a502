package name

import (
	"unicode/utf8"

	"github.com/ndval/ndval/internal/fold"
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

// shortOfToken is shortOf for a word with flags fl from cut: f itself
// when fl has no fDot, since f has a period or a slash only where the
// word has one (fold maps no other character to them).
func shortOfToken(buf *[shortLen]byte, f []byte, fl flags) []byte {
	if fl&fDot == 0 && len(f) <= shortLen {
		return f
	}
	return shortOf(buf, f)
}

// shortOf is shortForm of a word whose folded form (fold.Append) is f:
// f without its periods and slashes, which are ASCII, so that no
// character of f is cut. It is f itself when f has none and fits. It is
// kept out of line so that shortOfToken, which calls it for the few
// words with a period or a slash, is inlined in analysis.run.
//
//go:noinline
func shortOf(buf *[shortLen]byte, f []byte) []byte {
	n := 0
	for i, c := range f {
		if c == '.' || c == '/' {
			if i > shortLen {
				return nil
			}
			n = copy(buf[:], f[:i])
			for _, c := range f[i:] {
				if c == '.' || c == '/' {
					continue
				}
				if n == shortLen {
					return nil
				}
				buf[n] = c
				n++
			}
			return buf[:n]
		}
	}
	if len(f) > shortLen {
		return nil
	}
	return f
}
