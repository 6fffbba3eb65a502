package email

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// isRoleRef is isRole without its shortcuts: the whole local part folded,
// then looked for in roleNames one by one.
func isRoleRef(local string) bool {
	if local == "" || local[0] == '"' {
		return false
	}
	var b []byte
	for _, r := range local {
		if r == '+' {
			break
		}
		if r == '.' || r == '-' || r == '_' {
			continue
		}
		b = utf8.AppendRune(b, unicode.ToLower(r)) // an invalid byte is U+FFFD, as in isRole
		if len(b) > 2*maxLocal {
			return false
		}
	}
	for len(b) > 0 && '0' <= b[len(b)-1] && b[len(b)-1] <= '9' {
		b = b[:len(b)-1]
	}
	return slices.Contains(roleNames[:], string(b))
}

// TestRoleShortcuts holds isRole, which turns a local part away at its
// second folded byte (rolePrefixes) and finds it by hash (roleSet), to
// isRoleRef: on every role name as written, upper-cased, dotted,
// hyphenated, tagged and numbered; on every name with its first or
// second byte replaced by every ASCII byte and by every other rune of
// Latin-1 and Latin Extended-A; and on every string of up to three
// characters from letters, digits, separators and a few accented letters.
func TestRoleShortcuts(t *testing.T) {
	var values []string
	for _, s := range roleNames {
		require.GreaterOrEqual(t, len(s), 2, "rolePrefixes needs two bytes: %q", s)
		values = append(values, s, strings.ToUpper(s), s+"+web", s+"2", s+"_01", "x"+s,
			s[:1]+"."+s[1:], s[:1]+"-"+s[1:2]+"_"+s[2:], "+"+s, s[:len(s)-1])
		for r := rune(0); r < 0x180; r++ {
			c := string(r)
			if r >= utf8.RuneSelf && r < 0xa0 {
				continue
			}
			values = append(values, c+s[1:], s[:1]+c+s[2:], c+s)
		}
	}
	alphabet := []string{"a", "b", "c", "n", "s", "x", "A", "Z", "0", "9", ".", "-", "_", "+", "ñ", "Á", "é", "ç", "\xff"}
	for _, a := range alphabet {
		for _, b := range alphabet {
			for _, c := range alphabet {
				values = append(values, a, a+b, a+b+c)
				// Four and five: the first four bytes isRole reads at once.
				for _, d := range alphabet {
					values = append(values, a+b+c+d, a+b+c+d+"s", "in"+a+b)
				}
			}
		}
	}
	// Every role name with a separator, a tag, a digit or a letter that is
	// not ASCII at each of its first five places.
	for _, s := range roleNames {
		for i := 0; i <= min(5, len(s)); i++ {
			for _, c := range []string{".", "-", "_", "+", "7", "é", "\xff"} {
				values = append(values, s[:i]+c+s[i:])
			}
		}
	}
	roles := 0
	for _, v := range values {
		want := isRoleRef(v)
		if want {
			roles++
		}
		if isRole(v) != want {
			t.Fatalf("isRole(%q) = %v, want %v", v, !want, want)
		}
	}
	t.Logf("%d local parts, %d roles", len(values), roles)
	assert.Greater(t, roles, 6*len(roleNames))
}

// FuzzIsRole compares isRole with isRoleRef on any local part.
func FuzzIsRole(f *testing.F) {
	for _, s := range []string{"ventas", "Facturacion_2", "cuentas.por.pagar", "emma.gomez", "nãoresponda", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, local string) {
		if len(local) > maxLocal {
			return // parse turns longer local parts away
		}
		if got, want := isRole(local), isRoleRef(local); got != want {
			t.Fatalf("isRole(%q) = %v, want %v", local, got, want)
		}
	})
}
