package taxid

// Mexico. The RFC (12 characters for companies, 13 for persons) and the
// CURP (18 characters) have lengths that never overlap, so a value of
// unknown type resolves by its length in characters: 12 or 13 is an RFC,
// 18 a CURP. Any other length is reported as an RFC of the wrong length.
var mx = &country{code: "MX", name: "Mexico", docs: []*document{&mxRFC, &mxCURP}}

// mxTwoDigits reads the two ASCII digits at s[i:i+2]; the caller has
// checked that they are digits.
func mxTwoDigits(s string, i int) int {
	return int(s[i]-'0')*10 + int(s[i+1]-'0')
}

// mxValidDate reports whether month mm and day dd form a real date in a
// year that is a leap year when leap is true.
func mxValidDate(mm, dd int, leap bool) bool {
	if mm < 1 || mm > 12 || dd < 1 {
		return false
	}
	switch mm {
	case 2:
		if leap {
			return dd <= 29
		}
		return dd <= 28
	case 4, 6, 9, 11:
		return dd <= 30
	}
	return dd <= 31
}

// mxIsDigit and mxIsUpper test one ASCII byte.
func mxIsDigit(c byte) bool { return '0' <= c && c <= '9' }
func mxIsUpper(c byte) bool { return 'A' <= c && c <= 'Z' }
