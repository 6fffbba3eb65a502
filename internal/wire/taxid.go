package wire

import "github.com/ndval/ndval/internal/jsonread"

// TaxIDItem is one tax-id item, with the members of the contract's
// tax-ids item: the value, its country, its type (empty to resolve it) and
// the caller's correlation id.
type TaxIDItem struct {
	ID, Value, Country, Type string // the members id, value, country and type
	// HasID reports whether the item had an id member (not null): the
	// result echoes it then, even when empty.
	HasID bool
}

// TaxIDs reads a tax-ids request body, {"items": [tax-id items]}, with
// strings of at most maxChars characters. The error is a *jsonread.Error.
func TaxIDs(body []byte, maxChars int) ([]TaxIDItem, error) {
	items, err := AppendTaxIDs(nil, body, maxChars)
	if err != nil {
		return nil, err
	}
	return items, nil
}

// AppendTaxIDs is TaxIDs appending the items to dst, so that a server
// reuses their memory from one request to the next. After an error, the
// items are those read before it.
func AppendTaxIDs(dst []TaxIDItem, body []byte, maxChars int) ([]TaxIDItem, error) {
	d := taxIDDecoder{rd: jsonread.NewReader(body), src: string(body), maxChars: maxChars, items: dst}
	err := Items(&d.rd, d.item)
	return d.items, err
}

// TaxID reads one tax-id item, a JSON object alone (a line of a JSON Lines
// file), with strings of at most maxChars characters. The error is a
// *jsonread.Error whose pointer is relative to the object ("/value").
func TaxID(data []byte, maxChars int) (TaxIDItem, error) {
	d := taxIDDecoder{rd: jsonread.NewReader(data), src: string(data), maxChars: maxChars, items: make([]TaxIDItem, 1)}
	err := d.rd.Object(d.member)
	if err == nil {
		err = d.rd.End()
	}
	if err != nil {
		return TaxIDItem{}, err
	}
	return d.items[0], nil
}

// taxIDDecoder holds the state of TaxIDs and TaxID; its methods are the
// callbacks of an item and of a member of an item.
type taxIDDecoder struct {
	rd       jsonread.Reader
	src      string // the document, whose values are slices of it (StringFrom)
	maxChars int
	items    []TaxIDItem
}

// item reads the item at index len(d.items).
func (d *taxIDDecoder) item(int) error {
	d.items = append(d.items, TaxIDItem{})
	return d.rd.Object(d.member)
}

// member reads a member of the last item: a string, or null (absent).
func (d *taxIDDecoder) member(key []byte) error {
	it := &d.items[len(d.items)-1]
	var dst *string
	switch string(key) {
	case "id":
		dst = &it.ID
	case "value":
		dst = &it.Value
	case "country":
		dst = &it.Country
	case "type":
		dst = &it.Type
	default:
		return Unknown(&d.rd, key)
	}
	s, ok, err := StringFrom(&d.rd, d.src, d.maxChars)
	if !ok {
		return err
	}
	*dst = s
	it.HasID = it.HasID || dst == &it.ID
	return nil
}
