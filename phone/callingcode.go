package phone

import "strconv"

// appendCallingCode appends the decimal digits of the country calling code
// cc, as strconv.AppendInt does: a calling code has one to three digits,
// written here without strconv's general loop, which the E.164 form and
// the reading of a region's own code pay on every number.
func appendCallingCode(b []byte, cc int) []byte {
	switch {
	case cc < 0 || cc > 999:
		return strconv.AppendInt(b, int64(cc), 10)
	case cc < 10:
		return append(b, byte('0'+cc))
	case cc < 100:
		return append(b, byte('0'+cc/10), byte('0'+cc%10))
	}
	return append(b, byte('0'+cc/100), byte('0'+cc/10%10), byte('0'+cc%10))
}
