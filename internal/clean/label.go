package clean

import "unicode/utf8"

// maxLabels bounds how many labels CutLabel drops in a row ("CUIT/CUIL
// N°" is two and a number sign).
const maxLabels = 3

// CutLabel drops the label written before a value, and reports whether it
// did. A label is a leading word, in any case and with or without dots
// ("RUT", "r.u.t.", "Cuit"), that is one of labels (lower case, e.g. the
// country's document names and aliases) or the country's own ISO code
// (upper case, e.g. "CL"; empty for none), followed by what people put
// between a label and a number: spaces, ':', '-', '/', '.', '#', and the
// number words N°, Nº, No., Nro., Núm., Número. A document label must be
// followed by one of those (so that an RFC that starts with the letters
// CURP stays whole); the ISO code may be followed directly by a digit
// ("CL125319092"), as VAT numbers are written.
//
// A value that is nothing but a label keeps it. CutLabel returns s itself
// when there is no label, so a value that starts with a digit costs a
// byte comparison.
//
// The apostrophe that Excel shows before a number stored as text
// ("'30546689979") is dropped too, first: CutLabel then reports true,
// though it names no document.
func CutLabel(s, country string, labels []string) (string, bool) {
	rest, cut, _ := CutLabelIndex(s, country, labels)
	return rest, cut
}

// CutLabelIndex is CutLabel, and it also returns the index in labels of
// the last one it dropped, or -1 when it dropped none of them (no label,
// or only the country code): the document the writer named ("NIT
// 900.123.456-7"), for a caller whose labels are its documents' names.
func CutLabelIndex(s, country string, labels []string) (string, bool, int) {
	apostrophe := len(s) > 1 && s[0] == '\''
	if apostrophe {
		s = s[1:] // Excel's text apostrophe
	}
	if s == "" || isDigit(s[0]) {
		return s, apostrophe, -1 // the common case: no label starts with a digit
	}
	if country == "" && lettersThenDigit(s) {
		return s, apostrophe, -1 // an IBAN's letters and digits
	}
	if isLetter(s[0]) && !startsAny(s[0], country, labels) {
		return s, apostrophe, -1 // a word that starts no label: an RFC, most values with letters
	}
	return cutLabels(s, country, labels, apostrophe)
}

// cutLabels is CutLabelIndex's loop: it drops up to maxLabels labels from
// s, the value after Excel's apostrophe (cut when there was one).
func cutLabels(s, country string, labels []string, cut bool) (string, bool, int) {
	index := -1
	for range maxLabels {
		rest, i, ok := cutOne(s, country, labels)
		if !ok {
			break
		}
		s, cut = rest, true
		if i >= 0 {
			index = i
		}
		country = "" // "CL RUT 12..." but not "CL CL 12..."
	}
	return s, cut, index
}

// lettersThenDigit reports whether s starts with ASCII letters followed by
// a digit ("DE89...", "GODE561231"): such a word is no document label,
// since a label is followed by a blank, a mark or a country code.
func lettersThenDigit(s string) bool {
	j := 0
	for j < len(s) && isLetter(s[j]) {
		j++
	}
	return j > 0 && j < len(s) && isDigit(s[j])
}

// cutOne drops one label from s, and returns the index of the label in
// labels, or -1 for the country code.
func cutOne(s, country string, labels []string) (string, int, bool) {
	i := skipBlank(s, 0)
	if i == len(s) || !isLetter(s[i]) || !startsAny(s[i], country, labels) {
		return s, -1, false
	}
	j, letters := i, 0
	for j < len(s) && (isLetter(s[j]) || s[j] == '.' && j > i) {
		if s[j] != '.' {
			letters++
		}
		j++
	}
	word := s[i:j]
	isCountry := len(country) == letters && equalLabel(word, country)
	index := -1
	if !isCountry {
		if j < len(s) && isDigit(s[j]) {
			return s, -1, false // only the country code may run into the digits
		}
		if index = matchAny(word, letters, labels); index < 0 {
			return s, -1, false
		}
	}
	if j < len(s) && !isDigit(s[j]) && !isBoundary(s, j) {
		return s, -1, false
	}
	rest := s[skipNumberWord(s, skipBlank(s, j)):]
	if len(skipBlankTail(rest)) == 0 {
		return s, -1, false
	}
	return rest, index, true
}

// startsAny reports whether the letter c, in any case, starts country or
// one of labels: a cheap test that lets most words that are no label go
// before they are read.
func startsAny(c byte, country string, labels []string) bool {
	c |= 0x20
	if country != "" && country[0]|0x20 == c {
		return true
	}
	for _, l := range labels {
		if l != "" && l[0]|0x20 == c {
			return true
		}
	}
	return false
}

// matchAny returns the index in labels of word, which has n letters, or
// -1 when it is none of them.
func matchAny(word string, n int, labels []string) int {
	for i, l := range labels {
		if len(l) == n && equalLabel(word, l) {
			return i
		}
	}
	return -1
}

// equalLabel reports whether word, ignoring its dots and ASCII case, is
// label.
func equalLabel(word, label string) bool {
	k := 0
	for i := 0; i < len(word); i++ {
		c := word[i]
		if c == '.' {
			continue
		}
		if k == len(label) || c|0x20 != label[k]|0x20 {
			return false
		}
		k++
	}
	return k == len(label)
}

// isBoundary reports whether s[j:] starts with what may follow a label.
func isBoundary(s string, j int) bool {
	switch s[j] {
	case ' ', '\t', ':', '-', '/', '.', '#':
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	return r == '°' || r == 'º' || IsSpace(r) || IsDash(r) || IsInvisible(r)
}

// skipBlank skips what may stand between a label and the value.
func skipBlank(s string, i int) int {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			switch c {
			case ' ', '\t', ':', '-', '/', '.', '#', '\n', '\r', '\v', '\f':
				i++
				continue
			}
			return i // no other ASCII byte is a space, dash or mark
		}
		if s[i] < utf8.RuneSelf {
			return i
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError || !(IsSpace(r) || IsDash(r) || IsInvisible(r)) {
			return i
		}
		i += size
	}
	return i
}

// skipBlankTail returns s without trailing blanks, for the emptiness test.
func skipBlankTail(s string) string {
	if skipBlank(s, 0) == len(s) {
		return ""
	}
	return s
}

// numberWords are the words for "number" written between a label and a
// value, longest first; each is matched in any ASCII case.
var numberWords = [...]string{"número", "numero", "núm", "num", "nro", "n°", "nº", "no"}

// skipNumberWord skips one number word at s[i:] that is followed by a
// blank, or by a digit when the word ends in a mark (N°, Nº), then the
// blanks after it. A word of letters followed by a digit is the value's
// own: "IBAN NO93 8601 1117 947" is a Norwegian IBAN, not "No. 93...".
func skipNumberWord(s string, i int) int {
	if i == len(s) || s[i]|0x20 != 'n' {
		return i // every number word starts with n
	}
	for _, w := range numberWords {
		if len(s)-i < len(w) || !equalFoldASCII(s[i:i+len(w)], w) {
			continue
		}
		j := i + len(w)
		if j == len(s) || skipBlank(s, j) > j || isDigit(s[j]) && !isLetter(w[len(w)-1]) {
			return skipBlank(s, j)
		}
	}
	return i
}

func equalFoldASCII(a, b string) bool {
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
