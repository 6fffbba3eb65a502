package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_guatemala() {
	// The NIT of the Superintendencia de Administración Tributaria.
	r := taxid.Validate("GT", "", "16693949")
	fmt.Println(r.Type, r.Valid, r.Formatted)

	// A NIT whose check character is K.
	r = taxid.Validate("GT", "nit", "576937k")
	fmt.Println(r.Valid, r.Formatted)

	// A textbook CUI (stdnum-js), and one with department 00.
	r = taxid.Validate("GT", "dpi", "1587564440904")
	fmt.Println(r.Type, r.Valid, r.Formatted)
	r = taxid.Validate("GT", "cui", "2415751810000")
	fmt.Println(r.Valid, string(r.Reason))
	// Output:
	// nit true 1669394-9
	// true 576937-K
	// cui true 1587 56444 0904
	// false invalid_component
}
