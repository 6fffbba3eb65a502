package jsonwrite_test

import (
	"fmt"

	"github.com/ndval/ndval/internal/jsonwrite"
	"github.com/ndval/ndval/taxid"
)

// An envelope around a result's own encoding, as the tax-ids endpoint
// writes each result: the envelope's members, then the result's, in one
// object.
func ExampleSplice() {
	r := taxid.Validate("AR", "", "30-54668997-9")
	b := append([]byte(nil), `{"index":0`...)
	b = jsonwrite.String(jsonwrite.Key(b, "id"), "a\"1")
	start := len(b)
	b = r.AppendJSON(b)
	b = jsonwrite.Splice(b, start)
	fmt.Println(string(b))

	b = jsonwrite.Reopen(b)
	b = jsonwrite.Bool(jsonwrite.Key(b, "checked"), true)
	fmt.Println(string(append(b, '}')))
	// Output:
	// {"index":0,"id":"a\"1","valid":true,"normalized":"30546689979","formatted":"30-54668997-9","country":"AR","type":"cuit","entity":"company"}
	// {"index":0,"id":"a\"1","valid":true,"normalized":"30546689979","formatted":"30-54668997-9","country":"AR","type":"cuit","entity":"company","checked":true}
}

// Optional leaves out an empty member, as omitempty does.
func ExampleOptional() {
	b := []byte{'{'}
	b = jsonwrite.Optional(b, "reason", "")
	b = jsonwrite.Optional(b, "entity", "company")
	b = jsonwrite.Optional(b, "suffix", "")
	fmt.Println(string(append(b, '}')))
	// Output: {"entity":"company"}
}
