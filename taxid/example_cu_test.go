package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_cuba() {
	// python-stdnum's textbook número de identidad: born 1991-02-10.
	r := taxid.Validate("CU", "", "91021027775")
	fmt.Println(r.Type, r.Valid, r.Entity)

	// 30 February does not exist.
	r = taxid.Validate("CU", "ni", "02023061531")
	fmt.Println(r.Valid, string(r.Reason))
	// Output:
	// ni true person
	// false invalid_component
}
