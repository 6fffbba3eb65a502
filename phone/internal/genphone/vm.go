package main

import (
	"fmt"
	"regexp/syntax"
)

// The patterns phonenumbers' parser runs before it knows the national
// number (the international prefix, the national prefix for parsing with
// its capturing groups) are compiled for a small backtracking machine
// (phone/vm.go) that follows Go's regexp to the letter: the program is the
// one regexp itself runs (syntax.Compile of the simplified pattern), and
// the machine explores it in the same order, so the match and its groups
// are those regexp would report.

// The machine's operations.
const (
	opFail = iota
	opMatch
	opAlt     // try out, then arg
	opDigit   // consume a digit in mask
	opCapture // record the position in capture slot arg
	opBegin   // at the start of the input
	opEnd     // at the end of the input
	opNop
)

// opNames names the operations in tables.go.
var opNames = [...]string{"vmFail", "vmMatch", "vmAlt", "vmDigit", "vmCapture", "vmBegin", "vmEnd", "vmNop"}

// inst is one instruction of a program.
type inst struct {
	op       uint8
	mask     uint16
	out, arg uint16
	first    uint16 // the digits a match from here can start with, and firstBare
}

// firstBare is the bit of inst.first set when a path from the instruction
// may end the match without taking a digit (at the end of the input, or at
// the match): the machine may then not give it up on the next digit.
const firstBare = 1 << 10

// program is a compiled pattern: its instructions, where it starts, and
// the number of capture slots (two per group, and two for the match).
type program struct {
	insts []inst
	start int
	slots int
	src   string
	memo  bool // the machine must remember where it has been (see needsMemo)
}

// maxPaths bounds the paths through a program that the machine may follow
// without remembering where it has been.
const maxPaths = 256

// needsMemo reports whether the machine must remember the instructions it
// has run at each position: when the program loops, or when so many paths
// lead through it that backtracking along all of them could cost more than
// the memory's clearing. A program without loops and with few paths (the
// prefixes are tries of a few alternatives) ends in as many steps as it
// has paths times the input's length at most.
func (p *program) needsMemo() bool {
	paths := make([]int, len(p.insts)) // paths from an instruction to its ends; -1 while on the stack
	var count func(pc int) (int, bool)
	count = func(pc int) (int, bool) {
		switch paths[pc] {
		case -1:
			return 0, false // a loop
		case 0:
		default:
			return paths[pc], true
		}
		paths[pc] = -1
		in := p.insts[pc]
		var n int
		switch in.op {
		case opMatch, opFail:
			n = 1
		case opAlt:
			a, ok1 := count(int(in.out))
			b, ok2 := count(int(in.arg))
			if !ok1 || !ok2 {
				return 0, false
			}
			n = min(a+b, maxPaths+1)
		default:
			var ok bool
			if n, ok = count(int(in.out)); !ok {
				return 0, false
			}
		}
		paths[pc] = n
		return n, true
	}
	n, ok := count(p.start)
	return !ok || n > maxPaths
}

// compileProgram compiles the pattern p, anchored at the start of the
// input (the callers match "^(?:"+p+")" or use only matches at 0).
func compileProgram(p string) (program, error) {
	re, err := syntax.Parse("^(?:"+p+")", syntax.Perl)
	if err != nil {
		return program{}, fmt.Errorf("pattern %q: %w", p, err)
	}
	slots := 2 * (re.MaxCap() + 1)
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return program{}, fmt.Errorf("pattern %q: %w", p, err)
	}
	out := program{start: prog.Start, slots: slots, src: p}
	for _, in := range prog.Inst {
		if in.Out > 0xffff || in.Arg > 0xffff {
			return program{}, fmt.Errorf("pattern %q: program too long", p)
		}
		i := inst{out: uint16(in.Out), arg: uint16(in.Arg)}
		switch in.Op {
		case syntax.InstFail:
			i.op = opFail
		case syntax.InstMatch:
			i.op = opMatch
		case syntax.InstAlt:
			i.op = opAlt
		case syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			i.op, i.mask = opDigit, allDigits
		case syntax.InstRune, syntax.InstRune1:
			i.op = opDigit
			for d := range 10 {
				if in.MatchRune('0' + rune(d)) {
					i.mask |= 1 << d
				}
			}
		case syntax.InstCapture:
			i.op = opCapture
		case syntax.InstNop:
			i.op = opNop
		case syntax.InstEmptyWidth:
			switch syntax.EmptyOp(in.Arg) {
			case syntax.EmptyBeginText:
				i.op = opBegin
			case syntax.EmptyEndText:
				i.op = opEnd
			default:
				return program{}, fmt.Errorf("pattern %q: empty-width assertion %v", p, syntax.EmptyOp(in.Arg))
			}
		default:
			return program{}, fmt.Errorf("pattern %q: instruction %v", p, in.Op)
		}
		out.insts = append(out.insts, i)
	}
	out.memo = out.needsMemo()
	out.firstSets()
	return out, nil
}

// firstSets sets every instruction's first: the digits that the first
// opDigit on a path from it accepts, and firstBare when a path reaches
// opMatch or opEnd before any opDigit (an assertion is counted as if it
// held, opEnd as the end of the match). Loops are followed to a fixed point. With it the machine
// skips an alternative that cannot take the next digit, which could only
// fail there: the match and its groups stay those regexp reports.
func (p *program) firstSets() {
	for changed := true; changed; {
		changed = false
		for pc := range p.insts {
			in := &p.insts[pc]
			var f uint16
			switch in.op {
			case opMatch, opEnd:
				f = firstBare
			case opDigit:
				f = in.mask
			case opAlt:
				f = p.insts[in.out].first | p.insts[in.arg].first
			case opCapture, opNop, opBegin:
				f = p.insts[in.out].first
			}
			if f|in.first != in.first {
				in.first |= f
				changed = true
			}
		}
	}
}
