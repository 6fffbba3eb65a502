package jsonread

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// specials are the bytes at which a string's scan stops or may go wrong,
// and a plain one.
var specials = []byte{0, 0x1f, 0x20, '"', '#', '\\', 'a', 'u', 0x7f, 0x80, 0xc3, 0xff}

func TestPlainString(t *testing.T) {
	// plainString agrees with scanString whenever it answers: the same
	// closing quote, nothing to decode, no error. Every pair of bytes at
	// every position of strings of 0 to 20 bytes, with 0 to 9 bytes after
	// the string (its fast path stops eight bytes before the end of the
	// data), each byte from specials or any byte at all.
	for n := range 21 {
		for pos := range n {
			for c1 := range 256 {
				for _, c2 := range specials {
					b := []byte(strings.Repeat("a", n))
					b[pos] = byte(c1)
					if pos+1 < n {
						b[pos+1] = c2
					}
					for _, tail := range []int{0, 1, 6, 7, 8, 9} {
						d := append(append([]byte{'"'}, b...), `"`+strings.Repeat(" ", tail)...)
						end, ok := plainString(d, 1)
						wantEnd, flags, se := scanString(d, 1)
						if ok && (end != wantEnd || flags != 0 || se.msg != "") {
							t.Fatalf("%q: plainString says %d, scanString %d, flags %d, %q", d, end, wantEnd, flags, se.msg)
						}
						if !ok && se.msg == "" && flags == 0 && len(d)-1 >= wantEnd+8 {
							t.Fatalf("%q: plainString missed a plain string", d)
						}
					}
				}
			}
		}
	}
}

func TestNullableStringAt(t *testing.T) {
	// NullableStringAt is Null then StringAt: the same values, the same
	// errors, the same position afterwards.
	for _, v := range []string{`null`, ` null`, `nul`, `nulll`, `"x"`, ` "abc"`, `"a\u0041"`, `"\xff"`,
		`"` + strings.Repeat("b", 20) + `"`, `"a` + "\x01" + `"`, `1`, `true`, `"`, ``, `n`, `"\"null"`} {
		got, want := nullableBoth(v)
		assert.Equal(t, want, got, v)
	}
}

// FuzzNullableStringAt checks NullableStringAt against Null then
// StringAt on any member value.
func FuzzNullableStringAt(f *testing.F) {
	for _, v := range []string{`null`, `"x"`, `"a\u0041b"`, `"12345678901234567890"`, `nul`, "\"\xff\""} {
		f.Add(v)
	}
	f.Fuzz(func(t *testing.T, v string) {
		if got, want := nullableBoth(v); got != want {
			t.Fatalf("%q: NullableStringAt %+v, Null then StringAt %+v", v, got, want)
		}
	})
}

// nullableRead is what a read of a member's value gave.
type nullableRead struct {
	s        string
	at, pos  int
	null     bool
	err, obj string
}

// nullableBoth reads the value v of the member of {"k":v} with
// NullableStringAt, then with Null and StringAt.
func nullableBoth(v string) (got, want nullableRead) {
	doc := []byte(`{"k":` + v + `}`)
	errString := func(err error) string {
		if err == nil {
			return ""
		}
		return err.Error()
	}
	r := NewReader(doc)
	got.obj = errString(r.Object(func([]byte) error {
		s, at, null, err := r.NullableStringAt()
		got.s, got.at, got.null, got.err, got.pos = string(s), at, null, errString(err), r.pos
		return nil
	}))
	r = NewReader(doc)
	want.obj = errString(r.Object(func([]byte) error {
		if want.null = r.Null(); want.null {
			want.at, want.pos = -1, r.pos
			return nil
		}
		s, at, err := r.StringAt()
		want.s, want.at, want.err, want.pos = string(s), at, errString(err), r.pos
		return nil
	}))
	return got, want
}
