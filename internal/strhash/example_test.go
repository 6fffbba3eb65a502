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

func ExampleSum() {
	fmt.Printf("%#x %#x\n", strhash.Sum("foobar"), strhash.Sum([]byte("foobar")))
	// Output: 0xbf9cf968 0xbf9cf968
}

func ExampleTable_Find() {
	// Rows of several countries, a key unique within a country's rows
	// only: the table holds every row, and match says which is wanted.
	rows := []struct{ country, key string }{
		{"CR", "san jose"}, {"CR", "heredia"}, {"UY", "san jose"}, {"UY", "colonia"},
	}
	t := strhash.NewTable(len(rows), func(i int) uint32 { return strhash.Sum(rows[i].key) })
	find := func(country, key string) int {
		return t.Find(strhash.Sum(key), func(i int) bool {
			return rows[i].country == country && rows[i].key == key
		})
	}
	fmt.Println(find("CR", "san jose"), find("UY", "san jose"), find("UY", "heredia"))
	// Output: 0 2 -1
}

func ExampleExtendReverse() {
	// The hashes of every suffix of a key, in one pass from its end: the
	// hashes of the suffixes reversed.
	key := "san jose"
	h := strhash.Offset
	for i := len(key) - 1; i >= 0; i-- {
		if key[i] == ' ' {
			fmt.Printf("%q %v\n", key[i+1:], h == strhash.Sum("esoj"))
		}
		h = strhash.ExtendReverse(h, key[i:i+1])
	}
	fmt.Println(h == strhash.Sum("esoj nas"))
	// Output:
	// "jose" true
	// true
}
