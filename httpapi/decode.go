package httpapi

import (
	"errors"

	"github.com/ndval/ndval/internal/jsonread"
	"github.com/ndval/ndval/internal/wire"
)

// decodeTaxIDs decodes a tax-ids request strictly (package wire): unknown
// or duplicate members, wrong JSON types, syntax errors, trailing data and
// strings longer than maxChars characters are reported with the JSON
// pointer of the culprit. An absent or null "items" decodes to no items
// (the caller answers empty_batch); a null member of an item counts as
// absent.
func decodeTaxIDs(body []byte, maxChars int) ([]taxIDItem, *FieldError) {
	d := taxIDDecoder{rd: jsonread.NewReader(body), maxChars: maxChars}
	if err := wire.Items(&d.rd, d.item); err != nil {
		return nil, fieldError(err)
	}
	return d.items, nil
}

// taxIDDecoder holds the state of decodeTaxIDs; its methods are the
// callbacks of an item and of a member of an item (wire.Items reads the
// body around them).
type taxIDDecoder struct {
	rd       jsonread.Reader
	maxChars int
	items    []taxIDItem
}

// item reads the item at index len(d.items).
func (d *taxIDDecoder) item(int) error {
	d.items = append(d.items, taxIDItem{})
	return d.rd.Object(d.itemMember)
}

// itemMember reads a member of the last item.
func (d *taxIDDecoder) itemMember(key []byte) error {
	it := &d.items[len(d.items)-1]
	var dst *string
	switch string(key) {
	case "id":
		dst = &it.id
	case "value":
		dst = &it.value
	case "country":
		dst = &it.country
	case "type":
		dst = &it.typ
	default:
		return wire.Unknown(&d.rd, key)
	}
	s, ok, err := wire.String(&d.rd, d.maxChars)
	if !ok {
		return err
	}
	*dst = s
	it.hasID = it.hasID || dst == &it.id
	return nil
}

// fieldError turns a decoding error into the problem's errors entry.
func fieldError(err error) *FieldError {
	if e, ok := errors.AsType[*jsonread.Error](err); ok {
		return &FieldError{Pointer: e.Pointer, Detail: e.Detail}
	}
	return &FieldError{Pointer: "", Detail: err.Error()}
}
