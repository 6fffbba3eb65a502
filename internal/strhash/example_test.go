package strhash_test

import (
	"fmt"

	"github.com/ndval/ndval/internal/strhash"
)

func ExampleSet() {
	domains := []string{"gmail.com", "hotmail.com", "uol.com.br"}
	set := strhash.NewSet(domains)
	fmt.Println(set.Index("uol.com.br"), set.IndexBytes([]byte("gmail.com")), set.Index("gmial.com"))
	// Output: 2 0 -1
}

func ExampleAdd() {
	// The hashes of every prefix of a code, in one pass.
	code := "0131"
	h := strhash.Offset
	for i := 0; i < len(code); i++ {
		h = strhash.Add(h, code[i])
		fmt.Println(code[:i+1], h == strhash.Sum(code[:i+1]))
	}
	// Output:
	// 0 true
	// 01 true
	// 013 true
	// 0131 true
}
