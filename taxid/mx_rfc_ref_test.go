package taxid

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The RFC check as it was written before the ASCII path and the merged
// table (mxCheckRFC, mxRFCChars), kept as the reference TestMXCheckRFC
// compares them with.

// mxCheckRFCWant is the reference RFC check: one pass that decodes a
// character at a time.
func mxCheckRFCWant(n string, v Validator) verdict {
	count := utf8.RuneCountInString(n)
	if count != 12 && count != 13 {
		return verdict{reason: faultLength}
	}
	if n == "XAXX010101000" || n == "XEXX010101000" {
		return verdict{warnings: WarnGeneric}
	}
	// One pass: decode one byte per character (ASCII as is, Ñ and ñ as
	// mxRFCEnye), check that it is of its part's class, and add it to the
	// check sum, where a company's 11 characters follow one space.
	name := count - 9 // 3 letters for a company, 4 for a person
	classes := mxRFCParts[name-3]
	var buf [13]byte
	sum, w := 0, 13
	if name == 3 {
		sum, w = 37*13, 12
	}
	k := 0
	for i := 0; i < len(n); k++ {
		c := n[i]
		if c < utf8.RuneSelf {
			i++
		} else if c == 0xC3 && i+1 < len(n) && (n[i+1] == 0x91 || n[i+1] == 0xB1) {
			c = mxRFCEnye
			i += 2
		} else {
			return verdict{reason: faultFormat}
		}
		if mxRFCClassesWant[c]&classes[k] == 0 {
			return verdict{reason: faultFormat}
		}
		buf[k] = c
		sum += int(mxRFCValuesWant[c]) * w
		w--
	}
	entity := entCompany
	if name == 4 {
		entity = entPerson
	}
	yy, mm, dd := twoDigits(buf[:], name), twoDigits(buf[:], name+2), twoDigits(buf[:], name+4)
	if !validDate(mm, dd, yy%4 == 0) {
		return verdict{reason: faultComponent, entity: entity}
	}
	// The word list is ASCII: only an ASCII prefix can match, and then it
	// is the first four bytes of n.
	if name == 4 && buf[0] < utf8.RuneSelf && buf[1] < utf8.RuneSelf &&
		buf[2] < utf8.RuneSelf && buf[3] < utf8.RuneSelf && mxRFCInconvenient(n[:4]) {
		return verdict{reason: faultComponent, entity: entity}
	}

	if h := buf[k-3]; 'W' <= h && h <= 'Z' {
		return verdict{reason: faultComponent, entity: entity} // a quotient above 29
	}
	sum -= int(mxRFCValuesWant[buf[k-1]]) // the check digit, added above with weight 1
	want := byte('A')
	if d := (11 - sum%11) % 11; d < 10 {
		want = byte('0' + d)
	}
	if buf[k-1] != want {
		if v.Lenient {
			return verdict{entity: entity, warnings: WarnChecksumMismatch}
		}
		return verdict{reason: faultChecksum, entity: entity}
	}
	return verdict{entity: entity}
}

// mxRFCClassesWant gives each character of a decoded RFC the classes it
// belongs to, as mxRFCClasses did before mxRFCChars.
var mxRFCClassesWant = [256]uint8{
	'0': rfcDigit | rfcHomoclave | rfcCheck, '1': rfcDigit | rfcHomoclave | rfcCheck,
	'2': rfcDigit | rfcHomoclave | rfcCheck, '3': rfcDigit | rfcHomoclave | rfcCheck,
	'4': rfcDigit | rfcHomoclave | rfcCheck, '5': rfcDigit | rfcHomoclave | rfcCheck,
	'6': rfcDigit | rfcHomoclave | rfcCheck, '7': rfcDigit | rfcHomoclave | rfcCheck,
	'8': rfcDigit | rfcHomoclave | rfcCheck, '9': rfcDigit | rfcHomoclave | rfcCheck,
	'A': rfcName | rfcHomoclave | rfcCheck,
	'B': rfcName | rfcHomoclave, 'C': rfcName | rfcHomoclave, 'D': rfcName | rfcHomoclave,
	'E': rfcName | rfcHomoclave, 'F': rfcName | rfcHomoclave, 'G': rfcName | rfcHomoclave,
	'H': rfcName | rfcHomoclave, 'I': rfcName | rfcHomoclave, 'J': rfcName | rfcHomoclave,
	'K': rfcName | rfcHomoclave, 'L': rfcName | rfcHomoclave, 'M': rfcName | rfcHomoclave,
	'N': rfcName | rfcHomoclave, 'O': rfcName | rfcHomoclave, 'P': rfcName | rfcHomoclave,
	'Q': rfcName | rfcHomoclave, 'R': rfcName | rfcHomoclave, 'S': rfcName | rfcHomoclave,
	'T': rfcName | rfcHomoclave, 'U': rfcName | rfcHomoclave, 'V': rfcName | rfcHomoclave,
	'W': rfcName | rfcHomoclave, 'X': rfcName | rfcHomoclave, 'Y': rfcName | rfcHomoclave,
	'Z': rfcName | rfcHomoclave, '&': rfcName, mxRFCEnye: rfcName,
}

// mxRFCValuesWant gives each character of a decoded RFC its value in the SAT
// alphabet "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ", its position in it;
// a table rather than tests, since the characters of a batch of RFCs come
// in no order a branch predictor can learn. Other bytes are 0.
var mxRFCValuesWant = [256]uint8{
	'1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9,
	'A': 10, 'B': 11, 'C': 12, 'D': 13, 'E': 14, 'F': 15, 'G': 16, 'H': 17, 'I': 18,
	'J': 19, 'K': 20, 'L': 21, 'M': 22, 'N': 23, '&': 24, 'O': 25, 'P': 26, 'Q': 27,
	'R': 28, 'S': 29, 'T': 30, 'U': 31, 'V': 32, 'W': 33, 'X': 34, 'Y': 35, 'Z': 36,
	' ': 37, mxRFCEnye: 38,
}

// TestMXCheckRFC compares mxCheckRFC with the reference on RFCs of persons
// and companies, with Ñ, ñ and &, the generic ones and the inconvenient
// words, and on every value one character away from them: each character
// replaced by one of a set that crosses every class, dropped or doubled.
func TestMXCheckRFC(t *testing.T) {
	bases := []string{"GODE561231GR8", "SAT970701NN3", "BSM970519DU8", "MUÑ110218LJ6", "MUñ110218LJ6",
		"ÑAÑA800229AB1", "G&DE561231GR8", "XAXX010101000", "XEXX010101000", "WMT970714R10", "A&A000101AA1"}
	for _, w := range strings.Fields(mxCURPWords) {
		bases = append(bases, w+"561231GR8", w+"000229WA1")
	}
	subs := []string{"", "0", "1", "9", "A", "B", "N", "W", "X", "Z", "&", " ", "-", "Ñ", "ñ", "É", "a", "\xff", "\xc3", "\u200b"}
	n := 0
	check := func(s string) {
		for _, v := range []Validator{{}, {Lenient: true}} {
			n++
			if got, want := mxCheckRFC(s, v), mxCheckRFCWant(s, v); got != want {
				t.Fatalf("mxCheckRFC(%q, %+v) = %+v, want %+v", s, v, got, want)
			}
		}
	}
	for _, b := range bases {
		check(b)
		for i, r := range b {
			size := utf8.RuneLen(r)
			check(b[:i] + b[i+size:])          // dropped
			check(b[:i] + b[i:i+size] + b[i:]) // doubled
			for _, sub := range subs {
				check(b[:i] + sub + b[i+size:])
			}
		}
	}
	for _, s := range []string{"", "A", "GODE561231GR", "GODE561231GR8X", "ÑÑÑÑÑÑÑÑÑÑÑÑ", "ÑÑÑÑÑÑÑÑÑÑÑÑÑ", "\xc3\xc3\xc3\xc3\xc3\xc3\xc3\xc3\xc3\xc3\xc3\xc3"} {
		check(s)
	}
	t.Logf("%d values", n)
}

// FuzzMXCheckRFC compares mxCheckRFC with the reference on any value.
func FuzzMXCheckRFC(f *testing.F) {
	for _, s := range []string{"GODE561231GR8", "SAT970701NN3", "MUÑ110218LJ6", "XAXX010101000", "BUEY561231GR8"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, lenient bool) {
		v := Validator{Lenient: lenient}
		if got, want := mxCheckRFC(s, v), mxCheckRFCWant(s, v); got != want {
			t.Fatalf("mxCheckRFC(%q, %+v) = %+v, want %+v", s, v, got, want)
		}
	})
}

// mxRFCInconvenient reports whether the four bytes s, a person's RFC's
// letters, are one of mxRFCWords: the check mxCheckRFC makes, as the old
// check and the word lists' test call it.
func mxRFCInconvenient(s string) bool {
	return len(s) == 4 && mxInconvenient(mxWord32(s))&mxForRFC != 0
}
