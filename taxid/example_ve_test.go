package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_venezuela() {
	// CANTV's RIF, with the type resolved from the value.
	r := taxid.Validate("VE", "", "j001241345")
	fmt.Println(r.Type, r.Valid, r.Formatted, r.Entity)

	// SENIAT's RIF: G is the letter of government bodies.
	r = taxid.Validate("VE", "rif", "G-20000303-0")
	fmt.Println(r.Valid, r.Entity)

	// An illustrative cédula: shape only, no check digit.
	r = taxid.Validate("VE", "ci", "v12345678")
	fmt.Println(r.Type, r.Valid, r.Formatted)
	// Output:
	// rif true J-00124134-5 company
	// true company
	// cedula true V-12.345.678
}
