package batch

import (
	"errors"
	"fmt"
	"strconv"
)

// ErrEmpty is the error of Run for a CSV input with no header row.
var ErrEmpty = errors.New("the input is empty: a CSV file starts with a header row")

// An OptionsError reports an Options field that Run cannot work with.
type OptionsError struct {
	Option  string // the field of Options: "Kind", "Map", ...
	Problem string
}

// Error names the field and the problem.
func (e *OptionsError) Error() string { return "batch: Options." + e.Option + ": " + e.Problem }

// A ReadError is a failure to read the input: the error of its reader.
type ReadError struct{ Err error }

// Error returns "reading the input: " and the reader's error.
func (e *ReadError) Error() string { return "reading the input: " + e.Err.Error() }

// Unwrap returns the reader's error.
func (e *ReadError) Unwrap() error { return e.Err }

// A HeaderError is a CSV header row that cannot be read, or that does not
// give each field of the Kind one column. Its message names columns and
// fields, never a value of the input.
type HeaderError struct {
	Problem HeaderProblem
	Field   string  // the field without a column (HeaderNoColumn) or with two (HeaderTwoColumns)
	Columns [2]int  // the two columns, counted from 1, holding Field (HeaderTwoColumns)
	Mapping Mapping // the entry of Options.Map whose column the header lacks (HeaderNoMapColumn)
	Err     error   // why the row cannot be read (HeaderUnreadable): a csvin error or a *ReadError
}

// HeaderProblem is what is wrong with a CSV header row.
type HeaderProblem int

// The problems of a header row.
const (
	// HeaderUnreadable: the row is malformed (a bad quote), or the input
	// failed before it was read (Err is then a *ReadError).
	HeaderUnreadable HeaderProblem = iota + 1
	// HeaderNoColumn: no column holds a field the Kind requires
	// ("country"; "value" too for TaxIDs).
	HeaderNoColumn
	// HeaderTwoColumns: two columns hold the same field.
	HeaderTwoColumns
	// HeaderNoMapColumn: an entry of Options.Map names a column the
	// header does not have.
	HeaderNoMapColumn
)

// Error says what is wrong in words that name columns and fields.
func (e *HeaderError) Error() string {
	switch e.Problem {
	case HeaderUnreadable:
		return "the header row cannot be read: " + e.Err.Error()
	case HeaderNoColumn:
		return "the header has no column " + strconv.Quote(e.Field)
	case HeaderTwoColumns:
		return fmt.Sprintf("columns %d and %d both hold %s", e.Columns[0], e.Columns[1], e.Field)
	case HeaderNoMapColumn:
		return fmt.Sprintf("Map %s=%s: the header has no column %q", e.Mapping.Column, e.Mapping.Field, e.Mapping.Column)
	}
	return "the header does not fit the kind"
}

// Unwrap returns why the row cannot be read, for HeaderUnreadable.
func (e *HeaderError) Unwrap() error { return e.Err }
