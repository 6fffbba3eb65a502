package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_peru() {
	// SUNAT's own RUC, with the type resolved from the value.
	r := taxid.Validate("PE", "", "20131312955")
	fmt.Println(r.Type, r.Valid, r.Entity)

	// A textbook DNI (python-stdnum's example) with its check character.
	r = taxid.Validate("PE", "dni", "10117410-2")
	fmt.Println(r.Valid, r.Normalized, r.Formatted)

	// The same DNI with a wrong check character.
	r = taxid.Validate("PE", "dni", "10117410-3")
	fmt.Println(r.Valid, string(r.Reason))
	// Output:
	// ruc true company
	// true 101174102 10117410-2
	// false invalid_checksum
}
