package phone

import (
	"strconv"

	"github.com/nyaruka/phonenumbers"
)

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

// noFormats is the label of the formats automaton when no format applies;
// its low byte is the national format, its high byte the international.
const noFormats = 0xffff

// defaultExtPrefix is phonenumbers' DEFAULT_EXTN_PREFIX.
const defaultExtPrefix = " ext. "

// appendFormat appends the number with country calling code cc, national
// significant number nsn and extension ext in the form f (E164,
// INTERNATIONAL or NATIONAL), as phonenumbers.Format writes it.
func appendFormat(b []byte, cc int, nsn []byte, ext string, f phonenumbers.PhoneNumberFormat) []byte {
	m := mainPlan(cc)
	switch {
	case f == phonenumbers.E164:
		b = append(b, '+')
		b = strconv.AppendInt(b, int64(cc), 10)
		return append(b, nsn...)
	case m == nil:
		return append(b, nsn...)
	case f == phonenumbers.INTERNATIONAL:
		b = append(b, '+')
		b = strconv.AppendInt(b, int64(cc), 10)
		b = append(b, ' ')
	}
	label := walk(m.formats, nsn, noFormats)
	if f == phonenumbers.NATIONAL {
		if i := label & 0xff; i != noFormats&0xff {
			nf := &formats[int(m.natFormat)+int(i)]
			b = nf.appendApplied(b, nf.national, nsn)
		} else {
			b = append(b, nsn...)
		}
	} else {
		if i := label >> 8; i != noFormats>>8 {
			nf := &formats[int(m.intlFormat)+int(i)]
			b = nf.appendApplied(b, nf.plain, nsn)
		} else {
			b = append(b, nsn...)
		}
	}
	if ext != "" {
		if m.extPrefix != "" {
			b = append(b, m.extPrefix...)
		} else {
			b = append(b, defaultExtPrefix...)
		}
		b = append(b, ext...)
	}
	return b
}

// appendApplied appends s rewritten by the template tpl, as phonenumbers'
// Regexp.ReplaceAllString(s, tpl) with the format's unanchored pattern
// does: every leftmost-first match, left to right, is replaced by the
// template with its groups filled in, and the digits between and after the
// matches are kept.
func (nf *numberFormat) appendApplied(b []byte, tpl string, s []byte) []byte {
	gs := formatGroups[nf.group : nf.group+nf.groups]
	var bounds [10]int // bounds[k-1]:bounds[k] is group k
	last := 0
	for start := 0; start < len(s); start++ {
		bounds[0] = start
		if !matchGroups(gs, s, bounds[:len(gs)+1]) {
			continue
		}
		b = append(b, s[last:start]...)
		for i := 0; i < len(tpl); i++ {
			if c := tpl[i]; c < 10 {
				b = append(b, s[bounds[c-1]:bounds[c]]...)
			} else {
				b = append(b, c)
			}
		}
		last = bounds[len(gs)]
		start = last - 1 // a match holds at least one digit
	}
	return append(b, s[last:]...)
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
