package httpapi

import (
	"strconv"

	"github.com/ndval/ndval/internal/jsonread"
)

// decodeTaxIDs decodes a tax-ids request strictly: unknown members, wrong
// JSON types, syntax errors, trailing data and strings longer than
// maxField bytes are reported with the JSON pointer of the culprit. An
// absent or null "items" decodes to no items (the caller answers
// empty_batch); a null member of an item counts as absent.
func decodeTaxIDs(body []byte, maxField int) ([]taxIDItem, *FieldError) {
	rd := jsonread.NewReader(body)
	var items []taxIDItem
	err := rd.Object(func(key []byte) error {
		if string(key) != "items" {
			return rd.Errorf("unknown member %s", strconv.Quote(string(key)))
		}
		if rd.Null() {
			items = nil
			return nil
		}
		items = items[:0]
		return rd.Array(func(i int) error {
			items = append(items, taxIDItem{})
			it := &items[i]
			return rd.Object(func(key []byte) error {
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
					return rd.Errorf("unknown member %s", strconv.Quote(string(key)))
				}
				if rd.Null() {
					*dst = ""
					if dst == &it.id {
						it.hasID = false
					}
					return nil
				}
				s, err := rd.String()
				if err != nil {
					return err
				}
				if len(s) > maxField {
					return rd.Errorf("longer than %d bytes", maxField)
				}
				*dst = s
				if dst == &it.id {
					it.hasID = true
				}
				return nil
			})
		})
	})
	if err == nil {
		err = rd.End()
	}
	if err != nil {
		if e, ok := err.(*jsonread.Error); ok {
			return nil, &FieldError{Pointer: e.Pointer, Detail: e.Detail}
		}
		return nil, &FieldError{Pointer: "", Detail: err.Error()}
	}
	return items, nil
}
