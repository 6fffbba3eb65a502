package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_dominicanRepublic() {
	// Banco Popular Dominicano's RNC, with the type resolved from the value.
	r := taxid.Validate("DO", "", "101010632")
	fmt.Println(r.Type, r.Valid, r.Formatted)

	// An RNC the DGII assigned although its check digit does not verify:
	// valid, and flagged as an issuer exception.
	r = taxid.Validate("DO", "rnc", "5-01-34160-1")
	fmt.Println(r.Valid, r.Warnings)

	// python-stdnum's textbook cédula with a wrong check digit.
	r = taxid.Validate("DO", "cedula", "001-1391820-4")
	fmt.Println(r.Valid, string(r.Reason))
	// Output:
	// rnc true 1-01-01063-2
	// true issuer_exception
	// false invalid_checksum
}
