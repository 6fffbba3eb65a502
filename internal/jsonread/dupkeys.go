package jsonread

import "unicode/utf8"

// Duplicate member names. RFC 8259 says the names within an object SHOULD
// be unique and leaves duplicates to the implementation; encoding/json
// keeps the last, other parsers the first. A document two parsers read
// differently is a security bug waiting for a proxy or a signature check,
// so a Reader rejects it: [Reader.Object] and [Reader.Skip] fail on the
// second member of an object whose name, decoded, equals an earlier one's.
//
// Names are compared decoded ("a" and "\u0061" are the same name; so are
// two different invalid UTF-8 bytes, which both decode to U+FFFD, as
// encoding/json decodes them). The names of the objects being read are
// kept as offsets into the input on a stack in the Reader, and compared
// byte by byte, with no allocation, while an object has at most smallKeys
// names and the stack has room; a larger object moves its names into a
// map, which allocates but keeps the check linear.

const (
	// smallKeys is how many names an object holds before it uses a map.
	smallKeys = 16
	// keyStack is how many names the Reader holds for all the objects
	// being read (nested ones included).
	keyStack = 64
	// detailDuplicate is the detail of a duplicate member error.
	detailDuplicate = "duplicate member name"
)

// keyRef is a member name: the raw bytes d[start:end] between the quotes.
// plain says that they are the decoded name (no escapes, valid UTF-8).
type keyRef struct {
	start, end int32
	plain      bool
}

// keySet is the names of the members of one object read so far:
// r.keys[base:r.nkeys], or big once made. The object's read ends with
// r.nkeys = base.
//
// While every name is plain, bit (length*7 + first byte) mod 64 of seen
// is set for each: a plain name whose bit is clear has no equal among
// them, and is added without comparing it with any (names of a schema
// mostly differ in length or first letter).
type keySet struct {
	base    int
	big     map[string]struct{}
	seen    uint64
	escaped bool // a name was not plain: seen says nothing
}

// seenBit returns the bit of seen for the plain name d[ks:ke] (for an
// empty name, d[ks] is its closing quote).
func seenBit(d []byte, ks, ke int) uint64 {
	return 1 << ((uint(ke-ks)*7 + uint(d[ks])) & 63)
}

// plainKey reports whether the raw key with scanString flags needs no
// decoding.
func plainKey(raw []byte, flags uint8) bool {
	return flags == 0 || (flags == strNonASCII && utf8.Valid(raw))
}

// addKey adds the name d[ks:ke] to s and reports whether s already had it.
func (r *Reader) addKey(s *keySet, ks, ke int, plain bool) (dup bool) {
	ref := keyRef{start: int32(ks), end: int32(ke), plain: plain}
	room := s.big == nil && r.nkeys-s.base < smallKeys && r.nkeys < len(r.keys)
	if plain && !s.escaped {
		bit := seenBit(r.data, ks, ke)
		if s.seen&bit == 0 && room {
			s.seen |= bit
			r.keys[r.nkeys] = ref
			r.nkeys++
			return false
		}
		s.seen |= bit
	}
	s.escaped = s.escaped || !plain
	if s.big == nil {
		d := r.data
		n := ref.end - ref.start
		for _, o := range r.keys[s.base:r.nkeys] {
			if o.plain && plain {
				// Names of different lengths, the usual case, differ
				// before the bytes are sliced.
				if o.end-o.start == n && string(d[o.start:o.end]) == string(d[ks:ke]) {
					return true
				}
			} else if r.sameKey(o, ref) {
				return true
			}
		}
		if r.nkeys-s.base < smallKeys && r.nkeys < len(r.keys) {
			r.keys[r.nkeys] = ref
			r.nkeys++
			return false
		}
		s.big = make(map[string]struct{}, 4*smallKeys)
		for _, o := range r.keys[s.base:r.nkeys] {
			s.big[r.keyString(o)] = struct{}{}
		}
		r.nkeys = s.base
	}
	mark := len(r.scratch)
	r.scratch = r.appendKey(r.scratch, ref)
	_, dup = s.big[string(r.scratch[mark:])]
	if !dup {
		s.big[string(r.scratch[mark:])] = struct{}{}
	}
	r.scratch = r.scratch[:mark]
	return dup
}

// sameKey reports whether two names are equal once decoded.
func (r *Reader) sameKey(a, b keyRef) bool {
	d := r.data
	if a.plain && b.plain {
		return string(d[a.start:a.end]) == string(d[b.start:b.end])
	}
	mark := len(r.scratch)
	r.scratch = r.appendKey(r.scratch, a)
	mid := len(r.scratch)
	r.scratch = r.appendKey(r.scratch, b)
	eq := string(r.scratch[mark:mid]) == string(r.scratch[mid:])
	r.scratch = r.scratch[:mark]
	return eq
}

// appendKey appends the decoded name k to dst.
func (r *Reader) appendKey(dst []byte, k keyRef) []byte {
	raw := r.data[k.start:k.end]
	if k.plain {
		return append(dst, raw...)
	}
	return unquote(dst, raw)
}

// keyString returns the decoded name k.
func (r *Reader) keyString(k keyRef) string {
	mark := len(r.scratch)
	r.scratch = r.appendKey(r.scratch, k)
	s := string(r.scratch[mark:])
	r.scratch = r.scratch[:mark]
	return s
}

// duplicate returns the error for the member whose name starts at ks, in
// the object at depth, whose value starts at q.
func (r *Reader) duplicate(ks, q, depth int) *Error {
	r.path[depth] = frame{key: int32(ks), off: int32(q)}
	return r.errAt(ks-1, depth+1, detailDuplicate)
}
