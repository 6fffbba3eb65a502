package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_colombia() {
	// Ecopetrol's NIT, with the type resolved from the value.
	r := taxid.Validate("CO", "", "899999068-1")
	fmt.Println(r.Type, r.Valid, r.Formatted, r.Entity)

	// The DIAN's code for a final consumer who gives no id: valid, and
	// flagged as nobody's id.
	r = taxid.Validate("CO", "nit", "222222222222")
	fmt.Println(r.Valid, r.Warnings)

	// A wrong check digit.
	r = taxid.Validate("CO", "nit", "899.999.068-2")
	fmt.Println(r.Valid, string(r.Reason))
	// Output:
	// nit true 899.999.068-1 company
	// true generic
	// false invalid_checksum
}
