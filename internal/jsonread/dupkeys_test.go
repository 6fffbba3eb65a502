package jsonread_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/jsonread"
)

func TestDuplicateNamesExhaustive(t *testing.T) {
	// Every object of one to four members named from a pool whose names
	// share lengths and first bytes, and the bits of the Reader's quick
	// check ("a" and "Zx": 1*7+'a' = 2*7+'Z'), plain and escaped: the first
	// duplicate, by decoded name, is the error, in Object and in Skip; no
	// duplicate, no error.
	pool := []string{``, `a`, `b`, `ab`, `ac`, `Zx`, `\u0061`, `a\u0062`, "\xff", "\xfe"}
	decoded := make([]string, len(pool))
	for i, n := range pool {
		if err := json.Unmarshal([]byte(`"`+n+`"`), &decoded[i]); err != nil {
			t.Fatal(err)
		}
	}
	var pick []int
	var walk func(depth int)
	walk = func(depth int) {
		if len(pick) > 0 {
			var b strings.Builder
			b.WriteByte('{')
			wantOff := -1
			for k, i := range pick {
				if k > 0 {
					b.WriteByte(',')
				}
				for _, j := range pick[:k] {
					if wantOff < 0 && decoded[j] == decoded[i] {
						wantOff = b.Len()
					}
				}
				b.WriteString(`"` + pool[i] + `":1`)
			}
			b.WriteByte('}')
			doc := []byte(b.String())
			r := jsonread.NewReader(doc)
			skipErr := r.Skip()
			_, err := readAll(doc, false)
			for _, err := range []error{err, skipErr} {
				e, _ := err.(*jsonread.Error)
				switch {
				case wantOff < 0 && err != nil:
					t.Fatalf("%s: %v", doc, err)
				case wantOff >= 0 && (e == nil || e.Detail != "duplicate member name" || e.Offset != wantOff):
					t.Fatalf("%s: %v, want a duplicate at %d", doc, err, wantOff)
				}
			}
		}
		if depth == 4 {
			return
		}
		for i := range pool {
			pick = append(pick, i)
			walk(depth + 1)
			pick = pick[:len(pick)-1]
		}
	}
	walk(0)
}
