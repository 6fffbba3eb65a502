package taxid

// groupThousands inserts sep every three digits from the right of the
// digit string s: groupThousands("12345678", '.') is "12.345.678".
func groupThousands(s string, sep byte) string {
	if len(s) <= 3 {
		return s
	}
	var stack [maxCompact + maxCompact/3]byte
	b := stack[:0]
	lead := len(s) % 3
	if lead == 0 {
		lead = 3
	}
	b = append(b, s[:lead]...)
	for i := lead; i < len(s); i += 3 {
		b = append(b, sep)
		b = append(b, s[i:i+3]...)
	}
	return string(b)
}
