package jsonread_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/jsonread"
)

// This file shows a realistic hand-written decoder: the body of the batch
// API, {"items":[{"id":..,"value":..,"country":..,"type":..}, ...]}.

// Item is one element of the batch.
type Item struct {
	ID      string `json:"id"`
	Value   string `json:"value"`
	Country string `json:"country"`
	Type    string `json:"type"`
}

// batch is the body, for encoding/json.
type batch struct {
	Items []Item `json:"items"`
}

const maxItems = 1000

// decodeItems decodes a batch body into items (appended to dst), with r,
// which is reset to body. Unknown members are rejected; null members are
// absent; "id" and "value" are required.
func decodeItems(r *jsonread.Reader, body []byte, dst []Item) ([]Item, error) {
	r.Reset(body)
	err := r.Object(func(key []byte) error {
		switch string(key) {
		case "items":
			if r.Null() {
				return nil
			}
			return r.Array(func(i int) error {
				if i == maxItems {
					return r.Errorf("more than %d items", maxItems)
				}
				dst = append(dst, Item{})
				it := &dst[len(dst)-1]
				err := r.Object(func(key []byte) error {
					if r.Null() {
						return nil
					}
					var err error
					switch string(key) {
					case "id":
						it.ID, err = r.String()
					case "value":
						it.Value, err = r.String()
					case "country":
						it.Country, err = r.String()
					case "type":
						it.Type, err = r.String()
					default:
						return r.Errorf("unknown member %q", key)
					}
					return err
				})
				if err != nil {
					return err
				}
				switch {
				case it.ID == "":
					return r.Errorf("missing id")
				case it.Value == "":
					return r.Errorf("missing value")
				}
				return nil
			})
		}
		return r.Errorf("unknown member %q", key)
	})
	if err == nil {
		err = r.End()
	}
	return dst, err
}

// makeBody returns a batch body of n items.
func makeBody(n int) []byte {
	countries := []string{"AR", "BR", "CL", "MX"}
	values := []string{"20-12345678-6", "123.456.789-09", "12.345.678-5", "GODE561231GR8"}
	types := []string{"cuit", "cpf", "rut", "rfc"}
	var b strings.Builder
	b.WriteString(`{"items":[`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		k := i % len(countries)
		b.WriteString(`{"id":"a` + strconv.Itoa(i) + `","value":"` + values[k] +
			`","country":"` + countries[k] + `","type":"` + types[k] + `"}`)
	}
	b.WriteString("]}")
	return []byte(b.String())
}

func TestDecodeItems(t *testing.T) {
	var r jsonread.Reader

	body := makeBody(maxItems)
	items, err := decodeItems(&r, body, nil)
	require.NoError(t, err)
	var want batch
	require.NoError(t, json.Unmarshal(body, &want))
	assert.Equal(t, want.Items, items)
	assert.Equal(t, Item{ID: "a3", Value: "GODE561231GR8", Country: "MX", Type: "rfc"}, items[3])

	ok := `{"items":[{"id":"a1","value":"20-12345678-6","country":"AR","type":"cuit"},` +
		`{"id":"a\u00e9","value":"x","country":null}]}`
	items, err = decodeItems(&r, []byte(ok), items[:0])
	require.NoError(t, err)
	assert.Equal(t, []Item{{"a1", "20-12345678-6", "AR", "cuit"}, {"aé", "x", "", ""}}, items)

	items, err = decodeItems(&r, []byte(` {"items": null} `), items[:0])
	require.NoError(t, err)
	assert.Empty(t, items)

	item := `{"id":"a","value":"v"}`
	four := func(last string) string { // items 0..2 are fine, item 3 is last
		return `{"items":[` + item + "," + item + "," + item + "," + last + `]}`
	}
	tests := []struct {
		name    string
		body    string
		pointer string
		offset  int
		detail  string
	}{
		{"unknown member", four(`{"id":"a","foo":1}`), "/items/3/foo", 95, `unknown member "foo"`},
		{"wrong type", four(`{"id":"a","country":2}`), "/items/3/country", 99, "want a string, got number"},
		{"missing id", four(`{"value":"v"}`), "/items/3", 79, "missing id"},
		{"missing value", four(`{"id":"a","value":null}`), "/items/3", 79, "missing value"},
		{"item not an object", four(`"a"`), "/items/3", 79, "want an object, got string"},
		{"syntax error in item", four(`{"id":"a",}`), "/items/3", 88, "trailing comma before '}'"},
		{"bad escape", four(`{"id":"\a"}`), "/items/3/id", 87, "invalid character 'a' in string escape code"},
		{"items not an array", `{"items":{}}`, "/items", 9, "want an array, got object"},
		{"unknown top-level member", `{"items":[],"extra":true}`, "/extra", 20, `unknown member "extra"`},
		{"body not an object", `[]`, "", 0, "want an object, got array"},
		{"trailing data", `{"items":[]}{}`, "", 12, "invalid character '{' after top-level value"},
		{"truncated", `{"items":[` + item, "/items", 32, "unexpected end of input"},
		{"too many items", string(makeBody(maxItems + 1)), "/items/1000", len(makeBody(maxItems)) - 1, "more than 1000 items"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := decodeItems(&r, []byte(tt.body), nil)
			requireError(t, err, tt.pointer, tt.offset, tt.detail)
		})
	}
}

func TestDecodeItemsAllocations(t *testing.T) {
	body := makeBody(100)
	var r jsonread.Reader
	items := make([]Item, 0, 100)
	allocs := testing.AllocsPerRun(20, func() {
		var err error
		if items, err = decodeItems(&r, body, items[:0]); err != nil {
			t.Fatal(err)
		}
	})
	assert.Equal(t, 400.0, allocs, "one per string")
}

// BenchmarkDecodeItems decodes a body of 1000 items with a Reader and with
// encoding/json, both reusing the slice of items.
func BenchmarkDecodeItems(b *testing.B) {
	body := makeBody(maxItems)
	b.Run("jsonread", func(b *testing.B) {
		var r jsonread.Reader
		var items []Item
		b.SetBytes(int64(len(body)))
		b.ReportAllocs()
		n := 0
		for b.Loop() {
			var err error
			if items, err = decodeItems(&r, body, items[:0]); err != nil {
				b.Fatal(err)
			}
			n++
		}
		b.ReportMetric(float64(n*maxItems)/b.Elapsed().Seconds(), "items/s")
	})
	b.Run("encoding-json", func(b *testing.B) {
		var v batch
		b.SetBytes(int64(len(body)))
		b.ReportAllocs()
		n := 0
		for b.Loop() {
			if err := json.Unmarshal(body, &v); err != nil {
				b.Fatal(err)
			}
			n++
		}
		b.ReportMetric(float64(n*maxItems)/b.Elapsed().Seconds(), "items/s")
	})
}

// BenchmarkValidate checks the syntax of the same body: Reader.Skip against
// json.Valid.
func BenchmarkValidate(b *testing.B) {
	body := makeBody(maxItems)
	b.Run("jsonread-Skip", func(b *testing.B) {
		var r jsonread.Reader
		b.SetBytes(int64(len(body)))
		b.ReportAllocs()
		for b.Loop() {
			r.Reset(body)
			if r.Skip() != nil || r.End() != nil {
				b.Fatal("invalid")
			}
		}
	})
	b.Run("encoding-json-Valid", func(b *testing.B) {
		b.SetBytes(int64(len(body)))
		b.ReportAllocs()
		for b.Loop() {
			if !json.Valid(body) {
				b.Fatal("invalid")
			}
		}
	})
}
