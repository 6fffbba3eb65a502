package main

import (
	"fmt"
	"regexp/syntax"
)

// allDigits is the edge mask of every digit: bit d stands for the ASCII
// digit '0'+d.
const allDigits = 1<<10 - 1

// nfa is a Thompson automaton over the ten decimal digits, the only
// characters a national significant number holds. Several patterns
// (components) live in one nfa so that determinize can run them side by
// side.
type nfa struct {
	eps   [][]int32 // epsilon edges of each state
	edges [][]edge  // digit edges of each state
	comp  []int32   // the component each state belongs to
}

// edge leads to state to on every digit whose bit is set in mask.
type edge struct {
	mask uint16
	to   int32
}

func (a *nfa) state(comp int32) int32 {
	a.eps = append(a.eps, nil)
	a.edges = append(a.edges, nil)
	a.comp = append(a.comp, comp)
	return int32(len(a.comp) - 1)
}

// frag is a piece of automaton with one way in and one way out.
type frag struct{ in, out int32 }

// add compiles the pattern src, in phonenumbers' syntax (Go's regexp with
// Perl flags), as component comp. It fails on any construct other than
// literals, character classes, alternation, concatenation, grouping and
// bounded or unbounded repetition: anchors, word boundaries and the like
// would need more than a digit automaton.
func (a *nfa) add(src string, comp int32) (frag, error) {
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return frag{}, fmt.Errorf("pattern %q: %w", src, err)
	}
	f, err := a.compile(re, comp)
	if err != nil {
		return frag{}, fmt.Errorf("pattern %q: %w", src, err)
	}
	return f, nil
}

func (a *nfa) compile(re *syntax.Regexp, comp int32) (frag, error) {
	switch re.Op {
	case syntax.OpEmptyMatch:
		s := a.state(comp)
		return frag{s, s}, nil
	case syntax.OpNoMatch:
		return frag{a.state(comp), a.state(comp)}, nil
	case syntax.OpLiteral:
		f := frag{a.state(comp), -1}
		f.out = f.in
		for _, r := range re.Rune {
			next := a.state(comp)
			if '0' <= r && r <= '9' {
				a.edges[f.out] = append(a.edges[f.out], edge{1 << (r - '0'), next})
			} // any other character never occurs in a digit string: no edge
			f.out = next
		}
		return f, nil
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		mask := uint16(allDigits)
		if re.Op == syntax.OpCharClass {
			mask = classMask(re.Rune)
		}
		f := frag{a.state(comp), a.state(comp)}
		if mask != 0 {
			a.edges[f.in] = append(a.edges[f.in], edge{mask, f.out})
		}
		return f, nil
	case syntax.OpCapture:
		return a.compile(re.Sub[0], comp)
	case syntax.OpConcat:
		return a.concat(re.Sub, comp)
	case syntax.OpAlternate:
		f := frag{a.state(comp), a.state(comp)}
		for _, sub := range re.Sub {
			s, err := a.compile(sub, comp)
			if err != nil {
				return frag{}, err
			}
			a.eps[f.in] = append(a.eps[f.in], s.in)
			a.eps[s.out] = append(a.eps[s.out], f.out)
		}
		return f, nil
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest:
		min, max := 0, -1
		switch re.Op {
		case syntax.OpPlus:
			min = 1
		case syntax.OpQuest:
			max = 1
		}
		return a.repeat(re.Sub[0], min, max, comp)
	case syntax.OpRepeat:
		return a.repeat(re.Sub[0], re.Min, re.Max, comp)
	}
	return frag{}, fmt.Errorf("unsupported construct %s in %q", re.Op, re)
}

func (a *nfa) concat(subs []*syntax.Regexp, comp int32) (frag, error) {
	s := a.state(comp)
	f := frag{s, s}
	for _, sub := range subs {
		if _, err := a.extend(&f, sub, comp); err != nil {
			return frag{}, err
		}
	}
	return f, nil
}

// extend compiles sub, links it after f and moves f's way out to its end;
// it returns sub's own fragment.
func (a *nfa) extend(f *frag, sub *syntax.Regexp, comp int32) (frag, error) {
	g, err := a.compile(sub, comp)
	if err != nil {
		return frag{}, err
	}
	a.eps[f.out] = append(a.eps[f.out], g.in)
	f.out = g.out
	return g, nil
}

// repeat compiles sub{min,max}, max -1 meaning unbounded, by unrolling it.
func (a *nfa) repeat(sub *syntax.Regexp, min, max int, comp int32) (frag, error) {
	if max > 100 || min > 100 {
		return frag{}, fmt.Errorf("repetition {%d,%d} too large", min, max)
	}
	s := a.state(comp)
	f := frag{s, s}
	for range min {
		if _, err := a.extend(&f, sub, comp); err != nil {
			return frag{}, err
		}
	}
	if max == -1 { // a loop back to where the copy starts, which is the way out
		loop := f.out
		g, err := a.extend(&f, sub, comp)
		if err != nil {
			return frag{}, err
		}
		a.eps[g.out] = append(a.eps[g.out], loop)
		f.out = loop
		return f, nil
	}
	end := a.state(comp)
	for range max - min { // each further copy may be skipped
		a.eps[f.out] = append(a.eps[f.out], end)
		if _, err := a.extend(&f, sub, comp); err != nil {
			return frag{}, err
		}
	}
	a.eps[f.out] = append(a.eps[f.out], end)
	f.out = end
	return f, nil
}

// classMask returns the digits among the ranges of a character class.
func classMask(ranges []rune) uint16 {
	var m uint16
	for i := 0; i+1 < len(ranges); i += 2 {
		for r := max(ranges[i], '0'); r <= min(ranges[i+1], '9'); r++ {
			m |= 1 << (r - '0')
		}
	}
	return m
}
