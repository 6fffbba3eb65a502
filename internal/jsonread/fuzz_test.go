package jsonread_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/jsonread"
)

// errInconsistent marks a disagreement between Kind and the read methods.
var errInconsistent = errors.New("jsonread: Kind disagrees with the read methods")

// walk reads any value into what encoding/json with UseNumber produces:
// map[string]any, []any, string, json.Number, bool or nil. With useBytes it
// reads strings with StringBytes instead of String.
func walk(r *jsonread.Reader, useBytes bool) (any, error) {
	switch r.Kind() {
	case jsonread.Object:
		m := map[string]any{}
		err := r.Object(func(key []byte) error {
			v, err := walk(r, useBytes)
			if err != nil {
				return err
			}
			m[string(key)] = v // the Reader rejects a repeated key
			return nil
		})
		return m, err
	case jsonread.Array:
		a := []any{}
		err := r.Array(func(i int) error {
			if i != len(a) {
				return errInconsistent
			}
			v, err := walk(r, useBytes)
			if err != nil {
				return err
			}
			a = append(a, v)
			return nil
		})
		return a, err
	case jsonread.String:
		if useBytes {
			b, err := r.StringBytes()
			return string(b), err
		}
		return r.String()
	case jsonread.Number:
		n, err := r.Number()
		if err != nil {
			return nil, errInconsistent
		}
		return json.Number(n), nil
	case jsonread.Bool:
		b, err := r.Bool()
		if err != nil {
			return nil, errInconsistent
		}
		return b, nil
	case jsonread.Null:
		if !r.Null() {
			return nil, errInconsistent
		}
		return nil, nil
	}
	if err := r.Skip(); err != nil {
		return nil, err
	}
	return nil, errInconsistent
}

// readAll walks a whole document.
func readAll(data []byte, useBytes bool) (any, error) {
	r := jsonread.NewReader(data)
	v, err := walk(&r, useBytes)
	if err == nil {
		err = r.End()
	}
	return v, err
}

// checkAgainstStdlib checks that err (from reading data with a Reader) and v
// agree with encoding/json. It uses plain comparisons, not testify, so that
// the fuzzer can minimize a failing input quickly.
func checkAgainstStdlib(t *testing.T, data []byte, v any, err error) {
	t.Helper()
	valid := json.Valid(data)
	if err != nil {
		var e *jsonread.Error
		if !errors.As(err, &e) || e.Err != nil {
			t.Fatalf("%q: not a plain *Error: %v", data, err)
		}
		if e.Offset < 0 || e.Offset > len(data) || (e.Pointer != "" && e.Pointer[0] != '/') || e.Detail == "" {
			t.Fatalf("%q: malformed error %#v", data, e)
		}
		if strings.Contains(e.Detail, "nesting depth") {
			return // deeper than MaxDepth: encoding/json allows it
		}
		if e.Detail == "duplicate member name" {
			// The documented difference: encoding/json keeps the last.
			// The document may be invalid further on: the Reader stops
			// at the first problem.
			if p, ok := firstDuplicate(data); !ok || p != e.Pointer {
				t.Fatalf("%q: duplicate at %q, but encoding/json's tokenizer finds %q (%v)", data, e.Pointer, p, ok)
			}
			return
		}
		if valid {
			t.Fatalf("%q: rejected a document json.Valid accepts: %v", data, err)
		}
		return
	}
	if !valid {
		t.Fatalf("%q: accepted a document json.Valid rejects", data)
	}
	if p, ok := firstDuplicate(data); ok {
		t.Fatalf("%q: accepted a document with a duplicate member at %q", data, p)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var want any
	if err := dec.Decode(&want); err != nil {
		t.Fatalf("%q: encoding/json: %v", data, err)
	}
	if !reflect.DeepEqual(want, v) {
		t.Fatalf("%q: read %#v, encoding/json reads %#v", data, v, want)
	}
}

// firstDuplicate finds, with encoding/json's tokenizer, the first member
// in document order whose decoded name an earlier member of the same
// object has, and returns its JSON pointer. It reads data up to the first
// syntax error.
func firstDuplicate(data []byte) (string, bool) {
	type level struct {
		obj, wantKey bool
		names        map[string]bool
		name         string
		index        int
	}
	var stack []*level
	pointer := func() string {
		var b strings.Builder
		for _, l := range stack {
			b.WriteByte('/')
			if !l.obj {
				b.WriteString(strconv.Itoa(l.index))
				continue
			}
			b.WriteString(strings.NewReplacer("~", "~0", "/", "~1").Replace(l.name))
		}
		return b.String()
	}
	endValue := func() { // a value ended in the innermost container
		if len(stack) == 0 {
			return
		}
		if top := stack[len(stack)-1]; top.obj {
			top.wantKey = true
		} else {
			top.index++
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", false
		}
		if n := len(stack); n > 0 && stack[n-1].obj && stack[n-1].wantKey {
			top := stack[n-1]
			if name, ok := tok.(string); ok {
				top.name, top.wantKey = name, false
				if top.names[name] {
					return pointer(), true
				}
				top.names[name] = true
				continue
			}
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &level{obj: true, wantKey: true, names: map[string]bool{}})
		case json.Delim('['):
			stack = append(stack, &level{})
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
			endValue()
		default:
			endValue()
		}
	}
}

// fuzzSeeds are interesting documents, valid and not.
var fuzzSeeds = []string{
	``, ` `, `null`, `true`, `false`, `0`, `-0`, `1.5e+10`, `-0.0E-0`, `"x"`,
	`{}`, `[]`, `{"a":1}`, `[1,"a",null,true,false,{},[]]`,
	`{"a":{"b":[1,{"c":"d"}]},"a":2}`, `{"a":1,"\u0061":2}`, `[{"a":{"x":1,"y":2,"x":3}}]`,
	"{\"\xff\":1,\"\xfe\":2}", `{"a~/":1,"a~/":2}`, `{"":""}`, ` {"a" : [ 1 , 2 ] } `,
	"\t\n\r {}\r\n",
	`{"items":[{"id":"a1","value":"20-12345678-6","country":"AR","type":"cuit"}]}`,
	`"\"\\\/\b\f\n\r\t"`, `"\u0041\u00e9\u20AC"`, `"\uD83D\uDE00"`, `"\ud83d\ude00"`,
	`"\uD83D"`, `"\uDE00"`, `"\uD83D\u0041"`, `"\uD83D\uD83D\uDE00"`, `"\uD83Dx"`,
	`"\uD83D\"`, `"\uDBFF\uDFFF"`, `"\u0000"`, "\"\xff\"", "\"a\xc3\"", "\"\xc0\xaf\"",
	"\"\xed\xa0\x80\"", "\"\xef\xbf\xbd\"", "\"\x7f\"", "{\"\xff\":1}", `{"a\u0000b":1}`,
	`{"a":1,}`, `[1,]`, `[,1]`, `{,}`, `{"a" 1}`, `{"a":1 "b":2}`, `[1 2]`, `{'a':1}`,
	`{a:1}`, `01`, `-01`, `00`, `1.`, `.5`, `1e`, `1e+`, `-`, `+1`, `NaN`, `-Infinity`,
	`0x10`, `1.e3`, "\"a\nb\"", "\"\t\"", `"\x"`, `"\u12"`, `"\u12G4"`, `"\'"`,
	`{"a":"b"`, `{"a"`, `{"a":`, `[`, `"abc`, `"ab\`, `tr`, `nul`, `nulL`, `True`,
	`{} {}`, `1 2`, `"a"x`, `nullnull`, "\f{}", "\v{}", "\u00a0{}", "\ufeff{}",
	`/* c */ {}`, `{"a":1 // c` + "\n}", `[[[[[[[[[[[[]]]]]]]]]]]]`,
	strings.Repeat("[", jsonread.MaxDepth) + strings.Repeat("]", jsonread.MaxDepth),
	strings.Repeat("[", jsonread.MaxDepth+1) + strings.Repeat("]", jsonread.MaxDepth+1),
	strings.Repeat(`{"a":`, jsonread.MaxDepth+1) + "1" + strings.Repeat("}", jsonread.MaxDepth+1),
}

// FuzzReader checks that a generic walk with a Reader accepts exactly the
// documents json.Valid accepts and reads the value encoding/json reads, and
// that Skip accepts the same documents.
func FuzzReader(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := readAll(data, false)
		checkAgainstStdlib(t, data, v, err)

		v2, err2 := readAll(data, true)
		if !reflect.DeepEqual(err, err2) || !reflect.DeepEqual(v, v2) {
			t.Fatalf("%q: String and StringBytes disagree: %v, %v", data, err, err2)
		}

		r := jsonread.NewReader(data)
		err3 := r.Skip()
		if err3 == nil {
			err3 = r.End()
		}
		checkAgainstStdlib(t, data, v, err3)
		if !reflect.DeepEqual(err, err3) {
			t.Fatalf("%q: walk and Skip disagree: %v; %v", data, err, err3)
		}
	})
}
