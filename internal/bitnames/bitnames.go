// Package bitnames names the bits of a small bit set. The Flags of taxid
// and the Warnings of account and email are each an unsigned integer of
// bits with a fixed table of snake_case names, one per bit in bit order,
// written in JSON as an array of those names.
package bitnames

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
)

// Set is the underlying type of a bit set.
type Set interface {
	~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Names returns the names of the bits set in s, in bit order, or nil when
// none is set; names[i] names bit i.
func Names[S Set](s S, names []string) []string {
	var out []string
	for i, n := range names {
		if s&(1<<i) != 0 {
			out = append(out, n)
		}
	}
	return out
}

// String returns the names of the bits set in s joined by commas, or ""
// when none is set.
func String[S Set](s S, names []string) string {
	return strings.Join(Names(s, names), ",")
}

// MarshalJSON encodes s as an array of names, e.g. ["generic"]; none set
// is [].
func MarshalJSON[S Set](s S, names []string) []byte {
	return AppendJSON(nil, s, names)
}

// AppendJSON appends s to b as MarshalJSON encodes it, without allocating
// when b has room. The names must need no JSON escaping (they are
// snake_case).
func AppendJSON[S Set](b []byte, s S, names []string) []byte {
	b = append(b, '[')
	first := true
	for i, n := range names {
		if s&(1<<i) == 0 {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(b, '"')
		b = append(b, n...)
		b = append(b, '"')
	}
	return append(b, ']')
}

// UnmarshalJSON decodes an array of names as MarshalJSON writes it. A
// name not in names is an error that starts with unknown ("taxid: unknown
// flag") and quotes the name.
func UnmarshalJSON[S Set](b []byte, names []string, unknown string) (S, error) {
	var in []string
	if err := json.Unmarshal(b, &in); err != nil {
		return 0, err
	}
	var s S
	for _, n := range in {
		i := slices.Index(names, n)
		if i < 0 {
			return 0, errors.New(unknown + " " + strconv.Quote(n))
		}
		s |= 1 << i
	}
	return s, nil
}
