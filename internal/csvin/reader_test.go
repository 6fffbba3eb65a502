package csvin

import (
	"encoding/csv"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rec is a record as the tests write it: its line, its fields or its error.
type rec struct {
	line   int
	fields []string
	err    error
}

func readAll(t testing.TB, r *Reader) []rec {
	var out []rec
	for {
		h, err := r.Read()
		if errors.Is(err, io.EOF) {
			return out
		}
		require.NoError(t, err)
		x := rec{line: h.Line, err: h.Err}
		if h.Err == nil {
			for i := range r.NumFields() {
				x.fields = append(x.fields, string(r.Field(i)))
			}
		}
		out = append(out, x)
	}
}

func TestReader(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		comma    byte
		fields   int
		want     []rec
	}{
		{"plain", "a,b\n1,2\n", 0, 0, []rec{{1, []string{"a", "b"}, nil}, {2, []string{"1", "2"}, nil}}},
		{"crlf, no last end, empty lines", "a,b\r\n\r\n\n1,2", 0, 0,
			[]rec{{1, []string{"a", "b"}, nil}, {4, []string{"1", "2"}, nil}}},
		{"semicolon detected", "id;value\n1;30-54668997-9\n", 0, 0,
			[]rec{{1, []string{"id", "value"}, nil}, {2, []string{"1", "30-54668997-9"}, nil}}},
		{"tab detected", "a\tb\tc\n1\t2,5\t3\n", 0, 0,
			[]rec{{1, []string{"a", "b", "c"}, nil}, {2, []string{"1", "2,5", "3"}, nil}}},
		{"quotes", `a,"b ""x"", y",""` + "\n", 0, 0, []rec{{1, []string{"a", `b "x", y`, ""}, nil}}},
		{"line break in a quoted field", "a,b\n1,\"x\r\ny\"\n2,z\n", 0, 2,
			[]rec{{1, []string{"a", "b"}, nil}, {2, []string{"1", "x\ny"}, nil}, {4, []string{"2", "z"}, nil}}},
		{"bare quote", "a,b\n1,x\"y\n2,z\n", 0, 0,
			[]rec{{1, []string{"a", "b"}, nil}, {2, nil, ErrBareQuote}, {3, []string{"2", "z"}, nil}}},
		{"quote not doubled", "a,b\n1,\"x\"y\n2,z\n", 0, 0,
			[]rec{{1, []string{"a", "b"}, nil}, {2, nil, ErrQuote}, {3, []string{"2", "z"}, nil}}},
		{"unclosed at the end", "a,b\n1,\"x\n2,z\n", 0, 0,
			[]rec{{1, []string{"a", "b"}, nil}, {2, nil, ErrUnclosed}, {3, []string{"2", "z"}, nil}}},
		{"unclosed, closed lines later: the field count tells", "a,b\n1,\"x\n2,z\n3,w\",5\n4,v\n", 0, 2,
			[]rec{{1, []string{"a", "b"}, nil}, {2, nil, ErrUnclosed}, {3, []string{"2", "z"}, nil},
				{4, nil, ErrBareQuote}, {5, []string{"4", "v"}, nil}}},
		{"trailing empty fields fit", "a,b\n\"1\n\",2,,\n", 0, 2,
			[]rec{{1, []string{"a", "b"}, nil}, {2, []string{"1\n", "2", "", ""}, nil}}},
		{"too long", "a,b\n1," + strings.Repeat("x", 40) + "\n2,z\n", 0, 0,
			[]rec{{1, []string{"a", "b"}, nil}, {2, nil, ErrTooLong}, {3, []string{"2", "z"}, nil}}},
		{"too long over lines", "a,b\n1,\"" + strings.Repeat("x\n", 20) + "\"\n", 0, 0,
			append([]rec{{1, []string{"a", "b"}, nil}, {2, nil, ErrTooLong}},
				append(repeatRec(3, 19, []string{"x"}), rec{22, nil, ErrUnclosed})...)},
		{"given comma", "a;b,c\n", ',', 0, []rec{{1, []string{"a;b", "c"}, nil}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := NewReader(strings.NewReader(tc.in), 32)
			r.Comma, r.Fields = tc.comma, tc.fields
			assert.Equal(t, tc.want, readAll(t, r))
		})
	}
}

func repeatRec(from, n int, fields []string) []rec {
	out := make([]rec, n)
	for i := range out {
		out[i] = rec{from + i, fields, nil}
	}
	return out
}

func TestBOMAndOffset(t *testing.T) {
	in := bom + "id;value\n1;2\n"
	r := NewReader(strings.NewReader(in), 64)
	got := readAll(t, r)
	assert.Equal(t, []rec{{1, []string{"id", "value"}, nil}, {2, []string{"1", "2"}, nil}}, got)
	assert.True(t, r.BOM())
	assert.Equal(t, byte(';'), r.Comma)
	assert.Equal(t, int64(len(in)), r.Offset())

	r = NewReader(strings.NewReader("a\n"), 64)
	readAll(t, r)
	assert.False(t, r.BOM())
}

func TestLines(t *testing.T) {
	l := NewLines(strings.NewReader("one\r\n"+strings.Repeat("y", 100)+"\n\nlast\r"), 10)
	var got []Line
	for {
		x, err := l.Next()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		if x.Text != nil {
			x.Text = append([]byte(nil), x.Text...)
		}
		got = append(got, x)
	}
	assert.Equal(t, []Line{{Text: []byte("one"), No: 1}, {No: 2, TooLong: true},
		{Text: nil, No: 3}, {Text: []byte("last"), No: 4}}, got)
}

func TestSniff(t *testing.T) {
	for in, want := range map[string]byte{
		"a,b,c": ',', "a;b;c": ';', "a\tb": '\t', "a": ',', `"a;b",c`: ',', "a;b,c": ',', "a;b\tc": ';',
	} {
		assert.Equal(t, string(want), string(Sniff([]byte(in))), in)
	}
}

// FuzzReader checks that on every input encoding/csv reads without an
// error, Reader gives the same records, and that on any input it accounts
// for every non-empty line: no line is lost.
func FuzzReader(f *testing.F) {
	for _, s := range []string{"a,b\n1,2\n", "a;b\r\n\"x\ny\";2\n", "a,\"b\nc,d\n", "\"\"\"\",\n\n,", "a\"b,c\n"} {
		f.Add(s, byte(0))
	}
	f.Fuzz(func(t *testing.T, in string, comma byte) {
		if comma != 0 && (comma == '"' || comma == '\n' || comma == '\r' || comma >= 0x80) {
			return
		}
		r := NewReader(strings.NewReader(in), 1<<10)
		r.Comma = comma
		got := readAll(t, r)
		if r.Comma == 0 {
			return // no record
		}
		std := csv.NewReader(strings.NewReader(strings.TrimPrefix(in, bom)))
		std.Comma, std.FieldsPerRecord = rune(r.Comma), -1
		var want []rec
		for {
			fields, err := std.Read()
			if err == io.EOF {
				break
			}
			if err != nil || len(in) > 1<<10 {
				return // bad input: compared below only for the lines
			}
			line, _ := std.FieldPos(0)
			want = append(want, rec{line: line, fields: fields})
		}
		if len(want) == 0 {
			want = nil
		}
		assert.Equal(t, want, got, "%q", in)
	})
}
