package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_ecuador() {
	// Banco Pichincha's RUC, with the type resolved from the value.
	r := taxid.Validate("EC", "", "1790010937001")
	fmt.Println(r.Type, r.Valid, r.Entity)

	// A company RUC the SRI issued without a valid check digit: rejected by
	// default, accepted and flagged when lenient.
	r = taxid.Validate("EC", "ruc", "1793213150001")
	fmt.Println(r.Valid, string(r.Reason))
	r = taxid.Validator{Lenient: true}.Validate("EC", "ruc", "1793213150001")
	fmt.Println(r.Valid, r.Warnings)
	// Output:
	// ruc true company
	// false invalid_checksum
	// true checksum_mismatch
}
