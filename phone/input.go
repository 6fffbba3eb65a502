package phone

import (
	"unicode"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/clean"
	"github.com/ndval/ndval/internal/swar"
)

// prefix is how a number is introduced: nationally, with a plus sign, or
// with the international call prefix 00.
type prefix uint8

const (
	prefixNone prefix = iota
	prefixPlus
	prefixIDD
)

// input is what one pass over the value learns before phonenumbers sees it.
// readValue reads the prefix and the content alone, up to the first digit
// or letter; the counts are scan's, which only parseReason needs.
type input struct {
	content  bool   // holds a digit or a letter
	digits   int    // decimal digits, in any script phonenumbers reads
	letters  int    // letters, which phonenumbers may read as a vanity number
	prefix   prefix // what the first digit or plus sign says
	afterIDD int    // with prefixIDD, the byte offset just after "00"
}

// scan reads value once, after normalize (which writes full-width digits
// and plus signs in ASCII).
func scan(value string) input {
	var in input
	in.prefix, in.afterIDD = prefixOf(value)
	for i := 0; i < len(value); {
		d, l, size := classify(value, i)
		in.digits += d
		in.letters += l
		i += size
	}
	in.content = in.digits+in.letters > 0
	return in
}

// hasContent is scan(value).content, read up to the first digit or
// letter.
func hasContent(value string) bool {
	for i := 0; i < len(value); {
		if c := value[i]; c < utf8.RuneSelf {
			// classify's ASCII case without its call: the usual value
			// starts with a digit or a sign.
			if asciiContent(c) {
				return true
			}
			i++
			continue
		}
		d, l, size := classify(value, i)
		if d+l > 0 {
			return true
		}
		i += size
	}
	return false
}

// classify reads the character at value[i:] and returns 1 and 0 for a
// digit, 0 and 1 for a letter, 0 and 0 for anything else, and its size.
// An ASCII byte is classified without decoding.
func classify(value string, i int) (digit, letter, size int) {
	if c := value[i]; c < utf8.RuneSelf {
		switch {
		case c-'0' < 10:
			return 1, 0, 1
		case asciiContent(c):
			return 0, 1, 1
		}
		return 0, 0, 1
	}
	r, size := utf8.DecodeRuneInString(value[i:])
	switch {
	case unicode.IsDigit(r):
		return 1, 0, size
	case unicode.IsLetter(r):
		return 0, 1, size
	}
	return 0, 0, size
}

// asciiContent reports whether the ASCII byte c is a digit or a letter.
func asciiContent(c byte) bool {
	return c-'0' < 10 || (c|0x20)-'a' < 26 // c|0x20 is the lower case of a letter
}

// prefixOf returns how the normalized value introduces its number, and
// with prefixIDD the byte offset just after "00". The prefix is decided at
// the first digit or plus sign, where phonenumbers itself starts reading
// ("Tel: +54 ..." starts at the +): a plus sign is prefixPlus, two ASCII
// zeros in a row are prefixIDD, anything else prefixNone.
func prefixOf(value string) (prefix, int) {
	for i, r := range value {
		switch {
		case r == '+':
			return prefixPlus, 0
		case r == '0' && i+1 < len(value) && value[i+1] == '0':
			return prefixIDD, i + 2
		case '0' <= r && r <= '9' || r >= utf8.RuneSelf && unicode.IsDigit(r):
			return prefixNone, 0
		}
	}
	return prefixNone, 0
}

// plusForm rewrites a value that starts with the international call prefix
// 00 into the + form: "00 54 11 ..." becomes "+ 54 11 ...". Anything before
// the 00 (a label such as "Tel:") is dropped, as phonenumbers drops it.
func plusForm(value string, afterIDD int) string {
	return "+" + value[afterIDD:]
}

// maxRaw bounds the bytes normalize reads: a value longer than that, as
// given, is too_long at once. Each character normalize drops or shortens
// takes two to four bytes, so a number written with a mark or a Unicode
// space between every digit still fits.
const maxRaw = 4 * MaxLength

// normalize prepares a value pasted from a web page, a PDF or a
// spreadsheet for phonenumbers, with the module's separator classes
// (internal/clean): it drops the invisible marks (clean.IsInvisible: the
// direction marks LRM and RLM, zero-width spaces and joiners, the soft
// hyphen, the byte order mark ...) and writes every Unicode space
// (clean.IsSpace) as ' ', every Unicode dash (clean.IsDash) as '-', and
// full-width digits and plus signs as their ASCII forms.
//
// phonenumbers itself reads the no-break and ideographic spaces, the
// dashes, the soft hyphen, the zero width space and full-width digits, but
// not the thin or narrow no-break spaces, the direction marks or the
// zero-width joiners: a number holding one of those was invalid_format.
// And scan must see the ASCII zeros of a full-width "００54" to read the 00
// prefix. Every other character is kept for phonenumbers to judge.
//
// It returns value itself, without allocating, when value is ASCII. It is
// given at most maxRaw bytes, and its result is never longer than its
// input.
func normalize(value string) string {
	i := 0
	for i+8 <= len(value) && swar.ASCII(swar.Load(value[i:])) {
		i += 8 // eight ASCII bytes at a time, the usual value
	}
	if i < len(value) && i+8 > len(value) && len(value) >= 8 && swar.ASCII(swar.Load(value[len(value)-8:])) {
		// Fewer than eight bytes are left, all of them among the last
		// eight, which one load reads (again over some that are known).
		i = len(value)
	}
	for i < len(value) && value[i] < utf8.RuneSelf {
		i++
	}
	if i == len(value) {
		return value
	}
	var buf [maxRaw]byte
	b := append(buf[:0], value[:i]...)
	for i < len(value) {
		c := value[i]
		if c < utf8.RuneSelf {
			b = append(b, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(value[i:])
		switch {
		case clean.IsInvisible(r):
		case clean.IsSpace(r):
			b = append(b, ' ')
		case clean.IsDash(r):
			b = append(b, '-')
		case '０' <= r && r <= '９':
			b = append(b, byte(r-'０'+'0'))
		case r == '＋':
			b = append(b, '+')
		default:
			b = append(b, value[i:i+size]...)
		}
		i += size
	}
	return string(b)
}
