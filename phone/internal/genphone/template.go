package main

import (
	"fmt"
	"regexp/syntax"
	"strings"
)

// group is one capturing group of a format pattern: a run of min to max
// digits of the class mask.
type group struct {
	mask     uint16
	min, max int
}

// groups reads a format pattern, which must be a concatenation of capturing
// groups each holding one character class, repeated or not:
// "(\d{2})([2-9]\d{3})" is refused, "(\d{3})(\d{3,4})" is read. Every
// format phonenumbers embeds has that shape; phone/forms.go matches them
// with the backtracking order of Go's regexp, which is simple for it.
func groups(p string) ([]group, error) {
	re, err := syntax.Parse(p, syntax.Perl)
	if err != nil {
		return nil, fmt.Errorf("format pattern %q: %w", p, err)
	}
	subs := []*syntax.Regexp{re}
	if re.Op == syntax.OpConcat {
		subs = re.Sub
	}
	var gs []group
	total := 0
	for _, s := range subs {
		if s.Op != syntax.OpCapture {
			return nil, fmt.Errorf("format pattern %q: %s outside a group", p, s.Op)
		}
		g, ok := classRun(s.Sub[0])
		if !ok {
			return nil, fmt.Errorf("format pattern %q: group %q is not one repeated class", p, s.Sub[0])
		}
		gs = append(gs, g)
		total += g.min
	}
	if total == 0 || len(gs) > 9 {
		return nil, fmt.Errorf("format pattern %q: %d groups, shortest match %d", p, len(gs), total)
	}
	return gs, nil
}

func classRun(re *syntax.Regexp) (group, bool) {
	g := group{min: 1, max: 1}
	if re.Op == syntax.OpRepeat {
		if re.Max < re.Min || re.Max > 17 {
			return g, false
		}
		g.min, g.max = re.Min, re.Max
		re = re.Sub[0]
	}
	if re.Op != syntax.OpCharClass {
		return g, false
	}
	for i := 0; i < len(re.Rune); i += 2 {
		if re.Rune[i] < '0' || re.Rune[i+1] > '9' {
			return g, false // a class wider than digits: keep it exact
		}
	}
	g.mask = classMask(re.Rune)
	return g, g.mask != 0
}

// template compiles a replacement string as Go's regexp.Expand reads it
// (phonenumbers formats with Regexp.ReplaceAllString): "$n" refers to group
// n, the longest run of letters, digits and underscores after "$" is the
// name, "$$" is a dollar sign, and a "$" without a name is kept. A group
// reference becomes the byte n (1 to 9); a reference to a group the
// pattern lacks, or to a name, expands to nothing and is dropped. "$0" and
// "${n}", which no format uses, are refused.
func template(s string, ngroups int) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < ' ' || c > '~' {
			return "", fmt.Errorf("template %q: byte %#x", s, c)
		}
		if c != '$' {
			b.WriteByte(c)
			continue
		}
		if i+1 < len(s) && s[i+1] == '$' {
			b.WriteByte('$')
			i++
			continue
		}
		if i+1 < len(s) && s[i+1] == '{' {
			return "", fmt.Errorf("template %q: braces are not supported", s)
		}
		j := i + 1
		for j < len(s) && isWordByte(s[j]) {
			j++
		}
		name := s[i+1 : j]
		switch {
		case name == "":
			b.WriteByte('$')
			continue
		case name == "0":
			return "", fmt.Errorf("template %q: $0 is not supported", s)
		case len(name) == 1 && '1' <= name[0] && name[0] <= '9':
			if n := int(name[0] - '0'); n <= ngroups {
				b.WriteByte(byte(n))
			}
		default:
			// a name, a number with a leading zero or a group number above
			// 9: the patterns have no such group, so it expands to nothing
		}
		i = j - 1
	}
	return b.String(), nil
}

func isWordByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// nationalRule returns the format phonenumbers applies for NATIONAL:
// formatNsnUsingPatternWithCarrier replaces the first "$d" of the format
// (FIRST_GROUP_PATTERN) with the national prefix formatting rule, taken
// literally, when the rule is not empty.
func nationalRule(format, rule string) string {
	if rule == "" {
		return format
	}
	for i := 0; i+1 < len(format); i++ {
		if format[i] == '$' && '0' <= format[i+1] && format[i+1] <= '9' {
			return format[:i] + rule + format[i+2:]
		}
	}
	return format
}
