package jsonread_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/jsonread"
)

// requireError checks that err is an *Error with the given fields.
func requireError(t *testing.T, err error, pointer string, offset int, detail string) *jsonread.Error {
	t.Helper()
	var e *jsonread.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, pointer, e.Pointer, "pointer")
	assert.Equal(t, offset, e.Offset, "offset")
	assert.Equal(t, detail, e.Detail, "detail")
	return e
}

func TestSyntaxErrors(t *testing.T) {
	const eof = "unexpected end of input"
	tests := []struct {
		name    string
		in      string
		pointer string
		offset  int
		detail  string
	}{
		// Empty and truncated input.
		{"empty", ``, "", 0, eof},
		{"only whitespace", " \n", "", 2, eof},
		{"open object", `{`, "", 1, eof},
		{"open array", `[`, "/0", 1, eof},
		{"key without colon", `{"a"`, "", 4, eof},
		{"key without value", `{"a":`, "/a", 5, eof},
		{"member without close", `{"a":"b"`, "", 8, eof},
		{"element without close", `[1,2`, "", 4, eof},
		{"unterminated string", `"abc`, "", 4, eof},
		{"unterminated key", `{"ab`, "", 4, eof},
		{"unterminated escape", `"ab\`, "", 4, eof},
		{"unterminated unicode escape", `["\u12`, "/0", 6, eof},
		{"truncated true", `[tr`, "/0", 3, eof},
		{"truncated null", `{"a":nul`, "/a", 8, eof},
		{"truncated number", `[-`, "/0", 2, eof},
		{"truncated fraction", `1.`, "", 2, eof},
		{"truncated exponent", `1e`, "", 2, eof},
		{"truncated exponent sign", `1E+`, "", 3, eof},

		// Trailing commas.
		{"trailing comma in object", `{"a":1,}`, "", 6, "trailing comma before '}'"},
		{"trailing comma in array", `[1,2,]`, "", 4, "trailing comma before ']'"},
		{"nested trailing comma", `{"a":[1, ]}`, "/a", 7, "trailing comma before ']'"},
		{"comma only in array", `[,]`, "/0", 1, "invalid character ',' looking for beginning of value"},
		{"leading comma in array", `[,1]`, "/0", 1, "invalid character ',' looking for beginning of value"},
		{"comma only in object", `{,}`, "", 1, "invalid character ',' looking for beginning of object key string"},
		{"double comma", `[1,,2]`, "/1", 3, "invalid character ',' looking for beginning of value"},

		// Missing separators.
		{"missing colon", `{"a" 1}`, "", 5, "invalid character '1' after object key"},
		{"missing comma in object", `{"a":1 "b":2}`, "", 7, "invalid character '\"' after object key:value pair"},
		{"missing comma in array", `[1 2]`, "", 3, "invalid character '2' after array element"},
		{"wrong close of object", `{"a":1]`, "", 6, "invalid character ']' after object key:value pair"},
		{"wrong close of array", `[1}`, "", 2, "invalid character '}' after array element"},

		// Not JSON: comments, quotes, keys.
		{"block comment", `{"a":1 /* c */}`, "", 7, "invalid character '/' after object key:value pair"},
		{"line comment first", "// c\n{}", "", 0, "invalid character '/' looking for beginning of value"},
		{"comment as value", `[/**/1]`, "/0", 1, "invalid character '/' looking for beginning of value"},
		{"single-quoted key", `{'a':1}`, "", 1, `invalid character '\'' looking for beginning of object key string`},
		{"single-quoted value", `{"a":'x'}`, "/a", 5, `invalid character '\'' looking for beginning of value`},
		{"unquoted key", `{a:1}`, "", 1, "invalid character 'a' looking for beginning of object key string"},
		{"number key", `{1:1}`, "", 1, "invalid character '1' looking for beginning of object key string"},
		{"bare word", `[undefined]`, "/0", 1, "invalid character 'u' looking for beginning of value"},

		// Numbers.
		{"leading zero", `{"n":01}`, "/n", 6, "invalid leading zero in number"},
		{"negative leading zero", `[-01]`, "/0", 3, "invalid leading zero in number"},
		{"double zero", `00`, "", 1, "invalid leading zero in number"},
		{"plus sign", `[+1]`, "/0", 1, "invalid character '+' looking for beginning of value"},
		{"leading point", `.5`, "", 0, "invalid character '.' looking for beginning of value"},
		{"trailing point", `[1.]`, "/0", 3, "invalid character ']' after decimal point in numeric literal"},
		{"point before exponent", `1.e3`, "", 2, "invalid character 'e' after decimal point in numeric literal"},
		{"empty exponent", `[1e]`, "/0", 3, "invalid character ']' in exponent of numeric literal"},
		{"double exponent sign", `1e+-1`, "", 3, "invalid character '-' in exponent of numeric literal"},
		{"minus alone", `[-]`, "/0", 2, "invalid character ']' in numeric literal"},
		{"hex", `0x10`, "", 1, "invalid character 'x' after top-level value"},
		{"NaN", `{"x":NaN}`, "/x", 5, "invalid character 'N' looking for beginning of value"},
		{"Infinity", `[Infinity]`, "/0", 1, "invalid character 'I' looking for beginning of value"},
		{"minus Infinity", `[-Infinity]`, "/0", 2, "invalid character 'I' in numeric literal"},
		{"digit after number", `[1 2]`, "", 3, "invalid character '2' after array element"},

		// Literals.
		{"capital True", `True`, "", 0, "invalid character 'T' looking for beginning of value"},
		{"bad true", `[trUe]`, "/0", 3, "invalid character 'U' in literal true (expecting 'u')"},
		{"bad false", `[fals ]`, "/0", 5, "invalid character ' ' in literal false (expecting 'e')"},
		{"bad null", `{"a":nulL}`, "/a", 8, "invalid character 'L' in literal null (expecting 'l')"},
		{"literal with suffix", `[truex]`, "", 5, "invalid character 'x' after array element"},
		{"None", `None`, "", 0, "invalid character 'N' looking for beginning of value"},

		// Strings.
		{"raw newline", "[\"a\nb\"]", "/0", 3, `invalid character '\n' in string literal`},
		{"raw tab", "\"\t\"", "", 1, `invalid character '\t' in string literal`},
		{"raw NUL", "\"\x00\"", "", 1, `invalid character '\x00' in string literal`},
		{"raw control in key", "{\"a\x1f\":1}", "", 3, `invalid character '\x1f' in string literal`},
		{"unknown escape", `["\x"]`, "/0", 3, "invalid character 'x' in string escape code"},
		{"escaped single quote", `"\'"`, "", 2, `invalid character '\'' in string escape code`},
		{"capital U escape", `"\U0041"`, "", 2, "invalid character 'U' in string escape code"},
		{"short unicode escape", `"\u12"`, "", 5, `invalid character '"' in \u hexadecimal character escape`},
		{"bad hex digit", `{"k":"\u12G4"}`, "/k", 10, `invalid character 'G' in \u hexadecimal character escape`},
		{"escape in key", `{"\q":1}`, "", 3, "invalid character 'q' in string escape code"},

		// Whitespace is space, tab, LF and CR only.
		{"form feed", "\f{}", "", 0, `invalid character '\f' looking for beginning of value`},
		{"vertical tab", "[1,\v2]", "/1", 3, `invalid character '\v' looking for beginning of value`},
		{"no-break space", "{\"a\":\u00a01}", "/a", 5, `invalid character '\xc2' looking for beginning of value`},
		{"byte order mark", "\ufeff{}", "", 0, `invalid character '\xef' looking for beginning of value`},
		{"invalid UTF-8 outside strings", "[\xff]", "/0", 1, `invalid character '\xff' looking for beginning of value`},

		// Trailing data.
		{"two objects", `{} {}`, "", 3, "invalid character '{' after top-level value"},
		{"two numbers", "1 2", "", 2, "invalid character '2' after top-level value"},
		{"string then garbage", `"a"x`, "", 3, "invalid character 'x' after top-level value"},
		{"two nulls", `nullnull`, "", 4, "invalid character 'n' after top-level value"},
		{"close too many", `[]]`, "", 2, "invalid character ']' after top-level value"},
		{"NUL after value", "{}\x00", "", 2, `invalid character '\x00' after top-level value`},

		// Pointers: escaped keys, indices, the empty key.
		{"pointer escapes", `{"a/b":{"m~n":[0,1,tru]}}`, "/a~1b/m~0n/2", 22, "invalid character ']' in literal true (expecting 'e')"},
		{"pointer of escaped key", `{"a\u002fb\u007e":[x]}`, "/a~1b~0/0", 19, "invalid character 'x' looking for beginning of value"},
		{"pointer of empty key", `{"":{"":[1,x]}}`, "///1", 11, "invalid character 'x' looking for beginning of value"},
		{"pointer in second element", `[{"a":1},{"a":1,"b":[true,fals]}]`, "/1/b/1", 30, "invalid character ']' in literal false (expecting 'e')"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := readAll([]byte(tt.in), false)
			requireError(t, err, tt.pointer, tt.offset, tt.detail)
			assert.False(t, json.Valid([]byte(tt.in)), "encoding/json accepts it")

			// Skip reports the same error as the walk.
			r := jsonread.NewReader([]byte(tt.in))
			err2 := r.Skip()
			if err2 == nil {
				err2 = r.End()
			}
			assert.Equal(t, err, err2)
		})
	}
}

func TestValidDocuments(t *testing.T) {
	tests := []string{
		`null`, `true`, `false`, `0`, `-0`, `12`, `-12.5e+3`, `1E-2`, `0.0`, `1e01`, `""`, `"x"`,
		`{}`, `[]`, `[[]]`, `{"a":{}}`, `[1,"a",null,true,false,{},[]]`,
		" \t\r\n{ \t\r\n\"a\" \t\r\n: \t\r\n[ \t\r\n1 \t\r\n, \t\r\n2 \t\r\n] \t\r\n} \t\r\n",
		`{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}`, `{"":0}`, "\"\x7f\"", "\"\xff\"", `"\u0000"`,
	}
	for _, in := range tests {
		t.Run(in, func(t *testing.T) {
			v, err := readAll([]byte(in), false)
			require.NoError(t, err)
			checkAgainstStdlib(t, []byte(in), v, err)

			r := jsonread.NewReader([]byte(in))
			require.NoError(t, r.Skip())
			require.NoError(t, r.End())
		})
	}
}

// manyMembers returns an object of n members "k0".."k<n-1>", then the
// members in extra.
func manyMembers(n int, extra string) string {
	members := make([]string, 0, n+1)
	for i := range n {
		members = append(members, `"k`+strconv.Itoa(i)+`":0`)
	}
	if extra != "" {
		members = append(members, extra)
	}
	return "{" + strings.Join(members, ",") + "}"
}

func TestDuplicateMembers(t *testing.T) {
	big := manyMembers(40, `"k7":1`)
	tests := []struct {
		name, in, pointer string
		offset            int
	}{
		{"top level", `{"items":[1],"items":[2]}`, "/items", 13},
		{"nested", `{"items":[{"value":"1","country":"AR","value":"2"}]}`, "/items/0/value", 38},
		{"escaped equals plain", `{"a":1,"\u0061":2}`, "/a", 7},
		{"plain equals escaped", `{"\u0061":1,"a":2}`, "/a", 12},
		{"both escaped differently", `{"\/":1,"\u002f":2}`, "/~1", 8},
		{"invalid UTF-8 decodes alike", "{\"\xff\":1,\"\xfe\":2}", "/\uFFFD", 7},
		{"empty name", `{"":1,"":2}`, "/", 6},
		{"after the small set", big, "/k7", len(big) - 7},
		{"in a skipped value", `{"a":{"b":{"c":1,"c":2}}}`, "/a/b/c", 17},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := readAll([]byte(tc.in), false)
			requireError(t, err, tc.pointer, tc.offset, "duplicate member name")
			checkAgainstStdlib(t, []byte(tc.in), nil, err)
			r := jsonread.NewReader([]byte(tc.in))
			requireError(t, r.Skip(), tc.pointer, tc.offset, "duplicate member name")
		})
	}
	// Objects nested deeper than the Reader's stack of names holds: the
	// names of each level are still all compared.
	nested := func(levels int, innermost, outer string) string {
		doc := manyMembers(15, innermost)
		for range levels {
			doc = manyMembers(15, `"in":`+doc+outer)
		}
		return doc
	}
	for _, tc := range []struct{ name, in, pointer string }{
		{"innermost", nested(5, `"k3":1`, ""), "/in/in/in/in/in/k3"},
		{"every wrapping level", nested(5, "", `,"k9":1`), "/in/in/in/in/k9"},
		{"outermost, after the nested ones", manyMembers(15, `"in":`+nested(5, "", "")+`,"k9":1`), "/k9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := readAll([]byte(tc.in), false)
			var e *jsonread.Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, tc.pointer, e.Pointer)
			assert.Equal(t, "duplicate member name", e.Detail)
			checkAgainstStdlib(t, []byte(tc.in), nil, err)
			r := jsonread.NewReader([]byte(tc.in))
			assert.Equal(t, err, r.Skip())
		})
	}
	ok := nested(5, `"x":1`, `,"y":2`)
	v, err := readAll([]byte(ok), false)
	require.NoError(t, err)
	checkAgainstStdlib(t, []byte(ok), v, err)

	// Different names, however many, are fine, in Object and in Skip.
	for _, in := range []string{manyMembers(16, ""), manyMembers(17, `"x":1`), manyMembers(500, `"\u006b":1`)} {
		v, err := readAll([]byte(in), false)
		require.NoError(t, err)
		checkAgainstStdlib(t, []byte(in), v, err)
		r := jsonread.NewReader([]byte(in))
		require.NoError(t, r.Skip())
	}
}

func TestStrings(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"plain", `"hello"`, "hello"},
		{"empty", `""`, ""},
		{"every short escape", `"\"\\\/\b\f\n\r\t"`, "\"\\/\b\f\n\r\t"},
		{"unicode escapes", `"\u0041\u00e9\u20AC\u20ac"`, "Aé€€"},
		{"NUL escape", `"a\u0000b"`, "a\x00b"},
		{"surrogate pair", `"\uD83D\uDE00"`, "😀"},
		{"lower-case surrogate pair", `"\ud83d\ude00"`, "😀"},
		{"highest pair", `"\uDBFF\uDFFF"`, "\U0010FFFF"},
		{"lone high surrogate", `"\uD83D"`, "\uFFFD"},
		{"lone low surrogate", `"\uDE00"`, "\uFFFD"},
		{"low then high", `"\uDE00\uD83D"`, "\uFFFD\uFFFD"},
		{"high then BMP escape", `"\uD83D\u0041"`, "\uFFFDA"},
		{"high then pair", `"\uD83D\uD83D\uDE00"`, "\uFFFD😀"},
		{"high then text", `"\uD83Dx"`, "\uFFFDx"},
		{"high then short escape", `"\uD83D\n"`, "\uFFFD\n"},
		{"high then U+FFFD escape", `"\uD83D\uFFFD"`, "\uFFFD\uFFFD"},
		{"raw UTF-8", `"héllo €😀"`, "héllo €😀"},
		{"raw U+FFFD", "\"\xef\xbf\xbd\"", "\uFFFD"},
		{"DEL", "\"\x7f\"", "\x7f"},
		{"invalid byte", "\"a\xffb\"", "a\uFFFDb"},
		{"invalid bytes", "\"\xfe\xff\"", "\uFFFD\uFFFD"},
		{"truncated sequence", "\"a\xc3\"", "a\uFFFD"},
		{"truncated sequence before escape", "\"\xe2\x82\\n\"", "\uFFFD\uFFFD\n"},
		{"overlong encoding", "\"\xc0\xaf\"", "\uFFFD\uFFFD"},
		{"UTF-8 surrogate", "\"\xed\xa0\x80\"", "\uFFFD\uFFFD\uFFFD"},
		{"above U+10FFFF", "\"\xf4\x90\x80\x80\"", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"continuation byte", "\"\x80x\"", "\uFFFDx"},
		{"invalid UTF-8 and escape", "\"\xff\\u00e9\"", "\uFFFDé"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var std string
			require.NoError(t, json.Unmarshal([]byte(tt.in), &std))
			require.Equal(t, tt.want, std, "encoding/json disagrees with the test")

			r := jsonread.NewReader([]byte(tt.in))
			require.Equal(t, jsonread.String, r.Kind())
			s, err := r.String()
			require.NoError(t, err)
			assert.Equal(t, tt.want, s)
			require.NoError(t, r.End())

			r.Reset([]byte(tt.in))
			b, err := r.StringBytes()
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(b))

			// The same text as a key, in the pointer of an error too.
			doc := []byte(`{` + tt.in + `:{` + tt.in + `:x}}`)
			r.Reset(doc)
			var keys []string
			err = r.Object(func(key []byte) error {
				keys = append(keys, string(key))
				return r.Object(func(key []byte) error {
					keys = append(keys, string(key))
					return r.Skip()
				})
			})
			esc := strings.NewReplacer("~", "~0", "/", "~1").Replace(tt.want)
			requireError(t, err, "/"+esc+"/"+esc, len(doc)-3, "invalid character 'x' looking for beginning of value")
			assert.Equal(t, []string{tt.want, tt.want}, keys)
		})
	}
}

func TestKind(t *testing.T) {
	tests := []struct {
		in   string
		want jsonread.Kind
	}{
		{`{`, jsonread.Object},
		{` [`, jsonread.Array},
		{"\n\"", jsonread.String},
		{`-1.5e3`, jsonread.Number},
		{`0`, jsonread.Number},
		{`true`, jsonread.Bool},
		{`false`, jsonread.Bool},
		{`null`, jsonread.Null},
		{``, jsonread.Invalid},
		{`   `, jsonread.Invalid},
		{`-`, jsonread.Invalid},
		{`01`, jsonread.Invalid},
		{`1.`, jsonread.Invalid},
		{`tru`, jsonread.Invalid},
		{`nul`, jsonread.Invalid},
		{`False`, jsonread.Invalid},
		{`'a'`, jsonread.Invalid},
		{`}`, jsonread.Invalid},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r := jsonread.NewReader([]byte(tt.in))
			assert.Equal(t, tt.want, r.Kind())
			assert.Equal(t, tt.want, r.Kind(), "Kind consumes nothing")
		})
	}
	names := map[jsonread.Kind]string{
		jsonread.Invalid: "invalid", jsonread.Object: "object", jsonread.Array: "array",
		jsonread.String: "string", jsonread.Number: "number", jsonread.Bool: "boolean", jsonread.Null: "null",
	}
	for k, name := range names {
		assert.Equal(t, name, k.String())
	}
}

func TestTypeErrors(t *testing.T) {
	read := map[string]func(r *jsonread.Reader) error{
		"String": func(r *jsonread.Reader) error { _, err := r.String(); return err },
		"StringBytes": func(r *jsonread.Reader) error {
			_, err := r.StringBytes()
			return err
		},
		"Number": func(r *jsonread.Reader) error { _, err := r.Number(); return err },
		"Bool":   func(r *jsonread.Reader) error { _, err := r.Bool(); return err },
		"Object": func(r *jsonread.Reader) error { return r.Object(func([]byte) error { return r.Skip() }) },
		"Array":  func(r *jsonread.Reader) error { return r.Array(func(int) error { return r.Skip() }) },
	}
	tests := []struct {
		method, in string
		offset     int
		detail     string
		nested     string // the detail inside a document, if different
	}{
		{"String", ` 12`, 1, "want a string, got number", ""},
		{"String", `{}`, 0, "want a string, got object", ""},
		{"String", `[]`, 0, "want a string, got array", ""},
		{"String", `true`, 0, "want a string, got boolean", ""},
		{"String", `null`, 0, "want a string, got null", ""},
		{"String", `tru`, 3, "unexpected end of input", "invalid character '}' in literal true (expecting 'e')"},
		{"String", `'a'`, 0, `invalid character '\'' looking for beginning of value`, ""},
		{"String", ``, 0, "unexpected end of input", "invalid character '}' looking for beginning of value"},
		{"StringBytes", `1`, 0, "want a string, got number", ""},
		{"Number", `"1"`, 0, "want a number, got string", ""},
		{"Number", `01`, 1, "invalid leading zero in number", ""},
		{"Bool", `"true"`, 0, "want a boolean, got string", ""},
		{"Bool", `null`, 0, "want a boolean, got null", ""},
		{"Bool", `tRue`, 1, "invalid character 'R' in literal true (expecting 'r')", ""},
		{"Object", `[]`, 0, "want an object, got array", ""},
		{"Object", `"{}"`, 0, "want an object, got string", ""},
		{"Array", `{}`, 0, "want an array, got object", ""},
		{"Array", `0`, 0, "want an array, got number", ""},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.in, func(t *testing.T) {
			r := jsonread.NewReader([]byte(tt.in))
			err := read[tt.method](&r)
			requireError(t, err, "", tt.offset, tt.detail)

			// Inside a document the pointer is the member's.
			doc := `{"list":[0,{"k":` + tt.in + `}]}`
			r.Reset([]byte(doc))
			err = r.Object(func([]byte) error {
				return r.Array(func(i int) error {
					if i == 0 {
						return r.Skip()
					}
					return r.Object(func([]byte) error { return read[tt.method](&r) })
				})
			})
			if tt.nested == "" {
				tt.nested = tt.detail
			}
			requireError(t, err, "/list/1/k", tt.offset+16, tt.nested)
		})
	}
}

func TestReadMethods(t *testing.T) {
	r := jsonread.NewReader([]byte(` [ -12.5e+3 , true , false , null , "x" , 7 ] `))
	var got []any
	err := r.Array(func(i int) error {
		switch i {
		case 0:
			n, err := r.Number()
			got = append(got, string(n))
			return err
		case 1, 2:
			b, err := r.Bool()
			got = append(got, b)
			return err
		case 3:
			got = append(got, r.Null())
			return nil
		case 4:
			assert.False(t, r.Null(), "Null on a string")
			s, err := r.String()
			got = append(got, s)
			return err
		}
		assert.Equal(t, "/5", r.Pointer())
		return r.Skip()
	})
	require.NoError(t, err)
	require.NoError(t, r.End())
	assert.Equal(t, []any{"-12.5e+3", true, false, true, "x"}, got)
	assert.Equal(t, "", r.Pointer())
}

func TestNullAsAbsent(t *testing.T) {
	r := jsonread.NewReader([]byte(`{"a":null,"b":"x","c":nul}`))
	got := map[string]string{}
	err := r.Object(func(key []byte) error {
		if r.Null() {
			return nil
		}
		s, err := r.String()
		got[string(key)] = s
		return err
	})
	// Null does not consume "nul"; String then reports the syntax error.
	requireError(t, err, "/c", 25, "invalid character '}' in literal null (expecting 'l')")
	assert.Equal(t, map[string]string{"b": "x", "c": ""}, got)
}

func TestDepth(t *testing.T) {
	nest := func(n int, open, close string) []byte {
		return []byte(strings.Repeat(open, n) + "1" + strings.Repeat(close, n))
	}
	zeros := func(n int) string { return strings.Repeat("/0", n) }
	as := func(n int) string { return strings.Repeat("/a", n) }

	for _, tt := range []struct {
		name        string
		open, close string
		pointer     func(int) string
		width       int
	}{
		{"arrays", "[", "]", zeros, 1},
		{"objects", `{"a":`, "}", as, 5},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ok := nest(jsonread.MaxDepth, tt.open, tt.close)
			v, err := readAll(ok, false)
			require.NoError(t, err)
			checkAgainstStdlib(t, ok, v, err)
			r := jsonread.NewReader(ok)
			require.NoError(t, r.Skip())
			require.NoError(t, r.End())

			deep := nest(jsonread.MaxDepth+1, tt.open, tt.close)
			require.True(t, json.Valid(deep))
			_, err = readAll(deep, false)
			requireError(t, err, tt.pointer(jsonread.MaxDepth), jsonread.MaxDepth*tt.width, "exceeded maximum nesting depth of 64")
			r.Reset(deep)
			assert.Equal(t, err, r.Skip())

			// Very deep input fails fast, without growing the stack.
			huge := nest(1_000_000, tt.open, tt.close)
			r.Reset(huge)
			requireError(t, r.Skip(), tt.pointer(jsonread.MaxDepth), jsonread.MaxDepth*tt.width, "exceeded maximum nesting depth of 64")
		})
	}

	// Skip called inside callbacks counts the enclosing levels.
	doc := nest(jsonread.MaxDepth+1, "[", "]")
	r := jsonread.NewReader(doc)
	err := r.Array(func(int) error { return r.Array(func(int) error { return r.Skip() }) })
	requireError(t, err, zeros(jsonread.MaxDepth), jsonread.MaxDepth, "exceeded maximum nesting depth of 64")
}

func TestErrorsAreFinal(t *testing.T) {
	r := jsonread.NewReader([]byte(`["a", 1, "b"]`))
	var first error
	err := r.Array(func(i int) error {
		_, err := r.String()
		if i == 1 {
			first = err
			return nil // ignoring the error does not help
		}
		return err
	})
	require.Error(t, first)
	requireError(t, first, "/1", 6, "want a string, got number")
	assert.Same(t, first, err)

	// Every method now returns the same error.
	assert.Same(t, first, r.End())
	assert.Same(t, first, r.Skip())
	_, err = r.String()
	assert.Same(t, first, err)
	_, err = r.StringBytes()
	assert.Same(t, first, err)
	_, err = r.Number()
	assert.Same(t, first, err)
	_, err = r.Bool()
	assert.Same(t, first, err)
	assert.Same(t, first, r.Object(nil))
	assert.Same(t, first, r.Array(nil))
	assert.False(t, r.Null())
	assert.Equal(t, jsonread.Invalid, r.Kind())

	// Until Reset.
	r.Reset([]byte(`"ok"`))
	s, err := r.String()
	require.NoError(t, err)
	assert.Equal(t, "ok", s)
	require.NoError(t, r.End())
}

func TestCallbackMisuse(t *testing.T) {
	r := jsonread.NewReader([]byte(`{"a":1}`))
	err := r.Object(func([]byte) error { return nil })
	requireError(t, err, "/a", 5, "member value not consumed by the callback")

	r.Reset([]byte(`[ {"x":1}]`))
	err = r.Array(func(int) error { return nil })
	requireError(t, err, "/0", 2, "array element not consumed by the callback")

	// Reading two values for one member fails on the comma.
	r.Reset([]byte(`{"a":"x","b":"y"}`))
	err = r.Object(func([]byte) error {
		if _, err := r.String(); err != nil {
			return err
		}
		_, err := r.String()
		return err
	})
	requireError(t, err, "/a", 8, "invalid character ',' looking for beginning of value")
}

func TestCallbackErrors(t *testing.T) {
	cause := errors.New("bad value")
	r := jsonread.NewReader([]byte(`{"a":[1, 2]}`))
	err := r.Object(func([]byte) error {
		return r.Array(func(i int) error {
			if i == 1 {
				return cause
			}
			return r.Skip()
		})
	})
	e := requireError(t, err, "/a/1", 9, "bad value")
	assert.ErrorIs(t, err, cause)
	assert.Equal(t, "jsonread: /a/1: bad value (offset 9)", e.Error())

	// A nil *Error is still an error.
	r.Reset([]byte(`[1]`))
	err = r.Array(func(int) error {
		var e *jsonread.Error
		return e
	})
	requireError(t, err, "/0", 1, "callback returned a nil *Error")

	// Errorf: the pointer and offset of the member.
	r.Reset([]byte(`{"ok":1, "x~y": {"deep": true}}`))
	err = r.Object(func(key []byte) error {
		if string(key) != "ok" {
			return r.Errorf("unknown member %q", key)
		}
		return r.Skip()
	})
	e = requireError(t, err, "/x~0y", 16, `unknown member "x~y"`)
	assert.Nil(t, e.Err)
	assert.Same(t, e, r.End(), "an error returned by a callback is final")

	// Errorf at the top level.
	r.Reset([]byte(` 5`))
	e = r.Errorf("at %s", "top")
	assert.Equal(t, "jsonread: at top (offset 0)", e.Error())
	require.NoError(t, r.Skip(), "Errorf does not fail the Reader")
}

func TestZeroReader(t *testing.T) {
	var r jsonread.Reader
	assert.Equal(t, jsonread.Invalid, r.Kind())
	requireError(t, r.Skip(), "", 0, "unexpected end of input")
}

func TestAllocations(t *testing.T) {
	doc := []byte(`{"a":[1,-2.5e3,true,false,null,"x\n\u00e9",{"k\u00e9y":"v"}],"b":{"c":"d"}}`)
	var r jsonread.Reader
	allocs := testing.AllocsPerRun(100, func() {
		r = jsonread.NewReader(doc)
		if r.Skip() != nil || r.End() != nil {
			t.Fatal("error")
		}
	})
	assert.Zero(t, allocs, "NewReader + Skip")

	// Keys, including escaped ones, and StringBytes cost nothing once the
	// Reader's buffer has grown.
	var walkNoAlloc func() error
	walkNoAlloc = func() error {
		switch r.Kind() {
		case jsonread.Object:
			return r.Object(func([]byte) error { return walkNoAlloc() })
		case jsonread.Array:
			return r.Array(func(int) error { return walkNoAlloc() })
		case jsonread.String:
			_, err := r.StringBytes()
			return err
		}
		return r.Skip()
	}
	allocs = testing.AllocsPerRun(100, func() {
		r.Reset(doc)
		if walkNoAlloc() != nil || r.End() != nil {
			t.Fatal("error")
		}
	})
	assert.Zero(t, allocs, "Reset + walk with StringBytes")

	// String allocates only the string.
	strs := []byte(`["plain", "esc\\t"]`)
	allocs = testing.AllocsPerRun(100, func() {
		r.Reset(strs)
		if r.Array(func(int) error { _, err := r.String(); return err }) != nil {
			t.Fatal("error")
		}
	})
	assert.Equal(t, 2.0, allocs, "String")

	// Duplicate checks cost nothing up to 16 members, escaped names
	// included.
	small := []byte(manyMembers(15, `"\u0078\n":1`))
	allocs = testing.AllocsPerRun(100, func() {
		r.Reset(small)
		if walkNoAlloc() != nil || r.End() != nil {
			t.Fatal("error")
		}
	})
	assert.Zero(t, allocs, "Reset + walk of 16 members")
}
