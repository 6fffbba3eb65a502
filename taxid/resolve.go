package taxid

import (
	"unicode/utf8"

	"github.com/ndval/ndval/internal/clean"
)

// When the type is not given, it is read from the value as written before
// the value is compacted (issue 20): what the writer said about the
// document decides it, so that a value with a mistyped check digit is
// invalid as the document it was written as, and never valid as another
// document of its country that has no check digit.

// tries says which documents of a country resolution tries.
type tries uint8

const (
	tryAll       tries = iota // every document not marked byName
	tryChecked                // only documents with a check digit
	tryUnchecked              // only documents without one
)

// admits reports whether t lets d be tried.
func (t tries) admits(d *document) bool {
	switch t {
	case tryChecked:
		return d.checked()
	case tryUnchecked:
		return !d.checked()
	}
	return true
}

// checked reports whether d has a check digit.
func (d *document) checked() bool { return d.algo != "" }

// resolveWritten resolves the type of n, the compact form of rest, the
// value without its label, when label, the label's index in c.labels, is
// not -1:
//   - a label naming a document with a check digit decides it, and so
//     does one naming a document without when that document accepts n.
//
// The rest of the form decides only in a country whose documents with and
// without a check digit overlap (country.overlap; not Panama, whose
// hyphens are part of its values, pa.go):
//   - a check digit set off by a separator, or after the letters DV
//     (hasDV), limits the reading to the documents with one, when one of
//     them has n's length and characters;
//   - a label naming a document without a check digit that rejects n
//     ("cédula" is said of any id card), or digits grouped in threes with
//     dots and nothing set off ("1.234.567", a cédula's display form),
//     prefer the documents without one: only when none of those accepts
//     n are the others tried.
//
// It returns what resolve does.
func (c *country) resolveWritten(n string, v Validator, rest string, label int) (*document, verdict) {
	named := c.labelDoc(label)
	if named != nil {
		if vd := named.check(n, v); vd.reason == faultNone || named.checked() {
			return named, vd
		}
	}
	if !c.overlap {
		return c.resolve(n, v, tryAll)
	}
	if named == nil {
		if setOff(rest) || dvWritten(rest) {
			// Unless no document with a check digit has n's length and
			// characters: then what is set off is no check digit.
			if d, vd := c.resolve(n, v, tryChecked); rank(vd.reason) >= rank(faultChecksum) {
				return d, vd
			}
			return c.resolve(n, v, tryAll)
		}
		if !thousands(rest) {
			return c.resolve(n, v, tryAll)
		}
	}
	if d, vd := c.resolve(n, v, tryUnchecked); vd.reason == faultNone {
		return d, vd
	}
	return c.resolve(n, v, tryAll)
}

// resolve validates n as the document it resolves to among those t
// admits: the first that accepts n, else the first of those whose failure
// is the most specific. Documents marked byName are not tried.
//
// When the document that accepts n has no check digit and an earlier one
// rejected n only for its check digit (or, having none, only for a part
// that cannot exist: a class code), n is ambiguous: the verdict carries
// WarnAmbiguousType, and otherDoc finds that earlier document again.
// Every country lists its documents with a check digit before those
// without (TestCheckedFirst), so such a document is always tried first.
func (c *country) resolve(n string, v Validator, t tries) (d *document, bestVerdict verdict) {
	bestRank, near := -1, false
	for _, doc := range c.docs {
		if doc.byName || !t.admits(doc) {
			continue
		}
		vd := doc.check(n, v)
		r := rank(vd.reason)
		if r == acceptedRank {
			if near && !doc.checked() {
				vd.warnings |= WarnAmbiguousType
			}
			return doc, vd
		}
		near = near || nearMiss(doc, vd.reason)
		if r > bestRank {
			d, bestVerdict, bestRank = doc, vd, r
		}
	}
	return d, bestVerdict
}

// nearMiss reports whether d rejects a value only for what a mistyped
// character makes: its check digit or, when it has none, a part that
// cannot exist (a class code).
func nearMiss(d *document, f fault) bool {
	return f == faultChecksum || f == faultComponent && !d.checked()
}

// otherDoc returns the document an ambiguous n (WarnAmbiguousType) also
// fits: the first that rejects it as a near miss. It runs only for such a
// value, so that resolve need not carry it.
func (c *country) otherDoc(n string, v Validator) *document {
	for _, doc := range c.docs {
		if !doc.byName && nearMiss(doc, doc.check(n, v).reason) {
			return doc
		}
	}
	return nil
}

// labelDoc returns the document whose name or alias is c.labels[i], or
// nil when i is -1: c.labels are the names and aliases of c.docs, in
// their order (TestDocumentTable).
func (c *country) labelDoc(i int) *document {
	if i < 0 {
		return nil
	}
	for _, d := range c.docs {
		if i -= 1 + len(d.aliases); i < 0 {
			return d
		}
	}
	return nil
}

// thousands reports whether s, a value as written, is digits grouped in
// threes with dots, 1 to 3 digits then at least one dot and three digits:
// "1.234.567", "12.345.678", the way a number without check digit is
// shown.
func thousands(s string) bool {
	s = clean.TrimSpace(s)
	i := 0
	for i < len(s) && '0' <= s[i] && s[i] <= '9' {
		i++
	}
	if i == 0 || i > 3 || i == len(s) {
		return false
	}
	for i < len(s) {
		if len(s)-i < 4 || s[i] != '.' {
			return false
		}
		if !isDigit3(s[i+1], s[i+2], s[i+3]) {
			return false
		}
		i += 4
	}
	return true
}

// hasDV reports whether n, a compact value, is digits, the letters DV and
// one character: a check digit written after "DV" ("900.123.456 DV 7",
// as the DIAN's RUT and Paraguay's SET write it), which no document keeps
// in its value (Panama's, which does, is compacted its own way): run
// drops the letters when the value with them is invalid, as it always is.
func hasDV(n string) bool {
	k := len(n)
	if k < 5 || n[k-3] != 'D' || n[k-2] != 'V' {
		return false
	}
	if last := n[k-1]; last-'0' >= 10 && last-'A' >= 26 {
		return false
	}
	for i := 0; i < k-3; i++ {
		if n[i]-'0' >= 10 {
			return false
		}
	}
	return true
}

// cutDV drops the letters DV from norm, a compact value hasDV accepts,
// which is the field's string or the bytes at sp in buf, and returns it
// as run keeps Normalized: the bytes in buf and their span.
func cutDV(norm string, sp span, buf []byte) (string, span, []byte) {
	if sp.built() && sp.hi() == len(buf) {
		hi := sp.hi()
		buf[hi-3] = buf[hi-1]
		return "", spanOf(sp.lo(), hi-2), buf[:hi-2]
	}
	if sp.built() {
		norm = string(buf[sp.lo():sp.hi()])
	}
	lo := len(buf)
	buf = append(buf, norm[:len(norm)-3]...)
	buf = append(buf, norm[len(norm)-1])
	return "", spanOf(lo, len(buf)), buf
}

// dvWritten reports whether s, a value as written, ends in the letters DV
// (any case), blanks or marks, and one letter or digit: the check digit
// hasDV found once s was compacted.
func dvWritten(s string) bool {
	s = clean.TrimSpace(s)
	k := len(s) - 1
	if k < 2 || !isAlnum(s[k]) {
		return false
	}
	k--
	for k > 0 && !isAlnum(s[k]) {
		k--
	}
	return k > 0 && s[k]|0x20 == 'v' && s[k-1]|0x20 == 'd'
}

// isAlnum reports whether c is an ASCII letter or digit.
func isAlnum(c byte) bool {
	return c-'0' < 10 || (c|0x20)-'a' < 26
}

// isDigit3 reports whether a, b and c are ASCII digits.
func isDigit3(a, b, c byte) bool {
	return a-'0' < 10 && b-'0' < 10 && c-'0' < 10
}

// setOff reports whether s, a value as written, ends in one letter or
// digit set off by a hyphen, a slash or a space from a digit before it:
// "900.123.456-7", "80012345-6", "890 903 938 8", the way a check digit
// is written.
func setOff(s string) bool {
	s = clean.TrimSpace(s)
	if len(s) < 3 {
		return false
	}
	last := s[len(s)-1] | 0x20
	if !('0' <= last && last <= '9' || 'a' <= last && last <= 'z') {
		return false
	}
	size := 1
	switch sep := s[len(s)-2]; {
	case sep == '-' || sep == '/' || sep == ' ':
	case sep < utf8.RuneSelf:
		return false
	default:
		var r rune
		r, size = utf8.DecodeLastRuneInString(s[:len(s)-1])
		if !clean.IsDash(r) && !clean.IsSpace(r) {
			return false
		}
	}
	p := s[:len(s)-1-size]
	return len(p) > 0 && '0' <= p[len(p)-1] && p[len(p)-1] <= '9'
}
