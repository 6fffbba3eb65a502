package main

import (
	"encoding/binary"
	"slices"
)

// component is one pattern inside an nfa: its way in and its accepting
// state. A sticky component accepts every input that has a prefix in its
// language: phonenumbers matches leading-digit patterns with "^(?:...)"
// and no end anchor.
type component struct {
	frag
	sticky bool
}

// dfa is a deterministic automaton over the digits. State 0 is the dead
// state, from which no label but the dead state's own can be reached. Each
// state carries a label computed from the components that accept there.
type dfa struct {
	next  [][10]int32
	label []uint32
	start int32
}

// determinize runs the subset construction over the components of a side
// by side, labelling each state with label(accepting), where accepting[i]
// reports whether component i accepts at that state, and returns the
// minimal automaton for those labels.
func determinize(a *nfa, comps []component, label func(accepting []bool) uint32) *dfa {
	for _, c := range comps {
		if c.sticky {
			a.edges[c.out] = append(a.edges[c.out], edge{allDigits, c.out})
		}
	}
	owner := map[int32]int{} // sticky accepting state -> component
	for i, c := range comps {
		if c.sticky {
			owner[c.out] = i
		}
	}
	canon := func(set []int32) []int32 {
		set = closure(a, set)
		done := map[int32]int32{} // component -> its sticky accepting state
		for _, s := range set {
			if _, ok := owner[s]; ok {
				done[a.comp[s]] = s
			}
		}
		if len(done) == 0 {
			return set
		}
		return slices.DeleteFunc(set, func(t int32) bool {
			acc, ok := done[a.comp[t]]
			return ok && t != acc
		})
	}
	d := &dfa{next: make([][10]int32, 2), label: make([]uint32, 2)}
	acc := make([]bool, len(comps))
	labelOf := func(set []int32) uint32 {
		clear(acc)
		for i, c := range comps {
			_, acc[i] = slices.BinarySearch(set, c.out)
		}
		return label(acc)
	}
	d.label[0] = labelOf(nil)
	start := make([]int32, 0, len(comps))
	for _, c := range comps {
		start = append(start, c.in)
	}
	sets := [][]int32{nil, canon(start)}
	index := map[string]int32{"": 0, key(sets[1]): 1}
	d.label[1] = labelOf(sets[1])
	for i := 1; i < len(sets); i++ {
		for digit := range 10 {
			var to []int32
			for _, s := range sets[i] {
				for _, e := range a.edges[s] {
					if e.mask&(1<<digit) != 0 {
						to = append(to, e.to)
					}
				}
			}
			to = canon(to)
			k := key(to)
			j, ok := index[k]
			if !ok {
				j = int32(len(sets))
				index[k] = j
				sets = append(sets, to)
				d.next = append(d.next, [10]int32{})
				d.label = append(d.label, labelOf(to))
			}
			d.next[i][digit] = j
		}
	}
	return d.minimize()
}

// closure returns the states reachable from set by epsilon edges, sorted
// and without duplicates.
func closure(a *nfa, set []int32) []int32 {
	seen := map[int32]bool{}
	var out []int32
	stack := slices.Clone(set)
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, s)
		stack = append(stack, a.eps[s]...)
	}
	slices.Sort(out)
	return out
}

func key(set []int32) string {
	b := make([]byte, 0, 4*len(set))
	for _, s := range set {
		b = binary.LittleEndian.AppendUint32(b, uint32(s))
	}
	return string(b)
}

// minimize merges the states that no input can tell apart (Moore's
// partition refinement), keeping the dead state at 0, then the start, and
// numbering the others in breadth-first order, so that the result depends
// on the patterns alone.
func (d *dfa) minimize() *dfa {
	n := len(d.next)
	class := make([]int32, n)
	ids := map[string]int32{}
	classify := func(sig func(s int) []byte) int {
		clear(ids)
		for s := range n {
			k := string(sig(s))
			c, ok := ids[k]
			if !ok {
				c = int32(len(ids))
				ids[k] = c
			}
			class[s] = c
		}
		return len(ids)
	}
	count := classify(func(s int) []byte { return binary.LittleEndian.AppendUint32(nil, d.label[s]) })
	for {
		prev := slices.Clone(class)
		c := classify(func(s int) []byte {
			b := binary.LittleEndian.AppendUint32(nil, uint32(prev[s]))
			for _, t := range d.next[s] {
				b = binary.LittleEndian.AppendUint32(b, uint32(prev[t]))
			}
			return b
		})
		if c == count {
			break
		}
		count = c
	}
	// Renumber: dead first, start second, then breadth-first.
	order := map[int32]int32{class[0]: 0}
	queue := []int{0}
	if _, ok := order[class[1]]; !ok {
		order[class[1]] = 1
		queue = append(queue, 1)
	}
	m := &dfa{}
	rep := map[int32]int{}
	for s := range n {
		if _, ok := rep[class[s]]; !ok {
			rep[class[s]] = s
		}
	}
	for i := 0; i < len(queue); i++ {
		s := rep[class[queue[i]]]
		for _, t := range d.next[s] {
			if _, ok := order[class[t]]; !ok {
				order[class[t]] = int32(len(order))
				queue = append(queue, int(t))
			}
		}
	}
	m.start = order[class[1]]
	m.next = make([][10]int32, len(order))
	m.label = make([]uint32, len(order))
	for c, i := range order {
		s := rep[c]
		m.label[i] = d.label[s]
		for digit, t := range d.next[s] {
			m.next[i][digit] = order[class[t]]
		}
	}
	return m
}
