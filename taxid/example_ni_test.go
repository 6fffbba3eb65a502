package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_nicaragua() {
	// A synthetic cédula; its check letter is the number modulo 23.
	r := taxid.Validate("NI", "", "0010101800001S")
	fmt.Println(r.Type, r.Valid, r.Formatted)
	r = taxid.Validate("NI", "cedula", "001-010180-0001T")
	fmt.Println(string(r.Reason))

	// The RUC of a company: J and 13 digits.
	r = taxid.Validate("NI", "ruc", "J0310000424373")
	fmt.Println(r.Valid, r.Entity)
	// Output:
	// cedula true 001-010180-0001S
	// invalid_checksum
	// true company
}
