package phone

import (
	"math/rand/v2"
	"testing"
)

// runRef is run before each step's visit moved to the end of its loop
// (with no visit at all without visited): the reference for TestRunRef.
func (p *vmProgram) runRef(s []byte, caps *[vmSlots]int, visited []uint64) bool {
	insts := vmInsts[p.first : p.first+p.n]
	width := len(s) + 1
	visit := func(pc int, pos int32) bool { // reports whether (pc, pos) is new
		if visited == nil {
			return true
		}
		k := pc*width + int(pos)
		if visited[k/64]&(1<<(k%64)) != 0 {
			return false
		}
		visited[k/64] |= 1 << (k % 64)
		return true
	}
	*caps = noCaps
	var buf [32]vmJob
	jobs := append(buf[:0], vmJob{pc: p.start})
	visit(int(p.start), 0)
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		pc, pos, back := int(j.pc), j.pos, j.back
		// A job popped from the stack was checked when it was pushed, as
		// regexp's backtracker does.
		for first := true; first || visit(pc, pos); first = false {
			in := &insts[pc]
			next := true
			switch in.op {
			case vmAlt:
				if back {
					back, pc = false, int(in.arg)
				} else {
					if canStart(insts[in.arg].first, s, pos) {
						jobs = append(jobs, vmJob{pc: uint16(pc), back: true, pos: pos})
					}
					pc = int(in.out)
				}
			case vmDigit:
				next = int(pos) < len(s) && in.mask&(1<<(s[pos]-'0')) != 0
				pos, pc = pos+1, int(in.out)
			case vmCapture:
				if back { // pos holds the value to restore
					caps[in.arg] = int(pos)
					next = false
				} else {
					if in.arg < p.slots {
						jobs = append(jobs, vmJob{pc: uint16(pc), back: true, pos: int32(caps[in.arg])})
						caps[in.arg] = int(pos)
					}
					pc = int(in.out)
				}
			case vmBegin:
				next, pc = pos == 0, int(in.out)
			case vmEnd:
				next, pc = int(pos) == len(s), int(in.out)
			case vmNop:
				pc = int(in.out)
			case vmMatch:
				caps[1] = int(pos)
				return true
			default: // vmFail
				next = false
			}
			if !next {
				break
			}
		}
	}
	return false
}

// runBoth runs program index on in with run and runRef, with and without
// memo, and fails when they differ in their answer or any capture.
func runBoth(t *testing.T, index uint16, in []byte) {
	p := &programs[index]
	for _, memo := range []bool{false, true} {
		var caps, capsRef [vmSlots]int
		var visited, visitedRef []uint64
		if memo {
			visited = make([]uint64, (vmLongest*(vmMaxInput+1)+63)/64)
			visitedRef = make([]uint64, len(visited))
		}
		ok, okRef := p.run(in, &caps, visited), p.runRef(in, &capsRef, visitedRef)
		if ok != okRef || caps != capsRef {
			t.Fatalf("program %d on %q (memo %v): run %v %v, runRef %v %v", index, in, memo, ok, caps, okRef, capsRef)
		}
	}
}

// TestRunRef holds run to runRef for every program, with and without
// memo, on every digit string of up to four digits and on random ones of
// up to vmMaxInput digits, some starting with the usual prefixes.
func TestRunRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 26))
	var buf [vmMaxInput]byte
	var n int
	for index := range programs {
		for k := 0; k <= 4; k++ {
			lim := 1
			for range k {
				lim *= 10
			}
			for v := range lim {
				for i, x := k-1, v; i >= 0; i, x = i-1, x/10 {
					buf[i] = byte('0' + x%10)
				}
				runBoth(t, uint16(index), buf[:k])
				n++
			}
		}
		for _, pre := range []string{"0", "00", "011", "15", "0800", "9"} {
			for range 200 {
				k := copy(buf[:], pre)
				k += rng.IntN(len(buf) - k + 1)
				for i := len(pre); i < k; i++ {
					buf[i] = byte('0' + rng.IntN(10))
				}
				runBoth(t, uint16(index), buf[:k])
				n++
			}
		}
	}
	t.Logf("%d programs, %d inputs each run with and without memo", len(programs), n)
}

// FuzzRunRef is TestRunRef on any digits.
func FuzzRunRef(f *testing.F) {
	f.Add(uint16(0), "01143292000")
	f.Add(uint16(1), "0015")
	f.Fuzz(func(t *testing.T, index uint16, s string) {
		in := make([]byte, 0, vmMaxInput)
		for i := 0; i < len(s) && len(in) < vmMaxInput; i++ {
			in = append(in, '0'+s[i]%10)
		}
		runBoth(t, index%uint16(len(programs)), in)
	})
}
