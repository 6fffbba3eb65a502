package csvin

import (
	"bufio"
	"bytes"
	"errors"
	"io"
)

// bom is the UTF-8 encoding of U+FEFF, which spreadsheets write at the
// start of a "CSV UTF-8" file.
const bom = "\xef\xbb\xbf"

// Line is one physical line of the input.
type Line struct {
	// Text is the line without its end (\n or \r\n); it is valid until the
	// next call to Next. It is empty when TooLong.
	Text []byte
	// No is the line's number, from 1.
	No int
	// TooLong reports that the line was longer than the limit; its text
	// was skipped.
	TooLong bool
}

// Lines reads the physical lines of a source, each at most a given number
// of bytes, in constant memory.
type Lines struct {
	br      *bufio.Reader
	max     int
	no      int
	offset  int64
	started bool
	bom     bool
}

// NewLines returns a reader of the lines of r, each at most max bytes (its
// end not counted).
func NewLines(r io.Reader, max int) *Lines {
	return &Lines{br: bufio.NewReaderSize(r, max+2), max: max}
}

// Next returns the next line. At the end of the source it returns io.EOF;
// any other error is the source's. A last line without an end counts; a
// \r alone at the very end is dropped, as encoding/csv does.
func (l *Lines) Next() (Line, error) {
	if !l.started {
		l.started = true
		if b, err := l.br.Peek(len(bom)); err == nil && string(b) == bom {
			_, _ = l.br.Discard(len(bom))
			l.offset += int64(len(bom))
			l.bom = true
		}
	}
	b, err := l.br.ReadSlice('\n')
	l.offset += int64(len(b))
	if errors.Is(err, bufio.ErrBufferFull) {
		return l.skipLong()
	}
	if err != nil && (err != io.EOF || len(b) == 0) {
		return Line{}, err
	}
	l.no++
	b = bytes.TrimSuffix(b, []byte{'\n'})
	b = bytes.TrimSuffix(b, []byte{'\r'})
	if len(b) > l.max {
		return Line{No: l.no, TooLong: true}, nil
	}
	return Line{Text: b, No: l.no}, nil
}

// skipLong reads the rest of a line that filled the buffer.
func (l *Lines) skipLong() (Line, error) {
	l.no++
	for {
		b, err := l.br.ReadSlice('\n')
		l.offset += int64(len(b))
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == nil, err == io.EOF:
			return Line{No: l.no, TooLong: true}, nil
		default:
			return Line{}, err
		}
	}
}

// Offset returns the number of bytes read from the source so far, byte
// order mark included: the progress through a file of known size.
func (l *Lines) Offset() int64 { return l.offset }

// BOM reports whether the source started with a UTF-8 byte order mark
// (dropped); it is known once Next was called.
func (l *Lines) BOM() bool { return l.bom }
