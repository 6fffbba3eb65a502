package country_test

import (
	"fmt"

	"github.com/ndval/ndval/internal/country"
)

// Every field package reads the country a caller gives with Parse.
func ExampleParse() {
	for _, s := range []string{" ar ", "", "ARG", "ZZ", "XK"} {
		code, reason := country.Parse(s)
		fmt.Printf("%q -> %q %q\n", s, code, string(reason))
	}
	fmt.Println(country.Assigned("BR"), country.Name("BO"), len(country.Codes()))
	// Output:
	// " ar " -> "AR" ""
	// "" -> "" "missing_country"
	// "ARG" -> "" "invalid_country"
	// "ZZ" -> "" "invalid_country"
	// "XK" -> "" "invalid_country"
	// true Bolivia 249
}
