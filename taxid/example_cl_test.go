package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_chile() {
	// The RUT of the Servicio de Impuestos Internos, check digit K.
	r := taxid.Validate("CL", "", "60803000k")
	fmt.Println(r.Type, r.Valid, r.Formatted, r.Entity)

	// The generic RUT of an unidentified final consumer on a boleta.
	r = taxid.Validate("CL", "rut", "66.666.666-6")
	fmt.Println(r.Valid, r.Warnings)

	// The same SII RUT with a wrong check digit.
	r = taxid.Validate("CL", "run", "60.803.000-1")
	fmt.Println(r.Type, r.Valid, string(r.Reason))
	// Output:
	// rut true 60.803.000-K company
	// true generic
	// rut false invalid_checksum
}
