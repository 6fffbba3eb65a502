package phone

import "strconv"

// Formatting numbers from the compiled metadata (tables.go), the way
// phonenumbers' Format writes them in E164, INTERNATIONAL and NATIONAL
// form.

// numberFormat is one format of a calling code: the groups of its pattern
// (formatGroups[group:group+groups]) and its templates, whose bytes 1 to 9
// stand for the groups: plain for the international form, national with
// the national prefix formatting rule.
type numberFormat struct {
	group, groups   uint16
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

// appendForms appends the E.164, international and national forms of the
// number with country calling code cc, national significant number nsn
// and extension ext, one after the other, as phonenumbers.Format writes
// them, and returns where the first two end.
func appendForms(b []byte, cc int, nsn []byte, ext string) (out []byte, e164End, intlEnd int) {
	start := len(b)
	b = appendE164(b, cc, nsn)
	prefixEnd := len(b) - len(nsn)
	e164End = len(b)
	m := mainPlan(cc)
	if m == nil {
		// Format writes the bare national number for a code it does not know.
		b = append(b, nsn...)
		intlEnd = len(b)
		return append(b, nsn...), e164End, intlEnd
	}
	label := walk(m.formats, nsn, noFormat|noFormat<<8)
	b = append(b, b[start:prefixEnd]...)
	b = append(b, ' ')
	b = m.appendForm(b, nsn, int(m.intlFormat), label>>8, false)
	b = m.appendExtension(b, ext)
	intlEnd = len(b)
	b = m.appendForm(b, nsn, int(m.natFormat), label&0xff, true)
	return m.appendExtension(b, ext), e164End, intlEnd
}

// appendE164 appends the E.164 form of the number with country calling
// code cc and national significant number nsn.
func appendE164(b []byte, cc int, nsn []byte) []byte {
	b = append(b, '+')
	b = strconv.AppendInt(b, int64(cc), 10)
	return append(b, nsn...)
}

// appendForm appends nsn formatted with format i of the list that starts
// at first in formats (international or national), or as it is for
// noFormat.
func (m *plan) appendForm(b, nsn []byte, first int, i uint16, national bool) []byte {
	if i == noFormat {
		return append(b, nsn...)
	}
	nf := &formats[first+int(i)]
	if national {
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
	gs := formatGroups[nf.group : nf.group+nf.groups]
	var bounds [10]int // bounds[k-1]:bounds[k] is group k
	if splitDigits(gs, len(s), bounds[:len(gs)+1]) {
		return expand(b, tpl, s, &bounds)
	}
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

// splitDigits finds, for a format whose every group takes any digit, the
// match matchGroups would find in a number of n digits that the whole
// pattern matches: each group, greedy, takes as many digits as it can
// while leaving the groups after it their least, which ends at n. It
// records the bounds from 0 and reports true when that is so, false for
// other formats.
func splitDigits(gs []formatGroup, n int, bounds []int) bool {
	rest := 0 // the digits the groups after the current one need
	for _, g := range gs {
		if g.mask != allDigitsMask {
			return false
		}
		rest += int(g.min)
	}
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

// allDigitsMask is the class mask of a group that takes any digit.
const allDigitsMask = 1<<10 - 1

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
