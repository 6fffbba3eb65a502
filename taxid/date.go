package taxid

// Characters, dates and two-digit fields inside ids (CURP, RFC, Cuban and
// Nicaraguan identity numbers, Guatemalan and Honduran place codes).

// twoDigits reads the two ASCII digits at s[i:i+2]; the caller has checked
// that they are digits.
func twoDigits[S ~string | ~[]byte](s S, i int) int {
	return int(s[i]-'0')*10 + int(s[i+1]-'0')
}

// validDate reports whether month and day form a real date in a year that
// is a leap year when leap is true.
func validDate(month, day int, leap bool) bool {
	if month < 1 || month > 12 || day < 1 {
		return false
	}
	switch month {
	case 2:
		if leap {
			return day <= 29
		}
		return day <= 28
	case 4, 6, 9, 11:
		return day <= 30
	}
	return day <= 31
}

// isLeap reports whether year is a Gregorian leap year.
func isLeap(year int) bool {
	return year%4 == 0 && (year%100 != 0 || year%400 == 0)
}

// isDigit and isUpper test one ASCII byte.
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }
