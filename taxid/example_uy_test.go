package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_uruguay() {
	// The RUT of the Dirección General Impositiva, resolved from its 12 digits.
	r := taxid.Validate("UY", "", "21 484436 001 8")
	fmt.Println(r.Type, r.Valid, r.Formatted)

	// The textbook cédula de identidad, resolved from its 8 digits.
	r = taxid.Validate("UY", "", "1.234.567-2")
	fmt.Println(r.Type, r.Valid, r.Normalized, r.Formatted, r.Entity)

	// A RUT whose registration number (22) is not assigned.
	r = taxid.Validate("UY", "rut", "221003420017")
	fmt.Println(r.Valid, string(r.Reason))
	// Output:
	// rut true 214844360018
	// cedula true 12345672 1.234.567-2 person
	// false invalid_component
}
