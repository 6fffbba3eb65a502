package clean

import (
	"strings"
	"unicode/utf8"
)

// Scientific reports whether s is a number in scientific notation, as
// Excel shows a long number it stores as a number: "3.05467E+10",
// "3,05467E+10", "1.7E+21", with spaces around it and invisible marks
// anywhere. Such a value has lost every digit past the fifteenth, and
// most past the sixth: no id or account can be read back from it.
func Scientific(s string) bool {
	if strings.IndexByte(s, 'E') < 0 && strings.IndexByte(s, 'e') < 0 {
		return false
	}
	var buf [32]byte
	b := buf[:0]
	for _, r := range s {
		switch {
		case IsInvisible(r):
		case r >= utf8.RuneSelf && IsSpace(r):
			b = append(b, ' ')
		case r >= utf8.RuneSelf || len(b) == len(buf):
			return false
		default:
			b = append(b, byte(r))
		}
	}
	s = trimSpaceASCII(string(b))
	i := digits(s, 0)
	if i == 0 || i > 15 {
		return false
	}
	if i < len(s) && (s[i] == '.' || s[i] == ',') {
		j := digits(s, i+1)
		if j == i+1 {
			return false
		}
		i = j
	}
	if i == len(s) || s[i] != 'E' && s[i] != 'e' {
		return false
	}
	i++
	if i < len(s) && s[i] == '+' {
		i++
	}
	j := digits(s, i)
	return j > i && j-i <= 3 && j == len(s)
}

// MultipleValues reports whether s holds two or more values of which
// each has the byte mark (an email's @) or at least minDigits digits (a
// phone number), separated by ';', ',', '/', '|', a line break or the
// word "y", "e" or "and": "a@x.com.ar; pagos@x.com.ar", "11 4444-5555 /
// 11 4444-6666". A sheet's cell then holds several values where the
// field takes one.
func MultipleValues(s string, mark byte, minDigits int) bool {
	if !strings.ContainsAny(s, ";,/|\n\r") && !strings.Contains(s, " y ") && !strings.Contains(s, " e ") &&
		!strings.Contains(s, " and ") {
		return false // no separator: one value
	}
	parts, start := 0, 0
	for i := 0; i <= len(s); i++ {
		end := i == len(s)
		if !end && !isListSeparator(s, i) {
			continue
		}
		if fits(s[start:i], mark, minDigits) {
			parts++
		}
		if !end && s[i] == ' ' {
			i += len(listWord(s, i)) // the word and its space
		}
		start = i + 1
	}
	return parts >= 2
}

// isListSeparator reports whether s[i] separates two values of a list:
// ';', ',', '/', '|', a line break, or a space before the word y, e or
// and followed by a space.
func isListSeparator(s string, i int) bool {
	switch s[i] {
	case ';', ',', '/', '|', '\n', '\r':
		return true
	case ' ':
		return listWord(s, i) != ""
	}
	return false
}

// listWord returns the word "y ", "e " or "and " that follows the space
// at s[i], or "".
func listWord(s string, i int) string {
	for _, w := range [...]string{"y ", "e ", "and "} {
		if len(s) > i+len(w) && s[i+1:i+1+len(w)] == w {
			return w
		}
	}
	return ""
}

// fits reports whether part has the mark or at least minDigits digits.
func fits(part string, mark byte, minDigits int) bool {
	n := 0
	for i := 0; i < len(part); i++ {
		switch {
		case mark != 0 && part[i] == mark:
			return true
		case isDigit(part[i]):
			n++
		}
	}
	return minDigits > 0 && n >= minDigits
}

// digits returns the index of the first byte at or after i in s that is
// not an ASCII digit.
func digits(s string, i int) int {
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}

// trimSpaceASCII drops ASCII spaces and tabs around s.
func trimSpaceASCII(s string) string {
	for len(s) > 0 && (s[0] == ' ' || s[0] == '\t') {
		s = s[1:]
	}
	for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
		s = s[:len(s)-1]
	}
	return s
}
