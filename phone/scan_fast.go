package phone

import "strings"

// The inputs the fast path reads: what people type, in ASCII. phonenumbers
// is left the rest (letters as in 1-800-FLOWERS, labels such as "Tel:",
// tabs, full-width or Arabic-Indic digits, RFC 3966 "tel:" URIs, '#', '*',
// ',' and ';' extensions, unusual marks), so that those answers cannot get
// worse.

// typed is a value scanned by scanTyped.
type typed struct {
	digits [vmMaxInput]byte // the digits of the number, before any extension
	n      int
	plus   bool   // the number starts with a plus sign
	ext    string // the extension's digits, a substring of the value
}

// isSeparator reports whether c is one of the separators the fast path
// reads, all of them in phonenumbers' VALID_PUNCTUATION.
func isSeparator(c byte) bool {
	return c == ' ' || c == '-' || c == '.' || c == '(' || c == ')' || c == '/'
}

// scan reads value, already trimmed of surrounding space, into t, which
// is zero, as separators, an optional plus sign, the digits and separators
// of the number, and an optional extension. It reports false for anything
// else, for more than vmMaxInput digits, and for fewer than three, which
// phonenumbers treats apart (isViablePhoneNumber). The fast path scans
// into its own typed, which is not copied out.
func (t *typed) scan(value string) bool {
	i := 0
	for i < len(value) && isSeparator(value[i]) {
		i++ // phonenumbers starts at the first plus sign or digit
	}
	plus := i < len(value) && value[i] == '+'
	if plus {
		i++
	}
	return t.scanNumber(value[i:], plus)
}

// scanPlus is scan for "+" + rest: the + form of a value written with 00,
// rest being what follows the 00 (plusForm).
func (t *typed) scanPlus(rest string) bool { return t.scanNumber(rest, true) }

// scanNumber reads s into t, which is zero, s following the plus sign
// when plus is set, as the digits and separators of a number and an
// optional extension.
func (t *typed) scanNumber(s string, plus bool) bool {
	t.plus = plus
	n := 0
	for j := 0; j < len(s); j++ {
		switch c := s[j]; {
		case '0' <= c && c <= '9':
			if n == len(t.digits) {
				return false
			}
			t.digits[n] = c
			n++
		case c == '/':
			// phonenumbers cuts "/ x..." off as a second number
			k := j + 1
			for k < len(s) && s[k] == ' ' {
				k++
			}
			if k < len(s) && s[k] == 'x' {
				return false
			}
		case isSeparator(c):
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			t.n = n
			var ok bool
			if t.ext, ok = scanExtension(s[j:]); !ok {
				return false
			}
			return n >= 3
		default:
			return false
		}
	}
	t.n = n
	return n >= 3
}

// extLabels are the extension labels the fast path reads, as
// phonenumbers' EXTN_PATTERNS_FOR_PARSING reads them (in any case): the
// explicit ones take up to 20 digits, the ambiguous "int" and "x" up to 9.
var extLabels = [...]struct {
	label     string
	maxDigits int
}{{"extension", 20}, {"extn", 20}, {"ext", 20}, {"anexo", 20}, {"int", 9}, {"x", 9}}

// scanExtension reads s, which starts with a letter, as an extension
// label, an optional dot, spaces or dashes, and the extension's digits up
// to the end, and returns the digits.
func scanExtension(s string) (string, bool) {
	for _, l := range extLabels {
		if len(s) < len(l.label) || !strings.EqualFold(s[:len(l.label)], l.label) {
			continue
		}
		rest := strings.TrimPrefix(s[len(l.label):], ".")
		rest = strings.TrimLeft(rest, " -")
		if rest == "" || len(rest) > l.maxDigits || strings.Trim(rest, "0123456789") != "" {
			return "", false
		}
		return rest, true
	}
	return "", false
}
