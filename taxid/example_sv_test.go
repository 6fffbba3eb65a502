package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_elSalvador() {
	// The NIT of Banco Agrícola, S.A.
	r := taxid.Validate("SV", "nit", "06143101550016")
	fmt.Println(r.Valid, r.Formatted)

	// A synthetic DUI, which is also its holder's NIT.
	r = taxid.Validate("SV", "nit", "12345678-4")
	fmt.Println(r.Valid, r.Formatted, r.Entity)

	r = taxid.Validate("SV", "", "0614-310155-001-5")
	fmt.Println(r.Type, string(r.Reason))
	// Output:
	// true 0614-310155-001-6
	// true 12345678-4 person
	// nit invalid_checksum
}
