package phone

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/clean"
)

// TestPasted holds Boti's number (testdata/ar.txt) as it comes pasted from
// web pages, PDFs and spreadsheets: each variant validates as the plain
// one does.
func TestPasted(t *testing.T) {
	for _, tc := range []struct{ name, country, value string }{
		{"no-break spaces", "AR", "011\u00a015\u00a05050-0147"},
		{"thin spaces", "AR", "011\u200915\u20095050-0147"},
		{"narrow no-break spaces", "AR", "011\u202f15\u202f5050\u202f0147"},
		{"ideographic space", "AR", "011\u300015 5050-0147"},
		{"en dash", "AR", "011 15 5050\u20130147"},
		{"em dash", "AR", "011 15 5050\u20140147"},
		{"minus sign", "AR", "011 15 5050\u22120147"},
		{"non-breaking hyphen", "AR", "011\u201115\u20115050\u20110147"},
		{"full-width digits", "AR", "０１１ １５ ５０５０-０１４７"},
		{"full-width 00 in Brazil", "BR", "００５４ ９ １１ ５０５０ ０１４７"},
		{"full-width plus", "", "＋54 9 11 5050 0147"},
		{"left-to-right marks", "AR", "\u200e011 15 5050-0147\u200e"},
		{"right-to-left mark", "AR", "\u200f+54 9 11 5050-0147"},
		{"zero width space", "AR", "011 15\u200b5050-0147"},
		{"zero width non-joiner", "AR", "011 15 5050\u200c0147"},
		{"zero width joiner", "AR", "011 15 5050\u200d0147"},
		{"word joiner", "AR", "011\u206015 5050-0147"},
		{"soft hyphen", "AR", "011 15 5050\u00ad0147"},
		{"byte order mark", "AR", "\ufeff011 15 5050-0147"},
		{"bidi isolate", "AR", "\u2066+54 9 11 5050-0147\u2069"},
		{"mark inside the 00", "BR", "0\u200e054 9 11 5050 0147"},
		{"mark and space around", "", "\u200e \u00a0+54 9 11 5050-0147 \u200f"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Validate(tc.country, tc.value)
			require.True(t, r.Valid, "%+q: %s", tc.value, string(r.Reason))
			assert.Equal(t, "+5491150500147", r.Normalized)
			assert.Equal(t, TypeMobile, r.Type)
		})
	}
}

// TestInvisibleIgnored inserts each invisible mark of internal/clean at
// every position of the testdata values: the answer never changes.
func TestInvisibleIgnored(t *testing.T) {
	marks := []rune{'\u00ad', '\u061c', '\u180e', '\u200b', '\u200c', '\u200d', '\u200e', '\u200f',
		'\u202a', '\u202e', '\u2060', '\u2064', '\u2066', '\u2069', '\ufeff'}
	for _, m := range marks {
		require.True(t, clean.IsInvisible(m), "%U", m)
	}
	for i, tc := range readTestdata(t) {
		want := Validate(tc.country, tc.value)
		m := string(marks[i%len(marks)])
		for j := range len(tc.value) + 1 {
			if j < len(tc.value) && !utf8.RuneStart(tc.value[j]) {
				continue
			}
			v := tc.value[:j] + m + tc.value[j:]
			assert.Equal(t, want, Validate(tc.country, v), "%s: %+q", tc.name(), v)
		}
	}
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{
		"":                       "",
		"+54 9 11 5050-0147":     "+54 9 11 5050-0147",
		"\u200e+54\u00a09\u2009": "+54 9 ",
		"５０５０－０１４７":              "5050-0147",
		"＋ ５４":                   "+ 54",
		"Tel.\u2002٠١١":          "Tel. ٠١١", // Arabic-Indic digits are left to phonenumbers
		"a\xffb":                 "a\xffb",
		"\u30fc":                 "\u30fc",
	} {
		assert.Equal(t, want, normalize(in), "%+q", in)
	}
	ascii := "011 15 5050-0147"
	assert.Zero(t, testing.AllocsPerRun(100, func() { normalize(ascii) }))
	long := strings.Repeat("\u200e1", maxRaw/4)
	assert.Equal(t, strings.Repeat("1", maxRaw/4), normalize(long))
}

// scanRef is scan a rune at a time, as it was before its ASCII path.
func scanRef(value string) input {
	var in input
	in.prefix, in.afterIDD = prefixOf(value)
	for _, r := range value {
		switch {
		case '0' <= r && r <= '9' || r >= utf8.RuneSelf && unicode.IsDigit(r):
			in.digits++
		case 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || r >= utf8.RuneSelf && unicode.IsLetter(r):
			in.letters++
		}
	}
	in.content = in.digits+in.letters > 0
	return in
}

// TestScan holds scan to scanRef on every byte value alone and between
// digits, and on values with letters and digits of other scripts and
// invalid UTF-8.
func TestScan(t *testing.T) {
	values := []string{"", "+54 9 11 5050-0147", "Tel: 011 4329-2000 int. 12", "٠١١ ٤٣٢٩", "Teléfono ５５ ８９", "\xff\xfe12", "1\xc3", "ABCxyz@[`{"}
	for c := range 256 {
		values = append(values, string([]byte{byte(c)}), "1"+string([]byte{byte(c)})+"2")
	}
	for _, v := range values {
		assert.Equal(t, scanRef(v), scan(v), "%q", v)
		assert.Equal(t, scanRef(v).content, hasContent(v), "%q", v)
	}
}

// TestHasContent holds hasContent, which stops at the first digit or
// letter, to scanRef's content on every rune (and an invalid byte) alone,
// after separators and between them.
func TestHasContent(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune+1; r++ {
		c := string(r)
		if r > unicode.MaxRune {
			c = "\xff"
		}
		for _, v := range []string{c, " -" + c, "(" + c + ")"} {
			if hasContent(v) != scanRef(v).content {
				t.Fatalf("%+q: hasContent %v", v, hasContent(v))
			}
		}
	}
}

// TestNormalizeEightAtATime checks normalize's ASCII prefix, read eight
// bytes at a time: a character that is not ASCII, at every position of
// ASCII values of 0 to 20 bytes, is normalized as it is alone, and the
// ASCII around it is kept.
func TestNormalizeEightAtATime(t *testing.T) {
	marks := []string{"\u200e", "\u2009", "\u00a0", "－", "５", "＋", "é", "\x80", "\xff", "\u30fc"}
	for n := range 21 {
		base := strings.Repeat("1 -", 7)[:n]
		assert.Equal(t, base, normalize(base))
		for pos := range n + 1 {
			for _, m := range marks {
				v := base[:pos] + m + base[pos:]
				if got, want := normalize(v), base[:pos]+normalize(m)+base[pos:]; got != want {
					t.Fatalf("normalize(%+q) = %+q, want %+q", v, got, want)
				}
			}
		}
	}
}

// TestNormalizeShortens checks what readValue relies on to trim a value
// once: normalize returns every value it changes shorter, so that one it
// returns at the same length is the value itself. Every rune (and an
// invalid byte) is tried alone and between ASCII letters.
func TestNormalizeShortens(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune+1; r++ {
		c := string(r)
		if r > unicode.MaxRune {
			c = "\xff"
		}
		for _, v := range []string{c, "a" + c + "b"} {
			if n := normalize(v); len(n) == len(v) && n != v || len(n) > len(v) {
				t.Fatalf("%+q: normalize gives %+q", v, n)
			}
		}
	}
}
