package jsonread_test

import (
	"errors"
	"fmt"

	"github.com/ndval/ndval/internal/jsonread"
)

// Example decodes {"name": string, "tags": [string]} by hand, treating null
// as absent and rejecting unknown members.
func Example() {
	type person struct {
		Name string
		Tags []string
	}
	decode := func(data []byte) (person, error) {
		var p person
		r := jsonread.NewReader(data)
		err := r.Object(func(key []byte) error {
			if r.Null() {
				return nil
			}
			switch string(key) {
			case "name":
				var err error
				p.Name, err = r.String()
				return err
			case "tags":
				return r.Array(func(i int) error {
					tag, err := r.String()
					p.Tags = append(p.Tags, tag)
					return err
				})
			}
			return r.Errorf("unknown member %q", key)
		})
		if err == nil {
			err = r.End()
		}
		return p, err
	}

	p, err := decode([]byte(`{"name": "Ana \u00c1lvarez", "tags": ["a", "b"], "note": null}`))
	fmt.Printf("%+v %v\n", p, err)

	for _, doc := range []string{
		`{"name": "Ana", "tags": ["a", 2]}`,
		`{"name": "Ana", "age": 30}`,
		`{"name": "Ana",}`,
		`{"name": "Ana"} x`,
	} {
		_, err := decode([]byte(doc))
		var e *jsonread.Error
		if errors.As(err, &e) {
			fmt.Printf("%q at byte %d: %s\n", e.Pointer, e.Offset, e.Detail)
		}
	}
	// Output:
	// {Name:Ana Álvarez Tags:[a b]} <nil>
	// "/tags/1" at byte 30: want a string, got number
	// "/age" at byte 23: unknown member "age"
	// "" at byte 14: trailing comma before '}'
	// "" at byte 16: invalid character 'x' after top-level value
}
