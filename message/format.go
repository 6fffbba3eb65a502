package message

import "strings"

// Format returns the message of key in l with its placeholders filled in:
// args are pairs of a placeholder's name and its value ("n", "3" fills
// {n}). A placeholder without a value is left as it is, and a value is
// never read again for placeholders. Format returns "" for a key no
// catalog has.
func (l Lang) Format(key string, args ...string) string {
	t := l.Text(key)
	if len(args) < 2 || strings.IndexByte(t, '{') < 0 {
		return t
	}
	var b strings.Builder
	b.Grow(len(t) + 16)
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			break
		}
		b.WriteString(t[:i])
		name, v, ok := t[i+1:i+j], "", false
		for k := 0; k+1 < len(args); k += 2 {
			if args[k] == name {
				v, ok = args[k+1], true
				break
			}
		}
		if ok {
			b.WriteString(v)
		} else {
			b.WriteString(t[i : i+j+1])
		}
		t = t[i+j+1:]
	}
	b.WriteString(t)
	return b.String()
}
