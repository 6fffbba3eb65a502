package taxid

import "encoding/binary"

// A shape is a document's display form when it has one length and its
// separators at fixed places, written with 9 for a digit: the CUIT's
// "99-99999999-9". A value written in it is recognised eight bytes at a
// time and compacted by moving its runs of digits, never read byte by
// byte, and it is its own display form (plainShape). The zero shape
// matches nothing. TestShape checks each document's shape against its
// display form and plainShape against the general path.
type shape struct {
	form   string // as written in the document's file
	size   int    // bytes of the written form, 8 to 31
	digits int    // bytes of the compact form
	nwords int
	nruns  int
	words  [4]shapeWord
	runs   [8]shapeRun
}

// shapeWord tests the eight bytes of a written value from off: digit
// bytes have a high nibble of 3 (mask 0xf0, want 0x30) and add 6 without
// carrying into it (add 0x06); separator bytes are equal to the shape's
// (mask 0xff, add 0).
type shapeWord struct {
	off             int
	mask, want, add uint64
}

// shapeRun moves one run of at most eight digits of a written value to
// dst in the compact form: the eight bytes from load, shifted right by
// shift bits, are stored at dst. Runs are in order, so the bytes a store
// writes past its run are overwritten by the next.
type shapeRun struct {
	load, dst int
	shift     uint
}

// newShape compiles a display form of 8 to 31 bytes written with 9 for a
// digit and separators clean drops ("-", ".", "/", " "), in at most eight
// runs of digits. It panics on any other form: shapes are literals in the
// document files, which TestShape compiles.
func newShape(form string) shape {
	if len(form) < 8 || len(form) > 31 {
		panic("taxid: shape " + form + " is not 8 to 31 bytes")
	}
	s := shape{form: form, size: len(form)}
	for off := 0; ; off += 8 {
		off = min(off, len(form)-8)
		w := shapeWord{off: off}
		for i := 7; i >= 0; i-- {
			w.mask, w.want, w.add = w.mask<<8, w.want<<8, w.add<<8
			if c := form[off+i]; c == '9' {
				w.mask, w.want, w.add = w.mask|0xf0, w.want|0x30, w.add|0x06
			} else {
				w.mask, w.want = w.mask|0xff, w.want|uint64(c)
			}
		}
		s.words[s.nwords] = w
		s.nwords++
		if off == len(form)-8 {
			break
		}
	}
	for i := 0; i < len(form); {
		if form[i] != '9' {
			i++
			continue
		}
		j := i
		for j < len(form) && j-i < 8 && form[j] == '9' {
			j++
		}
		if s.nruns == len(s.runs) {
			panic("taxid: shape " + form + " has more than eight runs of digits")
		}
		load := min(i, len(form)-8)
		s.runs[s.nruns] = shapeRun{load: load, shift: uint(8 * (i - load)), dst: s.digits}
		s.nruns++
		s.digits += j - i
		i = j
	}
	return s
}

// match reports whether v is written in s.
func (s *shape) match(v string) bool {
	if len(v) != s.size || s.size == 0 {
		return false
	}
	ws := s.words[:s.nwords]
	for i := range ws {
		w := &ws[i]
		x := binary.LittleEndian.Uint64([]byte(v[w.off : w.off+8]))
		if x&w.mask != w.want || (x+w.add)&w.mask != w.want {
			return false
		}
	}
	return true
}

// compact writes the digits of v, a value s matches, to b and returns
// them.
func (s *shape) compact(b *[40]byte, v string) []byte {
	rs := s.runs[:s.nruns]
	for i := range rs {
		r := &rs[i]
		x := binary.LittleEndian.Uint64([]byte(v[r.load:r.load+8])) >> (r.shift & 63)
		binary.LittleEndian.PutUint64(b[r.dst&31:], x)
	}
	return b[:s.digits&31]
}
