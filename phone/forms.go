package phone

// Formatting numbers from the compiled metadata (tables.go), the way
// phonenumbers' Format writes them in E164, INTERNATIONAL and NATIONAL
// form.

// numberFormat is one format of a calling code: the groups of its pattern
// (formatGroups[group:group+groups]), whether every group takes any digit
// and how many digits the groups take at least (what splitDigits needs to
// know before it splits, read once by genphone), and its templates, whose
// bytes 1 to 9 stand for the groups: plain for the international form,
// national with the national prefix formatting rule.
type numberFormat struct {
	group, groups   uint16
	anyDigits       bool
	minDigits       uint8
	plain, national string
}

// formatGroup is one group of a format pattern: a run of min to max digits
// among those whose bits are set in mask.
type formatGroup struct {
	mask     uint16
	min, max uint8
}

// defaultExtPrefix is phonenumbers' DEFAULT_EXTN_PREFIX.
const defaultExtPrefix = " ext. "

// formSpans says where appendFormsRead wrote each form in its buffer b:
// b[:e164End], b[e164End:intlEnd] and b[natStart:natEnd]. The national
// form lies inside the international one when it reads the same as the
// international form after its "+cc ".
type formSpans struct{ e164End, intlEnd, natStart, natEnd int }

// international returns the international form in b.
func (f formSpans) international(b []byte) []byte { return b[f.e164End:f.intlEnd] }

// national returns the national form in b.
func (f formSpans) national(b []byte) []byte { return b[f.natStart:f.natEnd] }

// appendFormsRead appends the E.164, international and national forms of
// the number with country calling code cc, national significant number nsn
// and extension ext, as phonenumbers.Format writes them, and says where
// each lies. When read is set, label is the label of nsn in the formats
// automaton of cc's main plan (verdict.formats, which judge reads in the
// walk of the number's type), and that automaton is not walked again.
//
// The three are written from the same digits. The national form is not
// written again when its format has the international one's groups and
// template (most formats: the national prefix, when a region writes it,
// is what tells them apart), or when neither applies a format: it is then
// the international form without its "+cc ". A national format with the
// international one's groups but another template reuses where the groups
// fall.
func appendFormsRead(b []byte, cc int, nsn []byte, ext string, read bool, label uint16) ([]byte, formSpans) {
	var f formSpans
	start := len(b)
	b = appendE164(b, cc, nsn)
	prefixEnd := len(b) - len(nsn)
	f.e164End = len(b)
	m := mainPlan(cc)
	if m == nil {
		// Format writes the bare national number for a code it does not
		// know, in both forms.
		b = append(b, nsn...)
		f.intlEnd = len(b)
		f.natStart, f.natEnd = f.e164End, f.intlEnd
		return b, f
	}
	if !read {
		label = walk(m.formats, nsn, noFormatLabel)
	}
	intl, nat := m.format(int(m.intlFormat), label>>8), m.format(int(m.natFormat), label&0xff)
	b = append(b, b[start:prefixEnd]...)
	b = append(b, ' ')
	intlStart := len(b)
	var bounds [10]int
	split := intl != nil && intl.split(nsn, &bounds)
	if split {
		b = expand(b, intl.plain, nsn, &bounds)
	} else {
		b = appendFormat(b, intl, false, nsn)
	}
	b = m.appendExtension(b, ext)
	f.intlEnd = len(b)
	sameGroups := intl != nil && nat != nil && intl.group == nat.group && intl.groups == nat.groups
	if intl == nil && nat == nil || sameGroups && intl.plain == nat.national {
		f.natStart, f.natEnd = intlStart, f.intlEnd
		return b, f
	}
	f.natStart = len(b)
	if split && sameGroups {
		b = expand(b, nat.national, nsn, &bounds)
	} else {
		b = appendFormat(b, nat, true, nsn)
	}
	b = m.appendExtension(b, ext)
	f.natEnd = len(b)
	return b, f
}

// appendE164 appends the E.164 form of the number with country calling
// code cc and national significant number nsn.
func appendE164(b []byte, cc int, nsn []byte) []byte {
	b = append(b, '+')
	b = appendCallingCode(b, cc)
	return append(b, nsn...)
}

// format returns format i of the list that starts at first in formats
// (international or national), or nil for noFormat.
func (m *plan) format(first int, i uint16) *numberFormat {
	if i == noFormat {
		return nil
	}
	return &formats[first+int(i)]
}

// appendFormat appends nsn formatted with nf, with its national template
// when national is set, or as it is when nf is nil.
func appendFormat(b []byte, nf *numberFormat, national bool, nsn []byte) []byte {
	switch {
	case nf == nil:
		return append(b, nsn...)
	case national:
		return nf.appendApplied(b, nf.national, nsn)
	}
	return nf.appendApplied(b, nf.plain, nsn)
}

// appendExtension appends " ext. " (or the region's preferred prefix) and
// the extension, when there is one.
func (m *plan) appendExtension(b []byte, ext string) []byte {
	if ext == "" {
		return b
	}
	if m.extPrefix != "" {
		b = append(b, m.extPrefix...)
	} else {
		b = append(b, defaultExtPrefix...)
	}
	return append(b, ext...)
}

// appendApplied appends s rewritten by the template tpl, as phonenumbers'
// Regexp.ReplaceAllString(s, tpl) with the format's unanchored pattern
// does: every leftmost-first match, left to right, is replaced by the
// template with its groups filled in, and the digits between and after the
// matches are kept.
func (nf *numberFormat) appendApplied(b []byte, tpl string, s []byte) []byte {
	var bounds [10]int // bounds[k-1]:bounds[k] is group k
	if nf.split(s, &bounds) {
		return expand(b, tpl, s, &bounds)
	}
	gs := formatGroups[nf.group : nf.group+nf.groups]
	last := 0
	for start := 0; start < len(s); start++ {
		bounds[0] = start
		if !matchGroups(gs, s, bounds[:len(gs)+1]) {
			continue
		}
		b = append(b, s[last:start]...)
		b = expand(b, tpl, s, &bounds)
		last = bounds[len(gs)]
		start = last - 1 // a match holds at least one digit
	}
	return append(b, s[last:]...)
}

// split records in bounds where the groups of nf fall in s when the
// whole of s is one match that splitDigits finds, and reports whether it
// is.
func (nf *numberFormat) split(s []byte, bounds *[10]int) bool {
	return nf.anyDigits && splitDigits(formatGroups[nf.group:nf.group+nf.groups], int(nf.minDigits), len(s), bounds[:nf.groups+1])
}

// expand appends the template tpl with the groups of s that bounds
// delimit.
func expand(b []byte, tpl string, s []byte, bounds *[10]int) []byte {
	for i := 0; i < len(tpl); i++ {
		if c := tpl[i]; c < 10 {
			b = append(b, s[bounds[c-1]:bounds[c]]...)
		} else {
			b = append(b, c)
		}
	}
	return b
}

// splitDigits finds, for a format whose every group gs takes any digit
// and whose groups take least digits at least, the match matchGroups would
// find in a number of n digits that the whole pattern matches: each group,
// greedy, takes as many digits as it can while leaving the groups after it
// their least, which ends at n. It records the bounds from 0 and reports
// whether that is so.
func splitDigits(gs []formatGroup, least, n int, bounds []int) bool {
	rest := least // the digits the groups after the current one need
	bounds[0] = 0
	pos := 0
	for i, g := range gs {
		rest -= int(g.min)
		take := min(int(g.max), n-pos-rest)
		if take < int(g.min) {
			return false
		}
		pos += take
		bounds[i+1] = pos
	}
	return pos == n
}

// matchGroups matches the groups gs against s from bounds[0] in the order
// Go's regexp prefers (each greedy repetition tries the longest run first,
// then backs off), and records where each group ends in bounds[1:].
func matchGroups(gs []formatGroup, s []byte, bounds []int) bool {
	if len(gs) == 0 {
		return true
	}
	g, pos := gs[0], bounds[0]
	n := 0
	for n < int(g.max) && pos+n < len(s) && g.mask&(1<<(s[pos+n]-'0')) != 0 {
		n++
	}
	for ; n >= int(g.min); n-- {
		bounds[1] = pos + n
		if matchGroups(gs[1:], s, bounds[1:]) {
			return true
		}
	}
	return false
}
