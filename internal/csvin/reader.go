package csvin

import (
	"bytes"
	"errors"
	"io"
)

// The errors of a malformed record (Record.Err). Their text is written for
// the person who fixes the file, and holds no value from it.
var (
	ErrBareQuote = errors.New(`a quote (") inside a field that does not start with one`)
	ErrQuote     = errors.New(`a quote (") inside a quoted field is not doubled`)
	ErrUnclosed  = errors.New(`a quoted field is not closed`)
	ErrTooLong   = errors.New("the record is longer than the limit")
)

// Record is where a record starts and whether it could be read.
type Record struct {
	// Line is the number of the line the record starts on.
	Line int
	// Err is nil for a record read whole, else one of the Err variables;
	// the fields of a malformed record are not usable.
	Err error
}

// Reader reads CSV records, at most a given number of bytes each (see the
// package documentation).
type Reader struct {
	// Comma is the delimiter; 0 (the default) detects it from the first
	// line, after which Comma holds it.
	Comma byte
	// Fields, when positive, is the number of fields a record must have to
	// span several lines (not counting empty fields after them): it tells
	// a quote left open from a field that holds line breaks.
	Fields int

	lines   *Lines
	max     int
	pending []Line // lines to read again, owned copies, first first
	spanned []Line // owned copies of the current record's lines after its first
	size    int    // bytes of the current record so far
	buf     []byte // the current record's fields, unescaped, one after the other
	ends    []int  // the end of each field in buf
}

// NewReader returns a reader of the CSV records of r, each at most max
// bytes.
func NewReader(r io.Reader, max int) *Reader {
	return &Reader{lines: NewLines(r, max), max: max}
}

// Read reads the next record; its fields (NumFields, Field) are valid
// until the next call. At the end of the input it returns io.EOF; any
// other error is the source's.
func (r *Reader) Read() (Record, error) {
	for {
		l, err := r.next()
		if err != nil {
			return Record{}, err
		}
		if l.TooLong {
			return Record{Line: l.No, Err: ErrTooLong}, nil
		}
		if len(l.Text) == 0 {
			continue
		}
		if r.Comma == 0 {
			r.Comma = Sniff(l.Text)
		}
		return r.record(l)
	}
}

// next returns the next line, a pending one first.
func (r *Reader) next() (Line, error) {
	if len(r.pending) > 0 {
		l := r.pending[0]
		r.pending = r.pending[1:]
		return l, nil
	}
	return r.lines.Next()
}

// record reads the record that starts on line first. When it spans
// several lines and fails, its other lines are pending again.
func (r *Reader) record(first Line) (Record, error) {
	r.spanned, r.size = r.spanned[:0], len(first.Text)
	r.buf, r.ends = r.buf[:0], r.ends[:0]
	err := r.parse(first.Text)
	if err == nil && len(r.spanned) > 0 && !r.fits() {
		err = ErrUnclosed
	}
	if err != nil && len(r.spanned) > 0 {
		r.pending = append(append([]Line(nil), r.spanned...), r.pending...)
		r.spanned = nil // the pending lines own the copies now
	}
	if errors.Is(err, io.EOF) {
		err = ErrUnclosed
	} else if err != nil && !isRecordErr(err) {
		return Record{}, err
	}
	return Record{Line: first.No, Err: err}, nil
}

// fits reports whether a record of several lines has Reader.Fields
// fields, not counting empty ones after them.
func (r *Reader) fits() bool {
	if r.Fields <= 0 {
		return true
	}
	n := len(r.ends)
	for n > r.Fields && r.ends[n-1] == r.ends[n-2] {
		n--
	}
	return n == r.Fields
}

func isRecordErr(err error) bool {
	return err == ErrBareQuote || err == ErrQuote || err == ErrUnclosed || err == ErrTooLong
}

// parse reads the fields of a record whose first line is line, reading
// more lines while a quoted field goes on. It returns a record error, or
// io.EOF or the source's error.
func (r *Reader) parse(line []byte) error {
	for {
		if len(line) == 0 || line[0] != '"' {
			i := bytes.IndexByte(line, r.Comma)
			field := line
			if i >= 0 {
				field = line[:i]
			}
			if bytes.IndexByte(field, '"') >= 0 {
				return ErrBareQuote
			}
			r.buf = append(r.buf, field...)
			r.ends = append(r.ends, len(r.buf))
			if i < 0 {
				return nil
			}
			line = line[i+1:]
			continue
		}
		var err error
		var more bool
		line, more, err = r.quoted(line[1:])
		if err != nil || !more {
			return err
		}
	}
}

// quoted reads a quoted field whose text starts line (after its opening
// quote), and the delimiter after it. It returns the rest of the line and
// whether another field follows.
func (r *Reader) quoted(line []byte) (rest []byte, more bool, err error) {
	for {
		i := bytes.IndexByte(line, '"')
		if i < 0 {
			r.buf = append(append(r.buf, line...), '\n')
			if line, err = r.spanLine(); err != nil {
				return nil, false, err
			}
			continue
		}
		r.buf = append(r.buf, line[:i]...)
		line = line[i+1:]
		switch {
		case len(line) > 0 && line[0] == '"':
			r.buf = append(r.buf, '"')
			line = line[1:]
		case len(line) > 0 && line[0] == r.Comma:
			r.ends = append(r.ends, len(r.buf))
			return line[1:], true, nil
		case len(line) == 0:
			r.ends = append(r.ends, len(r.buf))
			return nil, false, nil
		default:
			return nil, false, ErrQuote
		}
	}
}

// spanLine reads the next line of a record that spans lines, keeping a
// copy of it in case the record fails.
func (r *Reader) spanLine() ([]byte, error) {
	l, err := r.next()
	if err != nil {
		return nil, err
	}
	l.Text = append([]byte(nil), l.Text...)
	r.spanned = append(r.spanned, l)
	r.size += len(l.Text) + 1
	if l.TooLong || r.size > r.max {
		return nil, ErrTooLong
	}
	return l.Text, nil
}

// NumFields returns the number of fields of the last record read.
func (r *Reader) NumFields() int { return len(r.ends) }

// Field returns field i of the last record read, unescaped; it is valid
// until the next Read.
func (r *Reader) Field(i int) []byte {
	start := 0
	if i > 0 {
		start = r.ends[i-1]
	}
	return r.buf[start:r.ends[i]]
}

// Offset returns the number of bytes read from the source so far (lines
// pending to be read again included).
func (r *Reader) Offset() int64 { return r.lines.Offset() }

// BOM reports whether the source started with a UTF-8 byte order mark.
func (r *Reader) BOM() bool { return r.lines.BOM() }

// Sniff returns the delimiter of a header line: the most frequent of
// comma, semicolon and tab outside quotes, a comma when none is there or
// on a tie with it, a semicolon on a tie with a tab.
func Sniff(line []byte) byte {
	var n [3]int
	quoted := false
	for _, c := range line {
		switch c {
		case '"':
			quoted = !quoted
		case ',', ';', '\t':
			if !quoted {
				n[bytes.IndexByte([]byte(",;\t"), c)]++
			}
		}
	}
	best := 0
	for i := 1; i < 3; i++ {
		if n[i] > n[best] {
			best = i
		}
	}
	return ",;\t"[best]
}
