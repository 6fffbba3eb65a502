package phone

import (
	"strconv"

	"github.com/nyaruka/phonenumbers"
)

// national formats n as dialled within its country, given its
// international form.
//
// It corrects a fault of phonenumbers v1.8.1 that only Argentine mobiles
// meet: their national formats ("$2 15-$3-$4") do not start with the first
// group, and phonenumbers inserts the national prefix formatting rule "0$1"
// literally where libphonenumber's Java code (Matcher.replaceFirst) turns
// its "$1" into the group the format starts with. phonenumbers so writes
// "09 15-5050-0147" (0 and the mobile token 9) where libphonenumber writes
// "011 15-5050-0147" (0 and the area code). The area code is the group after
// "+54 9" in the international form ("$1 $2 $3-$4"). TestNationalARFault
// fails once phonenumbers is fixed, so that this can go.
func national(n *phonenumbers.PhoneNumber, international string) string {
	s := phonenumbers.Format(n, phonenumbers.NATIONAL)
	if area, ok := areaAR(int(n.GetCountryCode()), s, international); ok {
		return "0" + area + s[len("09"):]
	}
	return s
}

// areaAR returns the area code that the national form of a number with
// country calling code cc lacks when phonenumbers wrote it "09 15-..."
// (see national): the group after "+54 9 " in its international form. It
// reports false when the national form needs no correction.
func areaAR[S string | []byte](cc int, national, international S) (S, bool) {
	const nat, intl = "09 ", "+54 9 "
	if cc != 54 || len(national) < len(nat) || string(national[:len(nat)]) != nat ||
		len(international) < len(intl) || string(international[:len(intl)]) != intl {
		return national[:0], false
	}
	rest := international[len(intl):]
	for i := 0; i < len(rest); i++ {
		if rest[i] == ' ' {
			return rest[:i], true
		}
	}
	return national[:0], false
}

// e164 formats n as phonenumbers.Format(n, phonenumbers.E164) does (plus,
// country code, leading zeros, national number; no extension), in one
// allocation instead of four.
func e164(n *phonenumbers.PhoneNumber) string {
	var buf [1 + 3 + 2*phonenumbers.MAX_LENGTH_FOR_NSN]byte
	b := append(buf[:0], '+')
	b = strconv.AppendInt(b, int64(n.GetCountryCode()), 10)
	if n.GetItalianLeadingZero() {
		for i := int32(0); i < n.GetNumberOfLeadingZeros() && i < phonenumbers.MAX_LENGTH_FOR_NSN; i++ {
			b = append(b, '0')
		}
	}
	b = strconv.AppendUint(b, n.GetNationalNumber(), 10)
	return string(b)
}
