package checksum

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsDigits(t *testing.T) {
	assert.True(t, IsDigits("0123456789"))
	assert.False(t, IsDigits(""))
	assert.False(t, IsDigits("12a"))
	assert.False(t, IsDigits("１２")) // full-width digits are not ASCII
}

func TestAllSame(t *testing.T) {
	assert.True(t, AllSame("1111"))
	assert.True(t, AllSame("a"))
	assert.False(t, AllSame(""))
	assert.False(t, AllSame("1112"))
}

func TestWeightedSum(t *testing.T) {
	sum, ok := WeightedSum("123", []int{3, 2, 1})
	assert.True(t, ok)
	assert.Equal(t, 1*3+2*2+3*1, sum)

	_, ok = WeightedSum("12", []int{1, 2, 3})
	assert.False(t, ok, "length mismatch")
	_, ok = WeightedSum("1x3", []int{1, 2, 3})
	assert.False(t, ok, "non-digit")
}

func TestWeightedSumRight(t *testing.T) {
	// Chilean RUT 12.345.678-5: weights 2..7 repeating from the right.
	sum, ok := WeightedSumRight("12345678", []int{2, 3, 4, 5, 6, 7})
	assert.True(t, ok)
	assert.Equal(t, 8*2+7*3+6*4+5*5+4*6+3*7+2*2+1*3, sum)
	assert.Equal(t, 5, Mod11(sum))

	_, ok = WeightedSumRight("", []int{2})
	assert.False(t, ok)
	_, ok = WeightedSumRight("1", nil)
	assert.False(t, ok)
	_, ok = WeightedSumRight("1-2", []int{2})
	assert.False(t, ok)
}

func TestLuhn(t *testing.T) {
	// Published Luhn examples: 79927398713 (Wikipedia), the Visa test card.
	for _, s := range []string{"79927398713", "4111111111111111", "0"} {
		if s == "0" {
			assert.False(t, LuhnValid(s), "too short")
			continue
		}
		assert.True(t, LuhnValid(s), s)
	}
	assert.False(t, LuhnValid("79927398710"))
	assert.False(t, LuhnValid("7992739871x"))
	d, ok := LuhnDigit("7992739871")
	assert.True(t, ok)
	assert.Equal(t, 3, d)
	_, ok = LuhnDigit("")
	assert.False(t, ok)
}

func TestMod11(t *testing.T) {
	assert.Equal(t, 11, Mod11(0))
	assert.Equal(t, 1, Mod11(10))
	assert.Equal(t, 10, Mod11(12))
}

func TestMod11Zero(t *testing.T) {
	assert.Equal(t, 0, Mod11Zero(0))  // remainder 0
	assert.Equal(t, 0, Mod11Zero(12)) // remainder 1
	assert.Equal(t, 9, Mod11Zero(13)) // remainder 2
	assert.Equal(t, 1, Mod11Zero(21)) // remainder 10
}
