package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_panama() {
	// The RUC of Banco Nacional de Panamá with its check digits.
	r := taxid.Validate("PA", "ruc", "8-NT-1-12541 DV 40")
	fmt.Println(r.Valid, r.Normalized)
	r = taxid.Validate("PA", "ruc", "8-NT-1-12541 DV 41")
	fmt.Println(r.Reason)

	// A synthetic cédula of a foreign resident.
	r = taxid.Validate("PA", "cedula", "E-8-127702")
	fmt.Println(r.Valid, r.Entity)
	// Output:
	// true 8NT112541DV40
	// invalid_checksum
	// true person
}
