package wire

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/jsonread"
	"github.com/ndval/ndval/record"
)

func TestRecords(t *testing.T) {
	items, err := Records([]byte(`{"items":[
		{"reference_id":"s-1","country":"AR","tax_id":"30-54668997-9","account":"0170356420000030382008",
		 "account_type":"cbu","email":"compras@ypf.com","phone":"011 4329-2000","name":"YPF S.A.",
		 "address":"Macacha G\u00fcemes 515, C1106BKK CABA"},
		{"country":"MX","tax_id":null,"name":""},
		{}
	]}`), 256)
	require.NoError(t, err)
	require.Len(t, items, 3)
	assert.Equal(t, record.Item{ReferenceID: "s-1", Country: "AR", TaxID: "30-54668997-9",
		Account: "0170356420000030382008", AccountType: "cbu", Email: "compras@ypf.com", Phone: "011 4329-2000",
		Name: "YPF S.A.", Address: "Macacha Güemes 515, C1106BKK CABA"}, items[0])
	assert.Equal(t, record.Item{Country: "MX"}, items[1], "null and empty are absent")
	assert.Equal(t, record.Item{}, items[2])

	for _, body := range []string{`{}`, `{"items":null}`, `{"items":[]}`} {
		items, err = Records([]byte(body), 256)
		assert.NoError(t, err, body)
		assert.Empty(t, items, body)
	}
}

func TestRecordsErrors(t *testing.T) {
	for _, tc := range []struct{ body, pointer, detail string }{
		{`{"items":[{"country":"AR","nope":"x"}]}`, "/items/0/nope", `unknown member "nope"`},
		{`{"items":[{}, {"country":1}]}`, "/items/1/country", "want a string"},
		{`{"items":[{"country":"AR","country":"BR"}]}`, "/items/0/country", "duplicate"},
		{`{"items":[{"name":"` + strings.Repeat("ñ", 11) + `"}]}`, "/items/0/name", "longer than 10 characters"},
		{`{"items":[],"x":1}`, "/x", "unknown member"},
		{`{"items":{}}`, "/items", "want an array"},
		{`{"items":[]} x`, "", ""},
		{`[]`, "", "want an object"},
		{`{"items":[{"Country":"AR"}]}`, "/items/0/Country", "unknown member"},
	} {
		_, err := Records([]byte(tc.body), 10)
		var e *jsonread.Error
		require.True(t, errors.As(err, &e), "%s: %v", tc.body, err)
		assert.Equal(t, tc.pointer, e.Pointer, tc.body)
		assert.Contains(t, e.Detail, tc.detail, tc.body)
	}
	// Ten characters of two bytes each are within the limit.
	_, err := Records([]byte(`{"items":[{"name":"`+strings.Repeat("ñ", 10)+`"}]}`), 10)
	assert.NoError(t, err)
}

func TestRecord(t *testing.T) {
	it, err := Record([]byte(`{"reference_id":"7","country":"br","tax_id":"123.456.789-09"}`), 256)
	require.NoError(t, err)
	assert.Equal(t, record.Item{ReferenceID: "7", Country: "br", TaxID: "123.456.789-09"}, it)

	_, err = Record([]byte(`{"country":"AR","items":[]}`), 256)
	var e *jsonread.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "/items", e.Pointer)
	_, err = Record([]byte(`{"country":"AR"}{"country":"BR"}`), 256)
	assert.Error(t, err, "one object per line")
}

// FuzzRecords checks that what Records accepts, encoding/json decodes to
// the same items: the strict reader accepts nothing that means another
// thing to the standard one.
func FuzzRecords(f *testing.F) {
	for _, s := range []string{
		`{"items":[{"reference_id":"1","country":"AR","tax_id":"20-12345678-6"}]}`,
		`{"items":[{"country":null,"name":"\u00d1u\u00f1o \ud800"}]}`, `{"items":null}`, `{}`,
		`{"items":[{"country":"AR","country":"AR"}]}`, `{"items":[{"Country":"AR"}]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		items, err := Records([]byte(body), 256)
		if err != nil {
			return
		}
		var std struct {
			Items []record.Item `json:"items"`
		}
		if err := json.Unmarshal([]byte(body), &std); err != nil {
			t.Fatalf("accepted %q, which encoding/json rejects: %v", body, err)
		}
		if len(std.Items) != len(items) {
			t.Fatalf("%q: %d items, encoding/json %d", body, len(items), len(std.Items))
		}
		for i := range items {
			if items[i] != std.Items[i] {
				t.Fatalf("%q: item %d is %+v, encoding/json %+v", body, i, items[i], std.Items[i])
			}
		}
	})
}

func TestValuesShareOneCopy(t *testing.T) {
	// The values are slices of one copy of the body, never of the body
	// itself: the server reuses the body's buffer for the next request.
	body := []byte(`{"items":[{"id":"a\"1","value":"30-54668997-9","country":"AR","type":"cu\u0069t"},` +
		`{"id":"b","value":"Gu\u00e9mes \ud83d\ude00 ` + "\xff" + `","country":"ar"},{"id":null,"value":""}]}`)
	items, err := TaxIDs(body, 64)
	require.NoError(t, err)
	for i := range body {
		body[i] = 'x'
	}
	assert.Equal(t, []TaxIDItem{
		{ID: `a"1`, Value: "30-54668997-9", Country: "AR", Type: "cuit", HasID: true},
		{ID: "b", Value: "Guémes 😀 \uFFFD", Country: "ar", HasID: true},
		{},
	}, items)

	rec := []byte(`{"items":[{"reference_id":"r\/1","country":"AR","name":"YPF S.A.","address":"Macacha G\u00fcemes 515"}]}`)
	recs, err := Records(rec, 64)
	require.NoError(t, err)
	for i := range rec {
		rec[i] = 'x'
	}
	assert.Equal(t, []record.Item{{ReferenceID: "r/1", Country: "AR", Name: "YPF S.A.", Address: "Macacha Güemes 515"}}, recs)

	// The bound counts characters after unescaping, as before.
	_, err = TaxIDs([]byte(`{"items":[{"value":"\u00e9\u00e9\u00e9"}]}`), 3)
	require.NoError(t, err)
	_, err = TaxIDs([]byte(`{"items":[{"value":"éééé"}]}`), 3)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "longer than 3 characters")
}

func TestDecodeAllocs(t *testing.T) {
	// A batch's values take no allocation of their own: one for the copy
	// of the body, and the items' slice as it grows.
	var b strings.Builder
	b.WriteString(`{"items":[`)
	for i := range 100 {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"id":"x","value":"30-54668997-9","country":"AR","type":"cuit"}`)
	}
	b.WriteString(`]}`)
	body := []byte(b.String())
	n := testing.AllocsPerRun(20, func() {
		if _, err := TaxIDs(body, 64); err != nil {
			t.Fatal(err)
		}
	})
	assert.LessOrEqual(t, n, 10.0)
}
