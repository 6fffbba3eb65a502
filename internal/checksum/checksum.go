// Package checksum holds the check-digit arithmetic shared by the field
// packages: weighted sums, mod 10 (Luhn) and mod 11 in their common forms.
//
// The functions are pure and allocation-free. Inputs are ASCII strings; a
// function that needs digits reports ok == false on any other byte instead
// of guessing, so callers can tell a format error from a checksum error.
package checksum

// IsDigits reports whether s is non-empty and made only of ASCII digits.
func IsDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// AllSame reports whether every byte of s equals the first one. The empty
// string reports false.
func AllSame(s string) bool {
	if s == "" {
		return false
	}
	for i := 1; i < len(s); i++ {
		if s[i] != s[0] {
			return false
		}
	}
	return true
}

// WeightedSum returns the sum of the digits of s multiplied by weights,
// pairing s[i] with weights[i]. It reports ok == false when s holds a
// non-digit or when len(s) != len(weights).
func WeightedSum(s string, weights []int) (sum int, ok bool) {
	if len(s) != len(weights) {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		sum += int(c-'0') * weights[i]
	}
	return sum, true
}

// WeightedSumRight is WeightedSum with the weights applied from the right:
// the last digit of s takes weights[0], the one before it weights[1], and
// the weights repeat when s is longer than weights. It suits rules stated
// as "weights 2, 3, 4, ... from the right", whose numbers vary in length.
func WeightedSumRight(s string, weights []int) (sum int, ok bool) {
	if s == "" || len(weights) == 0 {
		return 0, false
	}
	w := 0
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		sum += int(c-'0') * weights[w]
		w++
		if w == len(weights) {
			w = 0
		}
	}
	return sum, true
}

// LuhnValid reports whether the digit string s, check digit last, passes
// the Luhn mod 10 algorithm (ISO/IEC 7812-1 annex B).
func LuhnValid(s string) bool {
	if len(s) < 2 {
		return false
	}
	d, ok := LuhnDigit(s[:len(s)-1])
	return ok && byte('0'+d) == s[len(s)-1]
}

// LuhnDigit returns the Luhn check digit to append to the digit string s.
func LuhnDigit(s string) (digit int, ok bool) {
	if s == "" {
		return 0, false
	}
	sum := 0
	double := true // the digit next to the check digit is doubled
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		d := int(c - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return (10 - sum%10) % 10, true
}

// Mod11 returns 11 - sum%11, the raw check value of the common mod 11
// rules. The result is in 1..11; callers map 10 and 11 as their rule says
// (to 0, to 1, to K, or as "no valid check digit").
func Mod11(sum int) int {
	return 11 - sum%11
}

// Mod11Zero returns the check digit of the mod 11 rules that write both 10
// and 11 as 0 (Brazil's CPF and CNPJ, Paraguay's RUC, Panama's DV): 11 -
// sum%11, or 0 when the remainder is 0 or 1.
func Mod11Zero(sum int) int {
	if r := sum % 11; r > 1 {
		return 11 - r
	}
	return 0
}
