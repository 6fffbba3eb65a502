package wire

import (
	"github.com/ndval/ndval/internal/jsonread"
	"github.com/ndval/ndval/record"
)

// Records reads a records request body, {"items": [record items]}, with
// strings of at most maxChars characters. The error is a *jsonread.Error.
func Records(body []byte, maxChars int) ([]record.Item, error) {
	items, err := AppendRecords(nil, body, maxChars)
	if err != nil {
		return nil, err
	}
	return items, nil
}

// AppendRecords is Records appending the items to dst, as AppendTaxIDs
// does.
func AppendRecords(dst []record.Item, body []byte, maxChars int) ([]record.Item, error) {
	d := recordDecoder{rd: jsonread.NewReader(body), src: string(body), maxChars: maxChars, items: dst}
	err := Items(&d.rd, d.item)
	return d.items, err
}

// Record reads one record item, a JSON object alone (a line of a JSON
// Lines file), with strings of at most maxChars characters. The error is a
// *jsonread.Error whose pointer is relative to the object ("/tax_id").
func Record(data []byte, maxChars int) (record.Item, error) {
	d := recordDecoder{rd: jsonread.NewReader(data), src: string(data), maxChars: maxChars, items: make([]record.Item, 1)}
	err := d.rd.Object(d.member)
	if err == nil {
		err = d.rd.End()
	}
	if err != nil {
		return record.Item{}, err
	}
	return d.items[0], nil
}

// recordDecoder holds the state of Records and Record; its methods are the
// callbacks of an item and of a member of an item.
type recordDecoder struct {
	rd       jsonread.Reader
	src      string // the document, whose values are slices of it (StringFrom)
	maxChars int
	items    []record.Item
}

// item reads the item at index len(d.items).
func (d *recordDecoder) item(int) error {
	d.items = append(d.items, record.Item{})
	return d.rd.Object(d.member)
}

// member reads a member of the last item: a string or null (absent), as
// is an empty string (record.Item says so).
func (d *recordDecoder) member(key []byte) error {
	dst := itemField(&d.items[len(d.items)-1], key)
	if dst == nil {
		return Unknown(&d.rd, key)
	}
	s, _, err := StringFrom(&d.rd, d.src, d.maxChars)
	*dst = s
	return err
}

// itemField returns the field of it that a member name stands for, or nil.
func itemField(it *record.Item, key []byte) *string {
	switch string(key) {
	case "reference_id":
		return &it.ReferenceID
	case "country":
		return &it.Country
	case "tax_id":
		return &it.TaxID
	case "account":
		return &it.Account
	case "account_type":
		return &it.AccountType
	case "email":
		return &it.Email
	case "phone":
		return &it.Phone
	case "name":
		return &it.Name
	case "address":
		return &it.Address
	}
	return nil
}
