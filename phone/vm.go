package phone

// A backtracking machine for the patterns phonenumbers' parser runs on
// the digits of a number before it knows the national number: the
// international prefix of the default region and the national prefix for
// parsing, whose capturing groups the transform rule reads. genphone
// compiles them with regexp/syntax into the program regexp itself would
// run (tables.go: programs, vmInsts), and run explores it in the order
// regexp's own backtracker does (regexp/backtrack.go), so the match and
// its groups are those regexp reports: leftmost-first, at the start of the
// input.

// vmInst is one instruction: op, the digits a vmDigit accepts, the next
// instruction and the argument (the other branch of a vmAlt, the slot of
// a vmCapture), and first: the digits a match from the instruction can
// start with, with vmFirstBare when it may end without one (genphone
// computes it). The machine does not try an alternative that cannot take
// the next digit: it could only fail, and a state that fails changes
// neither the match regexp would find nor its groups.
type vmInst struct {
	op       uint8
	mask     uint16
	out, arg uint16
	first    uint16
}

// canStart reports whether a match from an instruction whose first is f
// may go on at position pos of s.
func canStart(f uint16, s []byte, pos int32) bool {
	return f&vmFirstBare != 0 || int(pos) < len(s) && f&(1<<(s[pos]-'0')) != 0
}

// vmProgram is a compiled pattern: vmInsts[first:first+n], its first
// instruction, and its capture slots (two per group, two for the match).
// memo says the machine must remember where it has been: the program
// loops, or has many paths; others, tries of a few alternatives, end soon
// without that.
type vmProgram struct {
	first, n, start, slots uint16
	memo                   bool
}

// vmMaxInput is the most digits the machine runs on; the fast path leaves
// longer inputs to phonenumbers.
const vmMaxInput = 24

// vmSlots is the most capture slots a program has: three groups.
const vmSlots = 8

// noCaps is where run's captures start: the match at 0, every other slot
// -1 (no part). It is copied in one go rather than written slot by slot,
// and never written.
var noCaps = func() (c [vmSlots]int) {
	for i := range c {
		c[i] = -1
	}
	c[0] = 0
	return c
}()

// vmJob is a point to come back to: an instruction and a position, or,
// with back set, an alternative still to try (vmAlt) or a slot to restore
// to pos (vmCapture).
type vmJob struct {
	pc   uint16
	back bool
	pos  int32
}

// match reports whether the program matches a prefix of the digits s (at
// most vmMaxInput) and fills caps with the positions of the match (caps[0],
// caps[1]) and of its groups, -1 for a group that took no part.
func (p *vmProgram) match(s []byte, caps *[vmSlots]int) bool {
	if !canStart(vmInsts[p.first+p.start].first, s, 0) {
		return false // no match can start with s's first digit
	}
	// One bit per instruction and position, so that no state is explored
	// twice.
	if !p.memo {
		return p.run(s, caps, nil)
	}
	var visited [(vmLongest*(vmMaxInput+1) + 63) / 64]uint64
	return p.run(s, caps, visited[:])
}

// run is match, remembering in visited (nil: not at all) the instructions
// run at each position, without match's test of the first digit.
func (p *vmProgram) run(s []byte, caps *[vmSlots]int, visited []uint64) bool {
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
		// regexp's backtracker does; each step after it is checked at the
		// end of the loop (no check at all without visited).
		for {
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
			if !next || visited != nil && !visit(pc, pos) {
				break
			}
		}
	}
	return false
}
