package wire_test

import (
	"errors"
	"fmt"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/jsonread"
	"github.com/ndval/ndval/internal/wire"
)

// A records request body: an unknown member is an error with the JSON
// pointer of the culprit, never a guess.
func ExampleRecords() {
	items, err := wire.Records([]byte(`{"items":[{"reference_id":"s-1","country":"AR","tax_id":"30-54668997-9","email":null}]}`), 256)
	fmt.Println(len(items), items[0].ReferenceID, items[0].TaxID, items[0].Email == "", err)

	_, err = wire.Records([]byte(`{"items":[{"country":"AR"},{"country":"AR","taxid":"1"}]}`), 256)
	var e *jsonread.Error
	if errors.As(err, &e) {
		fmt.Println(e.Pointer, "|", e.Detail)
	}
	// Output:
	// 1 s-1 30-54668997-9 true <nil>
	// /items/1/taxid | unknown member "taxid"
}

func ExampleAppendItemError() {
	b := []byte(`{"index":3,"valid":false`)
	fmt.Println(string(wire.AppendItemError(b, ndval.ReasonUnsupportedCountry)))
	// Output:
	// {"index":3,"valid":false,"error":{"code":"INVALID_COUNTRY","reason":"unsupported_country","message":"country is a valid ISO 3166-1 code but not supported"}}
}
