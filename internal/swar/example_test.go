package swar_test

import (
	"fmt"
	"math/bits"

	"github.com/ndval/ndval/internal/swar"
)

// The first byte of a word that is not ASCII, found by the word's high
// bits.
func ExampleLoad() {
	x := swar.Load("Gómez, A")
	fmt.Println(bits.TrailingZeros64(x&swar.Highs) / 8)
	// Output: 1
}

// A number's first word of eight digits.
func ExampleDigits() {
	fmt.Println(swar.Digits(swar.Load("20123456789")), swar.Digits(swar.Load("2012-345678")))
	// Output: true false
}
