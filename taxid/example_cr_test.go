package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_costaRica() {
	// The cédula jurídica of the Instituto Costarricense de Electricidad.
	r := taxid.Validate("CR", "", "4000042139")
	fmt.Println(r.Type, r.Valid, r.Formatted, r.Entity)

	// A textbook cédula física; there is no check digit, only the shape.
	r = taxid.Validate("CR", "cedula", "701610395")
	fmt.Println(r.Type, r.Valid, r.Formatted)

	// Class 3 has no type 534.
	r = taxid.Validate("CR", "juridica", "3-534-123559")
	fmt.Println(r.Valid, string(r.Reason))
	// Output:
	// cpj true 4-000-042139 company
	// cpf true 7-0161-0395
	// false invalid_component
}
