package wire

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/jsonread"
	"github.com/ndval/ndval/message"
)

func TestTaxIDs(t *testing.T) {
	items, err := TaxIDs([]byte(`{"items":[
		{"id":"1","value":"30-54668997-9","country":"AR","type":"cuit"},
		{"id":"","value":"123.456.789-09","country":"BR"},
		{"id":null,"value":"x","country":null,"type":null}
	]}`), 256)
	require.NoError(t, err)
	assert.Equal(t, []TaxIDItem{
		{ID: "1", Value: "30-54668997-9", Country: "AR", Type: "cuit", HasID: true},
		{Value: "123.456.789-09", Country: "BR", HasID: true},
		{Value: "x"},
	}, items, "an empty id is echoed, a null one is absent")
}

func TestTaxID(t *testing.T) {
	it, err := TaxID([]byte(`{"value":"SAT970701NN3","country":"mx"}`), 256)
	require.NoError(t, err)
	assert.Equal(t, TaxIDItem{Value: "SAT970701NN3", Country: "mx"}, it)

	for _, tc := range []struct{ line, pointer, detail string }{
		{`{"value":"x","items":[]}`, "/items", "unknown member"},
		{`{"value":1}`, "/value", "want a string"},
		{`{"value":"12345678901"}`, "/value", "longer than 10 characters"},
		{`{"id":"1","id":"2"}`, "/id", "duplicate"},
		{`{"value":"x"}{"value":"y"}`, "", ""},
		{`["x"]`, "", "want an object"},
	} {
		_, err := TaxID([]byte(tc.line), 10)
		e, ok := err.(*jsonread.Error)
		require.True(t, ok, "%s: %v", tc.line, err)
		assert.Equal(t, tc.pointer, e.Pointer, tc.line)
		assert.Contains(t, e.Detail, tc.detail, tc.line)
	}
}

// FuzzTaxID checks that what TaxID accepts, encoding/json decodes to the
// same item.
func FuzzTaxID(f *testing.F) {
	for _, s := range []string{`{"id":"1","value":"30-54668997-9","country":"AR","type":"cuit"}`,
		`{"value":null,"country":"\u00c1R"}`, `{}`, `{"ID":"1"}`, `{"id":"1","id":"1"}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		it, err := TaxID([]byte(line), 256)
		if err != nil {
			return
		}
		var std struct {
			ID, Value, Country, Type *string
		}
		if err := json.Unmarshal([]byte(line), &std); err != nil {
			t.Fatalf("accepted %q, which encoding/json rejects: %v", line, err)
		}
		deref := func(p *string) string {
			if p == nil {
				return ""
			}
			return *p
		}
		want := TaxIDItem{ID: deref(std.ID), Value: deref(std.Value), Country: deref(std.Country),
			Type: deref(std.Type), HasID: std.ID != nil}
		if it != want {
			t.Fatalf("%q: %+v, encoding/json %+v", line, it, want)
		}
	})
}

func TestAppendItemError(t *testing.T) {
	for _, tc := range []struct {
		reason ndval.Reason
		code   string
	}{
		{ndval.ReasonMissingValue, ItemMissingValue},
		{ndval.ReasonMissingCountry, ItemMissingCountry},
		{ndval.ReasonInvalidCountry, ItemInvalidCountry},
		{ndval.ReasonUnsupportedCountry, ItemInvalidCountry},
		{ndval.ReasonInvalidChecksum, ItemInvalidTaxID},
	} {
		b := AppendItemError([]byte(`{"index":0`), tc.reason)
		var got struct {
			Error struct{ Code, Reason, Message string }
		}
		require.NoError(t, json.Unmarshal(b, &got), string(b))
		assert.Equal(t, tc.code, got.Error.Code)
		assert.Equal(t, string(tc.reason), got.Error.Reason)
		assert.Equal(t, tc.reason.Error(), got.Error.Message)
		for _, l := range message.Langs() {
			b := AppendItemErrorIn([]byte(`{"index":0`), tc.reason, l)
			var in struct {
				Error struct{ Code, Reason, Message string }
			}
			require.NoError(t, json.Unmarshal(b, &in), string(b))
			assert.Equal(t, got.Error.Code, in.Error.Code, "the code is the same in every language")
			assert.Equal(t, got.Error.Reason, in.Error.Reason, "the reason is the same in every language")
			assert.Equal(t, l.Reason(tc.reason), in.Error.Message)
		}
	}
	b := AppendItemErrorIn([]byte(`{"index":0`), ndval.ReasonInvalidChecksum, message.Spanish)
	assert.Equal(t, `{"index":0,"error":{"code":"INVALID_TAX_ID","reason":"invalid_checksum","message":"el dígito verificador no coincide"}}`, string(b))
}

// A line of a tax-ids JSON Lines file, read as the endpoint reads an item.
func ExampleTaxID() {
	it, err := TaxID([]byte(`{"id":"7","country":"AR","value":"30-54668997-9"}`), 256)
	fmt.Println(it.ID, it.Country, it.Value, it.HasID, err)
	_, err = TaxID([]byte(`{"id":"7","valor":"30-54668997-9"}`), 256)
	fmt.Println(err)
	// Output:
	// 7 AR 30-54668997-9 true <nil>
	// jsonread: /valor: unknown member "valor" (offset 18)
}
