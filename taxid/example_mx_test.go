package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_mexico() {
	// The SAT's own RFC, with the type resolved from the value.
	r := taxid.Validate("MX", "", "SAT-970701-NN3")
	fmt.Println(r.Type, r.Valid, r.Formatted, r.Entity)

	// A textbook CURP (the Instructivo Normativo's example).
	r = taxid.Validate("MX", "curp", "SABC560626MDFLRN01")
	fmt.Println(r.Type, r.Valid, r.Entity)

	// Banco Santander México's RFC was issued with a check digit that does
	// not verify: rejected by default, accepted and flagged when lenient.
	r = taxid.Validate("MX", "rfc", "BSM970519DU8")
	fmt.Println(r.Valid, string(r.Reason))
	r = taxid.Validator{Lenient: true}.Validate("MX", "rfc", "BSM970519DU8")
	fmt.Println(r.Valid, r.Warnings)
	// Output:
	// rfc true SAT970701NN3 company
	// curp true person
	// false invalid_checksum
	// true checksum_mismatch
}
