package taxid

// maxCompact bounds the bytes the package builds on the stack for one
// value (compacted, formatted); longer values are built on the heap. No
// identification is near this long.
const maxCompact = 64

// appendThousands appends the digit string s to b with sep every three
// digits from the right: "12345678" becomes "12.345.678" with '.'.
func appendThousands(b []byte, s string, sep byte) []byte {
	lead := len(s) % 3
	if lead == 0 {
		lead = 3
	}
	if lead > len(s) {
		lead = len(s)
	}
	b = append(b, s[:lead]...)
	for i := lead; i < len(s); i += 3 {
		b = append(b, sep)
		b = append(b, s[i:i+3]...)
	}
	return b
}

// groupThousands returns s with '.' (or sep) every three digits from the
// right: groupThousands("12345678", '.') is "12.345.678".
func groupThousands(s string, sep byte) string {
	var stack [maxCompact + maxCompact/3]byte
	return string(appendThousands(stack[:0], s, sep))
}

// groupThousandsCheck formats a number whose last character is a check
// digit: the body grouped in thousands with dots, then a hyphen and the
// check digit, as Chile and Colombia write them: 12.345.678-5.
func groupThousandsCheck(n string) string {
	var stack [maxCompact + maxCompact/3 + 2]byte
	b := appendThousands(stack[:0], n[:len(n)-1], '.')
	b = append(b, '-', n[len(n)-1])
	return string(b)
}
