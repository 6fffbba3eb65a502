package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_haiti() {
	// The NIF of a community organisation (shape only).
	r := taxid.Validate("HT", "nif", "0006992081")
	fmt.Println(r.Valid, r.Formatted)
	r = taxid.Validate("HT", "nif", "000-699-208")
	fmt.Println(string(r.Reason))
	// A national identity card number (synthetic; shape only).
	r = taxid.Validate("HT", "", "01019919900500001")
	fmt.Println(r.Type, r.Valid, r.Formatted, r.Entity)
	// Output:
	// true 000-699-208-1
	// invalid_length
	// cin true 01-01-99-1990-05-00001 person
}
