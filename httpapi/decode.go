package httpapi

import (
	"errors"

	"github.com/ndval/ndval/internal/jsonread"
	"github.com/ndval/ndval/internal/wire"
)

// decodeTaxIDs decodes a tax-ids request strictly (wire.TaxIDs, shared
// with the command-line tool): unknown or duplicate members, wrong JSON
// types, syntax errors, trailing data and strings longer than maxChars
// characters are reported with the JSON pointer of the culprit. An absent
// or null "items" decodes to no items (the caller answers empty_batch); a
// null member of an item counts as absent. The items are appended to dst
// (wire.AppendTaxIDs), those read before an error too.
func decodeTaxIDs(dst []wire.TaxIDItem, body []byte, maxChars int) ([]wire.TaxIDItem, *FieldError) {
	items, err := wire.AppendTaxIDs(dst, body, maxChars)
	if err != nil {
		return items, fieldError(err)
	}
	return items, nil
}

// fieldError turns a decoding error into the problem's errors entry.
func fieldError(err error) *FieldError {
	if e, ok := errors.AsType[*jsonread.Error](err); ok {
		return &FieldError{Pointer: e.Pointer, Detail: e.Detail}
	}
	return &FieldError{Pointer: "", Detail: err.Error()}
}
