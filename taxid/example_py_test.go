package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_paraguay() {
	// The RUC of ANDE, the state electricity company.
	r := taxid.Validate("PY", "", "800097351")
	fmt.Println(r.Type, r.Valid, r.Formatted, r.Entity)

	// A textbook cédula de identidad (no check digit, shape only).
	r = taxid.Validate("PY", "ci", "1234567")
	fmt.Println(r.Type, r.Valid, r.Formatted)

	// ANDE's RUC with a wrong check digit.
	r = taxid.Validate("PY", "ruc", "80009735-2")
	fmt.Println(r.Valid, string(r.Reason))
	// Output:
	// ruc true 80009735-1 company
	// cedula true 1.234.567
	// false invalid_checksum
}
