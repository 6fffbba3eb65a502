package clean

import "strings"

// TrimSpace is strings.TrimSpace without its call for a value that starts
// and ends with printable ASCII (0x21 to 0x7e), as values mostly do: it
// returns such a value as it is. Every ASCII space is at most ' ', and
// every other space starts with a byte of 0x80 or above.
func TrimSpace(s string) string {
	if !Spaced(s) {
		return s
	}
	return strings.TrimSpace(s)
}

// Spaced reports whether s is not empty and does not start and end with
// printable ASCII, so that strings.TrimSpace may change it: TrimSpace's
// test, small enough to be inlined where TrimSpace, with its call, may
// not be.
func Spaced(s string) bool {
	return len(s) > 0 && (s[0]-0x21 >= 0x5e || s[len(s)-1]-0x21 >= 0x5e)
}
