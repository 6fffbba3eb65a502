package clean

// AppendDigits appends to b the compact form of s, when s holds ASCII
// digits and the ASCII separators Compact drops alone ("30546689979",
// "30-54668997-9", "123.456.789-09"), and reports whether it did; for
// anything else it returns b as it was and false. It is Compact's rule for
// the form most ids are written in, without the work the other forms need
// (TestAppendDigits checks it against AppendCompact).
func AppendDigits(b []byte, s string) ([]byte, bool) {
	b, start := room(b, len(s))
	j := start
	for i := 0; i < len(s); i++ {
		c := s[i]
		b[j] = c
		switch {
		case c-'0' < 10:
			j++
		case asciiStep[c] != 0:
			return b[:start], false
		}
	}
	return b[:j], true
}

// Zeros reports whether s is zeros alone: one to maxZeros ASCII zeros,
// with spaces between them, and nothing else. Such a value passes the
// rules of an id or an account without check digit, but no issuer gives
// it: it is what a sheet holds where the value is missing. Placeholder
// reads it so after folding, and the field packages on a compact value
// that their rules accepted.
func Zeros[S string | []byte](s S) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '0':
			n++
		case ' ':
		default:
			return false
		}
	}
	return 0 < n && n <= maxZeros
}
