package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_bolivia() {
	// The NIT of YPFB (no public check digit: shape only).
	r := taxid.Validate("BO", "nit", "1020269020")
	fmt.Println(r.Valid)

	// A synthetic CI with a complement, issued in Santa Cruz.
	r = taxid.Validate("BO", "ci", "1234567-1A SC")
	fmt.Println(r.Type, r.Valid, r.Normalized, r.Formatted)
	// Output:
	// true
	// cedula true 12345671ASC 1234567-1A SC
}
