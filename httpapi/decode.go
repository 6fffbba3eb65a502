package httpapi

import (
	"errors"
	"strconv"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/jsonread"
)

// decodeTaxIDs decodes a tax-ids request strictly: unknown or duplicate
// members, wrong JSON types, syntax errors, trailing data and strings
// longer than maxChars characters are reported with the JSON pointer of
// the culprit. An absent or null "items" decodes to no items (the caller
// answers empty_batch); a null member of an item counts as absent.
func decodeTaxIDs(body []byte, maxChars int) ([]taxIDItem, *FieldError) {
	d := taxIDDecoder{rd: jsonread.NewReader(body), maxChars: maxChars}
	err := d.rd.Object(d.member)
	if err == nil {
		err = d.rd.End()
	}
	if err != nil {
		return nil, fieldError(err)
	}
	return d.items, nil
}

// taxIDDecoder holds the state of decodeTaxIDs; its methods are the
// callbacks of the request's three levels: the body, an item, a member of
// an item.
type taxIDDecoder struct {
	rd       jsonread.Reader
	maxChars int
	items    []taxIDItem
}

// member reads a member of the body, whose only member is "items".
func (d *taxIDDecoder) member(key []byte) error {
	if string(key) != "items" {
		return d.rd.Errorf("unknown member %s", strconv.Quote(string(key)))
	}
	if d.rd.Null() {
		return nil
	}
	return d.rd.Array(d.item)
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
		return d.rd.Errorf("unknown member %s", strconv.Quote(string(key)))
	}
	if d.rd.Null() {
		return nil
	}
	s, err := d.rd.StringBytes()
	if err != nil {
		return err
	}
	// Characters, as JSON Schema's maxLength counts them; a string of
	// at most maxChars bytes has at most maxChars characters.
	if len(s) > d.maxChars && utf8.RuneCount(s) > d.maxChars {
		return d.rd.Errorf("longer than %d characters", d.maxChars)
	}
	*dst = string(s)
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
