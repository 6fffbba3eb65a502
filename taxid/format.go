package taxid

// Display forms: the helpers the documents' <cc>Append<Name> functions
// share. Each appends to a buffer, so that the display form is built on
// the caller's stack and becomes a string only when it is kept.

// appendSplit appends n to b with seps[i] written before n[cuts[i]]; cuts
// increase: appendSplit(b, "20123456786", "--", 2, 10) appends
// 20-12345678-6.
func appendSplit(b []byte, n, seps string, cuts ...int) []byte {
	i := 0
	for k, cut := range cuts {
		b = append(b, n[i:cut]...)
		b = append(b, seps[k])
		i = cut
	}
	return append(b, n[i:]...)
}

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

// appendThousandsCheck appends a number whose last character is a check
// digit: the body grouped in thousands with dots, then a hyphen and the
// check digit, as Chile and Colombia write them: 12.345.678-5.
func appendThousandsCheck(b []byte, n string) []byte {
	b = appendThousands(b, n[:len(n)-1], '.')
	return append(b, '-', n[len(n)-1])
}
