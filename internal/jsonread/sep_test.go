package jsonread_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval/internal/jsonread"
)

func TestSeparators(t *testing.T) {
	// Object and Array take a comma or a closing bracket right after a
	// value without next; with a space before every separator, next reads
	// them. Both read the same values and find the same errors.
	spaced := func(s string) string {
		r := strings.NewReplacer(",", " ,", "}", " }", "]", " ]")
		return r.Replace(s)
	}
	for _, doc := range []string{
		`[1,2,3]`, `[1,]`, `[1,,2]`, `[,1]`, `[1,]]`, `[[],[1],{}]`, `[{"a":1},{"b":2}]`, `[1 2]`,
		`{"a":1,"b":[1,2],"c":{"d":null}}`, `{"a":1,}`, `{"a":1,"a":2}`, `{"a":"x"}}`, `{"a":1,,"b":2}`,
		`{"a":1,"b"}`, `{"a":1,b:2}`, `{"items":[{"id":"1","value":"x"},{"id":"2"}]}`, `[true,false,null,"s",-1.5e3]`,
		`{"a":[1,2],"b":{"c":[{"d":"e"}]}}`, `[1,"a"`, `{"a":1,`, `[1,2`, `{"a":{"b":1},"a":2}`,
	} {
		v1, err1 := readAll([]byte(doc), false)
		v2, err2 := readAll([]byte(spaced(doc)), false)
		var e1, e2 *jsonread.Error
		if errors.As(err1, &e1) != errors.As(err2, &e2) {
			t.Fatalf("%s: %v; spaced: %v", doc, err1, err2)
		}
		if e1 != nil {
			assert.Equal(t, e2.Pointer, e1.Pointer, doc)
			assert.Equal(t, e2.Detail, e1.Detail, doc)
			continue
		}
		assert.Equal(t, v2, v1, doc)
	}
}
