package checksum_test

import (
	"fmt"

	"github.com/ndval/ndval/internal/checksum"
)

// The check digit of YPF's CUIT 30-54668997-9: mod 11 with the weights
// 5432765432, where 11 is written 0 (and 10 has no valid digit).
func ExampleWeightedSum() {
	sum, ok := checksum.WeightedSum("3054668997", []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2})
	fmt.Println(sum, ok, checksum.Mod11(sum))
	_, ok = checksum.WeightedSum("30546689O7", []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2}) // a letter O
	fmt.Println(ok)
	// Output:
	// 233 true 9
	// false
}

func ExampleLuhnValid() {
	d, ok := checksum.LuhnDigit("7992739871")
	fmt.Println(d, ok, checksum.LuhnValid("79927398713"), checksum.LuhnValid("79927398710"))
	// Output:
	// 3 true true false
}
