package ndval

import (
	"encoding/json"
	"errors"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// Set is a small set of named facts about a result, one bit each: the
// Warnings of every field package (taxid.WarnGeneric,
// account.WarnCountryMismatch, ...) and address's Parts are Sets. Reading
// one allocates nothing. Its JSON form is an array of the snake_case names
// of the facts it holds, in bit order: ["unknown_bank","country_mismatch"].
//
// T names the bits: each package declares its table once, as the type
// argument of its alias (type Warnings = ndval.Set[warningNames]), so the
// sets of two packages are different types and cannot be mixed.
type Set[T NameTable] uint16

// NameTable is implemented by the type that names the bits of a Set:
// BitNames returns one snake_case name per bit, bit 0 first, always the
// same slice, which its callers do not change.
type NameTable interface{ BitNames() []string }

func (s Set[T]) table() []string {
	var t T
	return t.BitNames()
}

// Has reports whether every fact in x is in s.
func (s Set[T]) Has(x Set[T]) bool { return s&x == x }

// Names returns the names of the facts in s, in bit order, or nil when s
// is empty.
func (s Set[T]) Names() []string {
	var out []string
	for i, n := range s.table() {
		if s&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}

// String returns the names joined by commas, or "" when s is empty.
func (s Set[T]) String() string { return strings.Join(s.Names(), ",") }

// AppendJSON appends s to b as an array of names, [] when s is empty,
// without allocating when b has room.
func (s Set[T]) AppendJSON(b []byte) []byte {
	b = append(b, '[')
	if s == 0 {
		return append(b, ']') // most sets, read without the table
	}
	// The bits set, lowest first, as Names gives them; a bit past the
	// table names nothing.
	names := s.table()
	first := true
	for x := uint(s); x != 0; x &= x - 1 {
		i := bits.TrailingZeros(x)
		if i >= len(names) {
			break
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(b, '"')
		b = append(b, names[i]...) // snake_case: nothing to escape
		b = append(b, '"')
	}
	return append(b, ']')
}

// MarshalJSON encodes s as AppendJSON does.
func (s Set[T]) MarshalJSON() ([]byte, error) { return s.AppendJSON(nil), nil }

// UnmarshalJSON decodes an array of names as MarshalJSON writes it; null
// is the empty set, and a name outside the table is an error that quotes
// it.
func (s *Set[T]) UnmarshalJSON(b []byte) error {
	var in []string
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	names := s.table()
	var x Set[T]
	for _, n := range in {
		i := slices.Index(names, n)
		if i < 0 {
			return errors.New("ndval: unknown name " + strconv.Quote(n))
		}
		x |= 1 << i
	}
	*s = x
	return nil
}
