package main

import (
	"fmt"
	"strings"
)

// expand lists the literal prefixes a libaddressinput sub_zips pattern
// stands for. The patterns use a small part of regular-expression syntax:
// alternation at the top level, digits, letters, spaces, character classes
// with ranges ([0-24-8]) and ? after a letter; "69[0-24-8]" is 690, 691,
// 692, 694 ... 698.
func expand(pattern string) ([]string, error) {
	var out []string
	for _, alt := range strings.Split(pattern, "|") {
		prefixes := []string{""}
		for i := 0; i < len(alt); i++ {
			var set []byte
			switch c := alt[i]; {
			case c == '[':
				end := strings.IndexByte(alt[i:], ']')
				if end < 0 {
					return nil, fmt.Errorf("pattern %q: unclosed [", pattern)
				}
				cls := alt[i+1 : i+end]
				i += end
				for j := 0; j < len(cls); j++ {
					if j+2 < len(cls) && cls[j+1] == '-' {
						for d := cls[j]; d <= cls[j+2]; d++ {
							set = append(set, d)
						}
						j += 2
						continue
					}
					set = append(set, cls[j])
				}
			case c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c == ' ':
				set = []byte{c}
			default:
				return nil, fmt.Errorf("pattern %q: unsupported %q", pattern, c)
			}
			optional := i+1 < len(alt) && alt[i+1] == '?'
			if optional {
				i++
			}
			var next []string
			for _, p := range prefixes {
				if optional {
					next = append(next, p)
				}
				for _, c := range set {
					next = append(next, p+string(c))
				}
			}
			prefixes = next
		}
		out = append(out, prefixes...)
	}
	return out, nil
}
