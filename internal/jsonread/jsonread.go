package jsonread

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/ndval/ndval/internal/jsonword"
)

// MaxDepth is the deepest nesting of objects and arrays a Reader accepts.
const MaxDepth = 64

// Detail texts that callers (and tests) may want to recognize.
const (
	detailEOF   = "unexpected end of input"
	detailDepth = "exceeded maximum nesting depth of 64"
)

// Kind is the type of a JSON value, as reported by [Reader.Kind].
type Kind uint8

// The kinds of JSON value. Invalid means that the next bytes are not the
// start of a valid value (or that the Reader has failed).
const (
	Invalid Kind = iota
	Object
	Array
	String
	Number
	Bool
	Null
)

// String returns the JSON name of the kind: "object", "array", "string",
// "number", "boolean", "null" or "invalid".
func (k Kind) String() string {
	switch k {
	case Object:
		return "object"
	case Array:
		return "array"
	case String:
		return "string"
	case Number:
		return "number"
	case Bool:
		return "boolean"
	case Null:
		return "null"
	}
	return "invalid"
}

// Error is every error a [Reader] returns.
type Error struct {
	// Pointer is the RFC 6901 JSON pointer of the value being read, with
	// "~" and "/" in keys escaped as "~0" and "~1"; "" is the document.
	Pointer string
	// Detail says what is wrong, e.g. "want a string, got number".
	Detail string
	// Offset is the byte offset in the input at which the problem was found.
	Offset int
	// Err is the error a callback returned, if it was not an *Error.
	Err error
}

// Error returns "jsonread: POINTER: DETAIL (offset N)", without the pointer
// part for the document itself.
func (e *Error) Error() string {
	s := "jsonread: "
	if e.Pointer != "" {
		s += e.Pointer + ": "
	}
	return s + e.Detail + " (offset " + strconv.Itoa(e.Offset) + ")"
}

// Unwrap returns the error a callback returned, if any.
func (e *Error) Unwrap() error { return e.Err }

// frame is one step of the pointer path: a member whose key starts (just
// after the opening quote) at key, or, if key < 0, the array element idx.
// off is where the member's or element's value starts.
type frame struct {
	key, idx, off int32
}

// Reader reads one JSON document from a []byte, strictly (RFC 8259).
//
// The zero Reader reads an empty document. A Reader is not safe for
// concurrent use; it is small enough to live on the stack, and can be reused
// for another document with [Reader.Reset].
type Reader struct {
	data    []byte
	pos     int
	depth   int    // number of frames of path in use
	err     *Error // the first error; every later call returns it
	scratch []byte // decoded keys (a stack) and escaped strings
	path    [MaxDepth]frame
	nkeys   int              // names in keys
	keys    [keyStack]keyRef // names of the objects being read (see keySet)
}

// NewReader returns a Reader of data. data must not change while it is read.
func NewReader(data []byte) Reader {
	var r Reader
	r.Reset(data)
	return r
}

// Reset makes r read data from the start, keeping its buffers.
func (r *Reader) Reset(data []byte) {
	r.data = data
	r.pos = 0
	r.depth = 0
	r.err = nil
	r.scratch = r.scratch[:0]
	r.nkeys = 0
	if len(data) > math.MaxInt32 {
		r.err = &Error{Detail: "document larger than 2 GiB"}
	}
}

// Object reads an object. For each member it calls fn with the member's key,
// decoded, which is valid only during the call (a name that an earlier
// member of the object has is an error, before fn is called); fn must consume the value
// with exactly one read method (Null counts when it reports true). While fn
// runs, the key is on the pointer path. An error fn returns ends the read
// and is returned as an *Error: as is if it is one, else wrapped, with the
// member's pointer.
func (r *Reader) Object(fn func(key []byte) error) error {
	p, depth, more, e := r.open('{', '}', "an object")
	if e != nil || !more {
		return e.orNil()
	}
	d := r.data
	mark := len(r.scratch)
	names := keySet{base: r.nkeys}
	defer func() { r.nkeys = names.base }()
	for {
		ks, ke, flags, q, e := r.key(p, depth)
		if e != nil {
			return r.fail(e)
		}
		key := d[ks:ke]
		plain := plainKey(key, flags)
		if r.addKey(&names, ks, ke, plain) {
			return r.fail(r.duplicate(ks, q, depth))
		}
		if !plain {
			r.scratch = unquote(r.scratch, key)
			key = r.scratch[mark:]
		}
		r.path[depth] = frame{key: int32(ks), off: int32(q)}
		r.depth = depth + 1
		r.pos = q
		err := fn(key)
		if s := r.pos; err == nil && r.err == nil && s != q && s+1 < len(d) {
			// The usual cases, what next does in short: the value was
			// read, and the next key follows its comma or the object ends.
			if d[s] == ',' && d[s+1] == '"' {
				r.depth = depth
				r.scratch = r.scratch[:mark]
				p = s + 1
				continue
			}
			if d[s] == '}' {
				r.depth = depth
				r.scratch = r.scratch[:mark]
				r.pos = s + 1
				return nil
			}
		}
		var done bool
		p, done, e = r.next(err, q, depth, mark, '}', "member value")
		if e != nil || done {
			return e.orNil()
		}
	}
}

// open reads the opening bracket of an object or array (what names it in a
// type error) and the space after it. An empty one is consumed whole and
// more is false; otherwise p is the offset of its first member and depth
// the depth of the container.
func (r *Reader) open(opening, closing byte, what string) (p, depth int, more bool, e *Error) {
	if r.err != nil {
		return 0, 0, false, r.err
	}
	d := r.data
	p = skipWS(d, r.pos)
	r.pos = p
	if p >= len(d) || d[p] != opening {
		return 0, 0, false, r.fail(r.typeError(p, what))
	}
	depth = r.depth
	if depth >= MaxDepth {
		return 0, 0, false, r.fail(r.errAt(p, depth, detailDepth))
	}
	p = skipWS(d, p+1)
	if p < len(d) && d[p] == closing {
		r.pos = p + 1
		return 0, 0, false, nil
	}
	return p, depth, true, nil
}

// orNil returns e as an error, nil when e is nil (not an interface holding
// a nil *Error).
func (e *Error) orNil() error {
	if e == nil {
		return nil
	}
	return e
}

// Array reads an array, calling fn(i) for element i, which fn must consume
// with exactly one read method. While fn runs, i is on the pointer path.
// Errors from fn are handled as by [Reader.Object].
func (r *Reader) Array(fn func(i int) error) error {
	p, depth, more, e := r.open('[', ']', "an array")
	if e != nil || !more {
		return e.orNil()
	}
	d := r.data
	mark := len(r.scratch)
	for i := 0; ; i++ {
		r.path[depth] = frame{key: -1, idx: int32(i), off: int32(p)}
		r.depth = depth + 1
		r.pos = p
		err := fn(i)
		if s := r.pos; err == nil && r.err == nil && s != p && s+1 < len(d) && d[s] == ',' &&
			d[s+1] > ' ' && d[s+1] != ']' {
			// The usual case, as in Object: the next element follows the
			// comma.
			r.depth = depth
			r.scratch = r.scratch[:mark]
			p = s + 1
			continue
		}
		var done bool
		p, done, e = r.next(err, p, depth, mark, ']', "array element")
		if e != nil || done {
			return e.orNil()
		}
	}
}

// next ends a member or element of the container at depth whose value
// began at p, after its callback returned err: it restores the depth and
// the scratch buffer (to mark), checks that the callback consumed the
// value (what names it), and reads the separator after it. done reports
// the closing bracket, consumed; otherwise q is the offset of the next
// member or element.
func (r *Reader) next(err error, p, depth, mark int, closing byte, what string) (q int, done bool, e *Error) {
	r.depth = depth
	r.scratch = r.scratch[:mark]
	switch {
	case err != nil:
		return 0, false, r.fail(r.wrap(err, p, depth+1))
	case r.err != nil:
		return 0, false, r.err
	case r.pos == p:
		return 0, false, r.fail(r.notConsumed(p, depth+1, what))
	}
	q, done, e = r.sep(r.pos, depth, closing)
	if e != nil {
		return 0, false, r.fail(e)
	}
	if done {
		r.pos = q
	}
	return q, done, nil
}

// String reads a string value and returns it decoded: escapes and surrogate
// pairs are decoded, and invalid UTF-8 and lone surrogates become U+FFFD, as
// encoding/json does. Any other type of value is an error ("want a string,
// got number"). The only allocation is the returned string.
func (r *Reader) String() (string, error) {
	s, tmp, err := r.str()
	if err != nil || !tmp {
		return string(s), err
	}
	mark := len(r.scratch) - len(s)
	out := string(s)
	r.scratch = r.scratch[:mark]
	return out, nil
}

// StringBytes is like [Reader.String] but allocates nothing: the bytes
// returned are valid only until the next call of a method of r. Use it to
// compare a string with known values.
func (r *Reader) StringBytes() ([]byte, error) {
	s, _, err := r.str()
	return s, err
}

// StringAt is like [Reader.StringBytes] and also reports where the string
// is in the data when s is its own bytes there (nothing to decode):
// s is data[at:at+len(s)]. When the string had escapes or invalid UTF-8
// to decode, at is -1 and s is valid only until the next call. A caller
// that holds the data as a string takes its values from there without
// copying them.
func (r *Reader) StringAt() (s []byte, at int, err error) {
	s, tmp, err := r.str()
	if err != nil || tmp {
		return s, -1, err
	}
	return s, r.pos - 1 - len(s), nil
}

// NullableStringAt reads null, for which null is true, or a string as
// [Reader.StringAt] does: Null then StringAt in one step, for a schema
// whose null member means an absent one.
func (r *Reader) NullableStringAt() (s []byte, at int, null bool, err error) {
	if r.err == nil {
		d := r.data
		p := skipWS(d, r.pos)
		if p < len(d) && d[p] == '"' {
			// str's fast path, without its calls.
			if end, ok := plainString(d, p+1); ok {
				r.pos = end + 1
				return d[p+1 : end], p + 1, false, nil
			}
		} else if hasLit(d, p, "null") {
			r.pos = p + 4
			return nil, -1, true, nil
		}
	}
	s, at, err = r.StringAt()
	return s, at, false, err
}

// str reads a string; tmp reports that s is at the end of r.scratch.
func (r *Reader) str() (s []byte, tmp bool, err error) {
	if r.err != nil {
		return nil, false, r.err
	}
	d := r.data
	p := skipWS(d, r.pos)
	r.pos = p
	if p >= len(d) || d[p] != '"' {
		return nil, false, r.fail(r.typeError(p, "a string"))
	}
	if end, ok := plainString(d, p+1); ok {
		r.pos = end + 1
		return d[p+1 : end], false, nil
	}
	end, flags, se := scanString(d, p+1)
	if se.msg != "" {
		return nil, false, r.fail(r.errAt(se.off, r.depth, se.msg))
	}
	r.pos = end + 1
	s = d[p+1 : end]
	if flags == 0 || (flags == strNonASCII && utf8.Valid(s)) {
		return s, false, nil
	}
	mark := len(r.scratch)
	r.scratch = unquote(r.scratch, s)
	return r.scratch[mark:], true, nil
}

// Number reads a number and returns its text, which is valid RFC 8259
// number syntax and a slice of the input (no allocation). Any other type of
// value is an error.
func (r *Reader) Number() ([]byte, error) {
	if r.err != nil {
		return nil, r.err
	}
	d := r.data
	p := skipWS(d, r.pos)
	r.pos = p
	if p >= len(d) || (d[p] != '-' && (d[p] < '0' || d[p] > '9')) {
		return nil, r.fail(r.typeError(p, "a number"))
	}
	end, se := scanNumber(d, p)
	if se.msg != "" {
		return nil, r.fail(r.errAt(se.off, r.depth, se.msg))
	}
	r.pos = end
	return d[p:end], nil
}

// Bool reads true or false. Any other type of value is an error.
func (r *Reader) Bool() (bool, error) {
	if r.err != nil {
		return false, r.err
	}
	d := r.data
	p := skipWS(d, r.pos)
	r.pos = p
	if hasLit(d, p, "true") {
		r.pos = p + 4
		return true, nil
	}
	if hasLit(d, p, "false") {
		r.pos = p + 5
		return false, nil
	}
	return false, r.fail(r.typeError(p, "a boolean"))
}

// Null reports whether the next value is null, and consumes it if it is.
// Otherwise (and after an error) it consumes nothing.
func (r *Reader) Null() bool {
	if r.err != nil {
		return false
	}
	p := skipWS(r.data, r.pos)
	r.pos = p
	if hasLit(r.data, p, "null") {
		r.pos = p + 4
		return true
	}
	return false
}

// Kind reports the type of the next value without consuming it. Numbers and
// literals are validated whole, so Number, Bool and Null promise that the
// matching read method succeeds; for String, Object and Array only the first
// byte is examined. Invalid means there is no valid value here (or r has
// failed); any read method then returns the syntax error.
func (r *Reader) Kind() Kind {
	if r.err != nil {
		return Invalid
	}
	p := skipWS(r.data, r.pos)
	r.pos = p
	return kindAt(r.data, p)
}

// Skip reads and discards the next value, of any type, validating it
// (duplicate member names included).
func (r *Reader) Skip() error {
	if r.err != nil {
		return r.err
	}
	p := skipWS(r.data, r.pos)
	r.pos = p
	q, e := r.skip(p, r.depth)
	if e != nil {
		return r.fail(e)
	}
	r.pos = q
	return nil
}

// End checks that nothing but whitespace follows the value read.
func (r *Reader) End() error {
	if r.err != nil {
		return r.err
	}
	d := r.data
	p := skipWS(d, r.pos)
	r.pos = p
	if p < len(d) {
		return r.fail(r.errAt(p, r.depth, "invalid character "+quoteChar(d[p])+" after top-level value"))
	}
	return nil
}

// Errorf returns an *Error with the current pointer (inside an Object or
// Array callback, that of the member or element) and the offset at which its
// value starts, for a callback to return, e.g. for an unknown member name.
// It does not change r: the error takes effect when the callback returns it.
func (r *Reader) Errorf(format string, args ...any) *Error {
	off := r.pos
	if r.depth > 0 {
		off = int(r.path[r.depth-1].off)
	}
	return &Error{Pointer: r.pointer(r.depth), Detail: fmt.Sprintf(format, args...), Offset: off}
}

// Pointer returns the RFC 6901 JSON pointer of the current position: inside
// an Object or Array callback, that of the member or element.
func (r *Reader) Pointer() string {
	return r.pointer(r.depth)
}

// fail makes e the error of r. e must not be nil.
func (r *Reader) fail(e *Error) *Error {
	r.err = e
	return e
}

// wrap turns an error returned by a callback into an *Error.
func (r *Reader) wrap(err error, off, depth int) *Error {
	if e, ok := err.(*Error); ok {
		if e == nil {
			return r.errAt(off, depth, "callback returned a nil *Error")
		}
		return e
	}
	return &Error{Pointer: r.pointer(depth), Detail: err.Error(), Offset: off, Err: err}
}

// notConsumed reports a callback that returned nil without consuming the
// value at p: the value's syntax error if it has one (the callback may have
// tried Null on "nul"), else the misuse.
func (r *Reader) notConsumed(p, depth int, what string) *Error {
	if _, e := r.skip(p, depth); e != nil {
		return e
	}
	return r.errAt(p, depth, what+" not consumed by the callback")
}

// errAt returns an error at offset off, with the pointer of path[:depth].
func (r *Reader) errAt(off, depth int, detail string) *Error {
	return &Error{Pointer: r.pointer(depth), Detail: detail, Offset: off}
}

// typeError reports that the value at p is not the one wanted, or, if the
// bytes at p are not a valid value, the syntax error.
func (r *Reader) typeError(p int, want string) *Error {
	k := kindAt(r.data, p)
	if k == Invalid {
		if _, e := r.skip(p, r.depth); e != nil {
			return e
		}
		return r.errAt(p, r.depth, "want "+want+", got invalid value") // not reached
	}
	return r.errAt(p, r.depth, "want "+want+", got "+k.String())
}

// pointer renders path[:depth] as an RFC 6901 JSON pointer.
func (r *Reader) pointer(depth int) string {
	if depth == 0 {
		return ""
	}
	var buf [128]byte
	var kbuf [64]byte
	b := buf[:0]
	for _, f := range r.path[:depth] {
		b = append(b, '/')
		if f.key < 0 {
			b = strconv.AppendInt(b, int64(f.idx), 10)
			continue
		}
		// The key was validated when it was read.
		end, _, _ := scanString(r.data, int(f.key))
		key := unquote(kbuf[:0], r.data[f.key:end])
		for _, c := range key {
			switch c {
			case '~':
				b = append(b, '~', '0')
			case '/':
				b = append(b, '~', '1')
			default:
				b = append(b, c)
			}
		}
	}
	return string(b)
}

// key reads an object key at p (the opening quote expected there) and the
// colon after it. It returns the raw key d[ks:ke], its scanString flags and
// the offset q of the value.
func (r *Reader) key(p, depth int) (ks, ke int, flags uint8, q int, e *Error) {
	d := r.data
	if p >= len(d) {
		return 0, 0, 0, 0, r.errAt(len(d), depth, detailEOF)
	}
	if d[p] != '"' {
		return 0, 0, 0, 0, r.errAt(p, depth, "invalid character "+quoteChar(d[p])+" looking for beginning of object key string")
	}
	ks = p + 1
	ke, ok := plainString(d, ks)
	if !ok {
		var se synErr
		if ke, flags, se = scanString(d, ks); se.msg != "" {
			return 0, 0, 0, 0, r.errAt(se.off, depth, se.msg)
		}
	}
	p = skipWS(d, ke+1)
	if p >= len(d) {
		return 0, 0, 0, 0, r.errAt(len(d), depth, detailEOF)
	}
	if d[p] != ':' {
		return 0, 0, 0, 0, r.errAt(p, depth, "invalid character "+quoteChar(d[p])+" after object key")
	}
	return ks, ke, flags, skipWS(d, p+1), nil
}

// sep reads what follows a member or element at p: a comma (then q is the
// start of the next one) or the closing byte (then q is just after it and
// done is true).
func (r *Reader) sep(p, depth int, closing byte) (q int, done bool, e *Error) {
	d := r.data
	p = skipWS(d, p)
	if p >= len(d) {
		return 0, false, r.errAt(len(d), depth, detailEOF)
	}
	switch d[p] {
	case ',':
		q = skipWS(d, p+1)
		if q < len(d) && d[q] == closing {
			return 0, false, r.errAt(p, depth, "trailing comma before "+quoteChar(closing))
		}
		return q, false, nil
	case closing:
		return p + 1, true, nil
	}
	what := " after object key:value pair"
	if closing == ']' {
		what = " after array element"
	}
	return 0, false, r.errAt(p, depth, "invalid character "+quoteChar(d[p])+what)
}

// skip validates the value at p, which is not preceded by whitespace, and
// returns the offset just after it. depth is the length of the path above it.
func (r *Reader) skip(p, depth int) (int, *Error) {
	d := r.data
	if p >= len(d) {
		return 0, r.errAt(len(d), depth, detailEOF)
	}
	switch c := d[p]; c {
	case '"':
		end, _, se := scanString(d, p+1)
		if se.msg != "" {
			return 0, r.errAt(se.off, depth, se.msg)
		}
		return end + 1, nil
	case '{':
		return r.skipObject(p, depth)
	case '[':
		if depth >= MaxDepth {
			return 0, r.errAt(p, depth, detailDepth)
		}
		p = skipWS(d, p+1)
		if p < len(d) && d[p] == ']' {
			return p + 1, nil
		}
		for i := int32(0); ; i++ {
			r.path[depth] = frame{key: -1, idx: i, off: int32(p)}
			var e *Error
			if p, e = r.skip(p, depth+1); e != nil {
				return 0, e
			}
			var done bool
			if p, done, e = r.sep(p, depth, ']'); e != nil || done {
				return p, e
			}
		}
	case 't', 'f', 'n':
		lit := "true"
		if c == 'f' {
			lit = "false"
		} else if c == 'n' {
			lit = "null"
		}
		if hasLit(d, p, lit) {
			return p + len(lit), nil
		}
		for j := 1; j < len(lit); j++ {
			if p+j >= len(d) {
				return 0, r.errAt(len(d), depth, detailEOF)
			}
			if d[p+j] != lit[j] {
				return 0, r.errAt(p+j, depth, "invalid character "+quoteChar(d[p+j])+" in literal "+lit+" (expecting "+quoteChar(lit[j])+")")
			}
		}
	default:
		if c == '-' || (c >= '0' && c <= '9') {
			end, se := scanNumber(d, p)
			if se.msg != "" {
				return 0, r.errAt(se.off, depth, se.msg)
			}
			return end, nil
		}
	}
	return 0, r.errAt(p, depth, "invalid character "+quoteChar(d[p])+" looking for beginning of value")
}

// skipObject is skip for the object at p (d[p] is '{').
func (r *Reader) skipObject(p, depth int) (int, *Error) {
	d := r.data
	if depth >= MaxDepth {
		return 0, r.errAt(p, depth, detailDepth)
	}
	p = skipWS(d, p+1)
	if p < len(d) && d[p] == '}' {
		return p + 1, nil
	}
	names := keySet{base: r.nkeys}
	defer func() { r.nkeys = names.base }()
	for {
		ks, ke, flags, q, e := r.key(p, depth)
		if e != nil {
			return 0, e
		}
		if r.addKey(&names, ks, ke, plainKey(d[ks:ke], flags)) {
			return 0, r.duplicate(ks, q, depth)
		}
		r.path[depth] = frame{key: int32(ks), off: int32(q)}
		if p, e = r.skip(q, depth+1); e != nil {
			return 0, e
		}
		var done bool
		if p, done, e = r.sep(p, depth, '}'); e != nil || done {
			return p, e
		}
	}
}

// kindAt returns the kind of the value at p, Invalid if there is none.
func kindAt(d []byte, p int) Kind {
	if p >= len(d) {
		return Invalid
	}
	switch c := d[p]; c {
	case '{':
		return Object
	case '[':
		return Array
	case '"':
		return String
	case 't':
		if hasLit(d, p, "true") {
			return Bool
		}
	case 'f':
		if hasLit(d, p, "false") {
			return Bool
		}
	case 'n':
		if hasLit(d, p, "null") {
			return Null
		}
	default:
		if c == '-' || (c >= '0' && c <= '9') {
			if _, se := scanNumber(d, p); se.msg == "" {
				return Number
			}
		}
	}
	return Invalid
}

// skipWS returns the offset of the first byte at or after p that is not JSON
// whitespace.
func skipWS(d []byte, p int) int {
	for ; p < len(d); p++ {
		if c := d[p]; c > ' ' || (c != ' ' && c != '\n' && c != '\t' && c != '\r') {
			break
		}
	}
	return p
}

// hasLit reports whether the literal lit is at d[p:].
func hasLit(d []byte, p int, lit string) bool {
	return len(d)-p >= len(lit) && string(d[p:p+len(lit)]) == lit
}

// synErr is a syntax error found by a scanning function; msg "" is none.
type synErr struct {
	off int
	msg string
}

// Flags of scanString.
const (
	strEscaped  = 1 << iota // has a backslash escape
	strNonASCII             // has a byte >= 0x80
)

// plainString is scanString's fast path: when the string whose contents
// start at i is plain bytes (nothing to decode, nothing to check), read
// eight at a time, then its closing quote, ok is true and end is the
// offset of that quote. Otherwise, and within the last eight bytes of d,
// ok is false and scanString decides.
func plainString(d []byte, i int) (end int, ok bool) {
	for i+8 <= len(d) {
		n := jsonword.Index8(binary.LittleEndian.Uint64(d[i:]))
		if i += n; n < 8 {
			return i, d[i] == '"'
		}
	}
	return 0, false
}

// scanString validates the string whose contents start at i (just after the
// opening quote) and returns the offset of the closing quote.
func scanString(d []byte, i int) (end int, flags uint8, e synErr) {
	for i < len(d) {
		// Plain bytes eight at a time, up to the byte that stops them
		// (the closing quote of a short string), which the switch reads;
		// the last seven bytes of the data one at a time.
		if i+8 <= len(d) {
			n := jsonword.Index8(binary.LittleEndian.Uint64(d[i:]))
			if i += n; n == 8 {
				continue
			}
		} else if i += jsonword.Prefix(d[i:]); i >= len(d) {
			break
		}
		c := d[i]
		switch {
		case c == '"':
			return i, flags, synErr{}
		case c == '\\':
			flags |= strEscaped
			if i+1 >= len(d) {
				return 0, 0, synErr{len(d), detailEOF}
			}
			switch d[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				for j := i + 2; j < i+6; j++ {
					if j >= len(d) {
						return 0, 0, synErr{len(d), detailEOF}
					}
					if !isHex(d[j]) {
						return 0, 0, synErr{j, "invalid character " + quoteChar(d[j]) + " in \\u hexadecimal character escape"}
					}
				}
				i += 6
			default:
				return 0, 0, synErr{i + 1, "invalid character " + quoteChar(d[i+1]) + " in string escape code"}
			}
		case c < 0x20:
			return 0, 0, synErr{i, "invalid character " + quoteChar(c) + " in string literal"}
		default:
			flags |= strNonASCII
			i++
		}
	}
	return 0, 0, synErr{len(d), detailEOF}
}

// unquote appends to dst the decoded contents of a string validated by
// scanString, as encoding/json decodes them.
func unquote(dst, s []byte) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\':
			switch s[i+1] {
			case 'b':
				dst = append(dst, '\b')
			case 'f':
				dst = append(dst, '\f')
			case 'n':
				dst = append(dst, '\n')
			case 'r':
				dst = append(dst, '\r')
			case 't':
				dst = append(dst, '\t')
			case 'u':
				rr := hex4(s[i+2:])
				i += 6
				if utf16.IsSurrogate(rr) {
					// A high surrogate takes a following \u low surrogate
					// with it; anything else makes it U+FFFD.
					rr2 := rune(-1)
					if i+6 <= len(s) && s[i] == '\\' && s[i+1] == 'u' {
						rr2 = hex4(s[i+2:])
					}
					if dec := utf16.DecodeRune(rr, rr2); dec != utf8.RuneError {
						rr = dec
						i += 6
					} else {
						rr = utf8.RuneError
					}
				}
				dst = utf8.AppendRune(dst, rr)
				continue
			default: // '"', '\\', '/'
				dst = append(dst, s[i+1])
			}
			i += 2
		case c < utf8.RuneSelf:
			j := i + 1
			for j < len(s) && s[j] < utf8.RuneSelf && s[j] != '\\' {
				j++
			}
			dst = append(dst, s[i:j]...)
			i = j
		default:
			rr, size := utf8.DecodeRune(s[i:])
			if rr == utf8.RuneError && size == 1 {
				dst = append(dst, "\uFFFD"...)
			} else {
				dst = append(dst, s[i:i+size]...)
			}
			i += size
		}
	}
	return dst
}

// hex4 decodes the four hex digits at the start of s.
func hex4(s []byte) rune {
	var r rune
	for _, c := range s[:4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		default:
			c -= 'A' - 10
		}
		r = r<<4 | rune(c)
	}
	return r
}

func isHex(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// scanNumber validates the number at p (d[p] is '-' or a digit) and returns
// the offset just after it.
func scanNumber(d []byte, p int) (int, synErr) {
	i := p
	if d[i] == '-' {
		i++
	}
	if i >= len(d) {
		return 0, synErr{len(d), detailEOF}
	}
	switch c := d[i]; {
	case c == '0':
		i++
		if i < len(d) && isDigit(d[i]) {
			return 0, synErr{i, "invalid leading zero in number"}
		}
	case c >= '1' && c <= '9':
		i++
		for i < len(d) && isDigit(d[i]) {
			i++
		}
	default:
		return 0, synErr{i, "invalid character " + quoteChar(c) + " in numeric literal"}
	}
	if i < len(d) && d[i] == '.' {
		i++
		if i >= len(d) {
			return 0, synErr{len(d), detailEOF}
		}
		if !isDigit(d[i]) {
			return 0, synErr{i, "invalid character " + quoteChar(d[i]) + " after decimal point in numeric literal"}
		}
		for i < len(d) && isDigit(d[i]) {
			i++
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if i >= len(d) {
			return 0, synErr{len(d), detailEOF}
		}
		if !isDigit(d[i]) {
			return 0, synErr{i, "invalid character " + quoteChar(d[i]) + " in exponent of numeric literal"}
		}
		for i < len(d) && isDigit(d[i]) {
			i++
		}
	}
	return i, synErr{}
}

// quoteChar formats a byte for an error message: 'x', '\n', '\x00', '\xff'.
func quoteChar(c byte) string {
	if c == '\'' {
		return `'\''`
	}
	if c < utf8.RuneSelf {
		return strconv.QuoteRuneToASCII(rune(c))
	}
	const hex = "0123456789abcdef"
	return string([]byte{'\'', '\\', 'x', hex[c>>4], hex[c&15], '\''})
}
