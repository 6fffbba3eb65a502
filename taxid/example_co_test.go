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

func ExampleValidate_ambiguous() {
	// A NIT with a mistyped check digit, written as the DIAN writes it:
	// the DV set off decides the document, and the value is invalid as a
	// NIT, not valid as a cédula.
	r := taxid.Validate("CO", "", "899.999.068-2")
	fmt.Println(r.Type, r.Valid, string(r.Reason))

	// The same digits, compact: a cédula of ten digits too. It is valid as
	// one, and said ambiguous, with the document it may be mistyped from.
	r = taxid.Validate("CO", "", "8999990682")
	fmt.Println(r.Type, r.Valid, r.Warnings, r.OtherType)

	// A label settles it.
	r = taxid.Validate("CO", "", "NIT 8999990682")
	fmt.Println(r.Type, r.Valid, string(r.Reason))
	// Output:
	// nit false invalid_checksum
	// cedula true ambiguous_type nit
	// nit false invalid_checksum
}
