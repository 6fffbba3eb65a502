package ndval_test

import (
	"errors"
	"fmt"

	"github.com/ndval/ndval"
)

func ExampleError() {
	var err error = &ndval.Error{Field: ndval.FieldTaxID, Country: "AR", Type: "cuit", Reason: ndval.ReasonInvalidChecksum}
	fmt.Println(err)
	fmt.Println(errors.Is(err, ndval.ReasonInvalidChecksum))
	var e *ndval.Error
	if errors.As(err, &e) {
		fmt.Println(e.Field, string(e.Reason))
	}
	// Output:
	// ndval: tax_id AR cuit: check digit does not verify
	// true
	// tax_id invalid_checksum
}

func ExampleReasons() {
	for _, r := range ndval.Reasons()[:3] {
		fmt.Println(string(r.Reason), "|", r.Message)
	}
	// Output:
	// missing_value | missing value
	// missing_country | missing country
	// invalid_country | country is not an ISO 3166-1 alpha-2 code
}
