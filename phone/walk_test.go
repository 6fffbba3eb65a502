package phone

import (
	"math/rand/v2"
	"testing"
)

// walkRef is walk as it was before its indexes were masked: every index
// checked, the digit read as c-'0'. It panics where an index is out of
// range, which walk's masks would hide.
func walkRef(start uint16, nsn []byte, deadLabel uint16) uint16 {
	s := int(start)
	if s == 0 {
		return deadLabel
	}
	for _, c := range nsn {
		off := dfaRows[dfaStates[s]][c-'0']
		if off <= rowFar {
			if off == rowDead {
				return deadLabel
			}
			s = farState(s, c-'0')
			continue
		}
		s += int(off)
	}
	return dfaLabels[dfaStates[s]]
}

// TestWalkMasksInRange holds the masks of walk to the identity: every
// state's row is a row of dfaRows, and every transition of every state,
// padding included, leads to a state of dfaStates, so that no index walk
// masks is ever out of range; and the low four bits of '0' to '9' are the
// digits.
func TestWalkMasksInRange(t *testing.T) {
	for c := byte('0'); c <= '9'; c++ {
		if c&0xf != c-'0' {
			t.Fatalf("%q & 0xf = %d", c, c&0xf)
		}
	}
	for s, row := range dfaStates {
		if int(row) >= len(dfaRows) {
			t.Fatalf("state %d: row %d of %d", s, row, len(dfaRows))
		}
		for d := range 10 {
			off := dfaRows[row][d]
			next := s + int(off)
			switch off {
			case rowDead:
				continue
			case rowFar:
				next = farState(s, byte(d))
			}
			if next < 0 || next >= len(dfaStates) {
				t.Fatalf("state %d, digit %d: next state %d of %d", s, d, next, len(dfaStates))
			}
		}
	}
}

// TestWalkMatchesRef compares walk with walkRef from every automaton's
// start state (number types, leading digits, formats) on every number of
// up to four digits and on random numbers of up to maxNSN+1 digits.
func TestWalkMatchesRef(t *testing.T) {
	var starts []uint16
	for i := range plans {
		p := &plans[i]
		starts = append(starts, p.types, p.leading, p.formats)
	}
	rng := rand.New(rand.NewPCG(11, 26))
	var buf [maxNSN + 1]byte
	check := func(start uint16, nsn []byte) {
		for _, dead := range []uint16{0, noFormat | noFormat<<8} {
			if got, want := walk(start, nsn, dead), walkRef(start, nsn, dead); got != want {
				t.Fatalf("start %d, %q, dead %#x: walk %#x, walkRef %#x", start, nsn, dead, got, want)
			}
		}
	}
	var n int
	for _, start := range starts {
		for k := 0; k <= 4; k++ {
			lim := 1
			for range k {
				lim *= 10
			}
			for v := range lim {
				for i, x := k-1, v; i >= 0; i, x = i-1, x/10 {
					buf[i] = byte('0' + x%10)
				}
				check(start, buf[:k])
				n++
			}
		}
		for range 40 {
			k := rng.IntN(len(buf) + 1)
			for i := range k {
				buf[i] = byte('0' + rng.IntN(10))
			}
			check(start, buf[:k])
			n++
		}
	}
	t.Logf("%d walks from %d start states", n, len(starts))
}
