package phone

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/nyaruka/phonenumbers"
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
type input struct {
	content  bool   // holds a digit or a letter
	digits   int    // decimal digits, in any script phonenumbers reads
	letters  int    // letters, which phonenumbers may read as a vanity number
	prefix   prefix // what the first digit or plus sign says
	afterIDD int    // with prefixIDD, the byte offset just after "00"
}

// scan reads value once. The prefix is decided at the first digit or plus
// sign, where phonenumbers itself starts reading ("Tel: +54 ..." starts at
// the +): a plus sign (ASCII or full-width, as phonenumbers' PLUS_CHARS) is
// prefixPlus, two ASCII zeros in a row are prefixIDD.
func scan(value string) input {
	var in input
	decided := false
	for i := 0; i < len(value); {
		c := value[i]
		r, size := rune(c), 1
		if c >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(value[i:])
		}
		switch {
		case '0' <= r && r <= '9' || r >= utf8.RuneSelf && unicode.IsDigit(r):
			in.digits++
			if !decided {
				decided = true
				if r == '0' && i+1 < len(value) && value[i+1] == '0' {
					in.prefix, in.afterIDD = prefixIDD, i+2
				}
			}
		case r == '+' || r == '＋':
			if !decided {
				decided = true
				in.prefix = prefixPlus
			}
		case 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || r >= utf8.RuneSelf && unicode.IsLetter(r):
			in.letters++
		}
		i += size
	}
	in.content = in.digits+in.letters > 0
	return in
}

// plusForm rewrites a value that starts with the international call prefix
// 00 into the + form: "00 54 11 ..." becomes "+ 54 11 ...". Anything before
// the 00 (a label such as "Tel:") is dropped, as phonenumbers drops it.
func plusForm(value string, afterIDD int) string {
	return "+" + value[afterIDD:]
}

// lookupRegion checks the country given and returns it upper-cased, with
// its country calling code. An empty country is not an error here: whether
// it is allowed depends on how the number is written.
func lookupRegion(country string) (region string, code int, reason Reason) {
	c := strings.TrimSpace(country)
	if c == "" {
		return "", 0, ""
	}
	if len(c) != 2 || !isASCIILetter(c[0]) || !isASCIILetter(c[1]) {
		return "", 0, ReasonInvalidCountry
	}
	if c[0] >= 'a' || c[1] >= 'a' {
		c = strings.ToUpper(c) // two bytes; only lower-case input pays for it
	}
	// GetCountryCodeForRegion is 0 for a region phonenumbers has no
	// metadata for: every ISO 3166-1 alpha-2 code except AQ, BV, GS, HM,
	// PN, TF and UM, plus AC, TA and XK, which are not ISO codes.
	code = phonenumbers.GetCountryCodeForRegion(c)
	if code == 0 {
		return "", 0, ReasonInvalidCountry
	}
	return c, code, ""
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
