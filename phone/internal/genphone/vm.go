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
}

// program is a compiled pattern: its instructions, where it starts, and
// the number of capture slots (two per group, and two for the match).
type program struct {
	insts []inst
	start int
	slots int
	src   string
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
	return out, nil
}
