package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_panama() {
	// The RUC of Banco Nacional de Panamá with its check digits. The
	// hyphens say where the parts begin, so Normalized keeps them.
	r := taxid.Validate("PA", "ruc", "8-NT-1-12541 D.V. 40")
	fmt.Println(r.Valid, r.Normalized, r.Formatted)
	r = taxid.Validate("PA", "ruc", "8-NT-1-12541 DV 41")
	fmt.Println(string(r.Reason))

	// A company RUC (python-stdnum's list): the DV belongs to this split
	// of the digits, not to 15563059-82-2016.
	r = taxid.Validate("PA", "", "155630598-2-2016 DV 30")
	fmt.Println(r.Valid, r.Type, r.Entity)
	r = taxid.Validate("PA", "", "15563059-82-2016 DV 30")
	fmt.Println(string(r.Reason))

	// A synthetic cédula of a foreign resident.
	r = taxid.Validate("PA", "cedula", "E-8-127702")
	fmt.Println(r.Valid, r.Entity)
	// Output:
	// true 8-NT-1-12541DV40 8-NT-1-12541 DV 40
	// invalid_checksum
	// true ruc company
	// invalid_checksum
	// true person
}
