// Package wire reads the request bodies of the validation API and the
// lines of the command-line tool: the batch envelope {"items": [...]},
// bounded strings, and the tax-id and record items, which httpapi and
// cmd/ndval share so that an item means the same in a request and in a JSON
// Lines file.
// It reads strictly with internal/jsonread: an unknown or duplicate member,
// a wrong JSON type, trailing data or a string longer than the limit is an
// error carrying the JSON pointer of the culprit.
package wire

import (
	"strconv"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/jsonread"
)

// Items reads a batch body, the object {"items": [...]}, to its end,
// calling item for each element of the array; "items" absent or null
// means no items (the caller decides whether that is an error).
func Items(rd *jsonread.Reader, item func(i int) error) error {
	err := rd.Object(func(key []byte) error {
		if string(key) != "items" {
			return Unknown(rd, key)
		}
		if rd.Null() {
			return nil
		}
		return rd.Array(item)
	})
	if err != nil {
		return err
	}
	return rd.End()
}

// String reads a string of at most maxChars characters (Unicode code
// points, as JSON Schema's maxLength counts them, after unescaping), or
// null, for which ok is false: a null member counts as absent.
func String(rd *jsonread.Reader, maxChars int) (s string, ok bool, err error) {
	return StringFrom(rd, "", maxChars)
}

// StringFrom is String for a reader of src's bytes (src is the document
// as a string): a string with nothing to unescape is a slice of src, so
// that a request's values share its one copy instead of taking an
// allocation each; only a string with escapes is copied. With src empty
// it copies every string, as String does.
func StringFrom(rd *jsonread.Reader, src string, maxChars int) (s string, ok bool, err error) {
	b, at, null, err := rd.NullableStringAt()
	if null || err != nil {
		return "", false, err
	}
	if len(b) > maxChars && utf8.RuneCount(b) > maxChars {
		return "", false, rd.Errorf("longer than %d characters", maxChars)
	}
	if at >= 0 && src != "" {
		return src[at : at+len(b)], true, nil
	}
	return string(b), true, nil
}

// Unknown returns the error for a member name the schema does not have.
func Unknown(rd *jsonread.Reader, key []byte) error {
	return rd.Errorf("unknown member %s", strconv.Quote(string(key)))
}
