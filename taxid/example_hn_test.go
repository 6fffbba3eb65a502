package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_honduras() {
	// The RTN of Grupo Jaremar (no public check digit: shape only).
	r := taxid.Validate("HN", "rtn", "08019017952895")
	fmt.Println(r.Valid, r.Formatted)

	// A synthetic DNI, and one with a department that does not exist.
	r = taxid.Validate("HN", "identidad", "0801199012345")
	fmt.Println(r.Type, r.Valid, r.Formatted)
	r = taxid.Validate("HN", "", "1901-1990-12345")
	fmt.Println(r.Type, string(r.Reason))
	// Output:
	// true 0801-9017-952895
	// dni true 0801-1990-12345
	// dni invalid_component
}
