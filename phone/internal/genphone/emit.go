package main

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/ndval/ndval/internal/gen"
)

// deadOffset marks, in a row of automaton transitions, a digit that leads
// to the dead state.
const deadOffset = math.MinInt16

// automata lays every automaton out in one table of states, numbered from
// 1 (0 is the shared dead state). A state is a row index and a label; a
// row holds, per digit, the distance to the next state, so that the many
// rows that repeat from one automaton to another ("any digit, then the
// next state") are stored once.
type automata struct {
	states []uint32 // row index | label << 16
	rows   [][10]int16
	rowOf  map[[10]int16]int
}

func newAutomata() *automata {
	a := &automata{rowOf: map[[10]int16]int{}}
	dead := [10]int16{deadOffset, deadOffset, deadOffset, deadOffset, deadOffset, deadOffset, deadOffset, deadOffset, deadOffset, deadOffset}
	a.row(dead)
	a.states = []uint32{0}
	return a
}

func (a *automata) row(r [10]int16) int {
	i, ok := a.rowOf[r]
	if !ok {
		i = len(a.rows)
		a.rowOf[r] = i
		a.rows = append(a.rows, r)
	}
	return i
}

// add lays d out and returns the number of its start state (0 when d
// accepts nothing). deadLabel is the label the caller gives the dead
// state; d's own dead state must carry it.
func (a *automata) add(d *dfa, deadLabel uint32) (int, error) {
	if d.label[0] != deadLabel {
		return 0, fmt.Errorf("dead state labelled %#x, want %#x", d.label[0], deadLabel)
	}
	base := len(a.states) - 1
	for s := 1; s < len(d.next); s++ {
		var r [10]int16
		for digit, t := range d.next[s] {
			off := int(t) - s
			switch {
			case t == 0:
				r[digit] = deadOffset
			case off <= deadOffset || off > math.MaxInt16:
				return 0, fmt.Errorf("transition too long (%d)", off)
			default:
				r[digit] = int16(off)
			}
		}
		if d.label[s] > math.MaxUint16 {
			return 0, fmt.Errorf("label %#x too wide", d.label[s])
		}
		a.states = append(a.states, uint32(a.row(r))|d.label[s]<<16)
	}
	if len(a.states) > math.MaxUint16 || len(a.rows) > math.MaxUint16 {
		return 0, fmt.Errorf("%d states and %d rows: more than 16 bits", len(a.states), len(a.rows))
	}
	if d.start == 0 {
		return 0, nil
	}
	return base + int(d.start), nil
}

// emit writes tables.go.
func (t *tables) emit() ([]byte, error) {
	a := newAutomata()
	var b bytes.Buffer
	gen.Header(&b, "go run ./internal/genphone", "phone")
	fmt.Fprintf(&b, "// tablesVersion is the version of %s whose metadata\n", phonenumbersPath)
	b.WriteString("// the tables were compiled from.\n")
	fmt.Fprintf(&b, "const tablesVersion = %q\n\n", t.version)
	main := map[int]int{}
	b.WriteString("// plans holds one entry per region, and per non-geographic calling code\n")
	b.WriteString("// (\"001\"), by calling code and within one in phonenumbers' order.\n")
	b.WriteString("var plans = [...]plan{\n")
	for i, p := range t.plans {
		s, err := t.emitPlan(a, p)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p.md.GetId(), err)
		}
		b.WriteString(s)
		if p.main {
			main[int(p.md.GetCountryCode())] = i
		}
	}
	b.WriteString("}\n\n")
	b.WriteString("// callingCodes maps a country calling code to one plus the index in plans\n")
	b.WriteString("// of its main plan; 0 means the code is not assigned.\n")
	b.WriteString("var callingCodes = [1000]uint16{")
	ccs := make([]int, 0, len(main))
	for cc := range main {
		ccs = append(ccs, cc)
	}
	slices.Sort(ccs)
	for i, cc := range ccs {
		if i%8 == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%d: %d,", cc, main[cc]+1)
	}
	b.WriteString("\n}\n\n")
	t.emitFormats(&b)
	emitAutomata(&b, a)
	return b.Bytes(), nil
}

func (t *tables) emitPlan(a *automata, p *plan) (string, error) {
	var f strings.Builder
	md := p.md
	types, err := a.add(p.types, 0)
	if err != nil {
		return "", err
	}
	fmt.Fprintf(&f, "\t{region: %q, cc: %d, types: %d", md.GetId(), md.GetCountryCode(), types)
	if md.GetSameMobileAndFixedLinePattern() {
		f.WriteString(", same: true")
	}
	if p.leading != nil {
		s, err := a.add(p.leading, 0)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&f, ", leading: %d, hasLeading: true", s)
	}
	if p.main {
		s, err := a.add(p.formats, noFormat|noFormat<<8)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&f, ",\n\t\tregions: %d, formats: %d, natFormat: %d, intlFormat: %d", p.regions, s, p.natFormat, p.intlFormat)
		if x := md.GetPreferredExtnPrefix(); x != "" {
			fmt.Fprintf(&f, ", extPrefix: %q", x)
		}
	}
	f.WriteString(",\n\t\tlenDescs: [...]uint16{")
	for i, m := range p.lenDescs {
		if i > 0 {
			f.WriteString(", ")
		}
		fmt.Fprintf(&f, "%#x", m)
	}
	f.WriteString("},\n\t\tpossible: [...]uint8{")
	for i, v := range p.possible {
		if i > 0 {
			f.WriteString(", ")
		}
		fmt.Fprintf(&f, "%d", v)
	}
	f.WriteString("}},\n")
	return f.String(), nil
}

func (t *tables) emitFormats(b *bytes.Buffer) {
	var pool []group
	b.WriteString("// formats holds the national formats and then the international ones of\n")
	b.WriteString("// each main plan (natFormat, intlFormat); a template's bytes 1 to 9 stand\n")
	b.WriteString("// for the groups of the pattern.\n")
	b.WriteString("var formats = [...]numberFormat{\n")
	for _, f := range t.formats {
		at := -1
		for i := 0; i+len(f.groups) <= len(pool); i++ {
			if slices.Equal(pool[i:i+len(f.groups)], f.groups) {
				at = i
				break
			}
		}
		if at < 0 {
			at = len(pool)
			pool = append(pool, f.groups...)
		}
		fmt.Fprintf(b, "\t{group: %d, groups: %d, plain: %q, national: %q}, // %s %s\n",
			at, len(f.groups), f.plain, f.national, f.pattern, f.rawFormat)
	}
	b.WriteString("}\n\n")
	b.WriteString("// formatGroups holds the groups of the format patterns: a run of min to\n")
	b.WriteString("// max digits among those whose bits are set in mask.\n")
	b.WriteString("var formatGroups = [...]formatGroup{")
	for i, g := range pool {
		if i%4 == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		fmt.Fprintf(b, "{%#x, %d, %d},", g.mask, g.min, g.max)
	}
	b.WriteString("\n}\n\n")
}

func emitAutomata(b *bytes.Buffer, a *automata) {
	b.WriteString("// dfaStates holds the states of every automaton: the index of the state's\n")
	b.WriteString("// row in dfaRows, and the state's label in the high 16 bits.\n")
	b.WriteString("var dfaStates = [...]uint32{")
	for i, s := range a.states {
		if i%8 == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		fmt.Fprintf(b, "%#x,", s)
	}
	b.WriteString("\n}\n\n")
	b.WriteString("// dfaRows holds, per digit, the distance from a state to the next one;\n")
	b.WriteString("// dead leads to the dead state.\n")
	b.WriteString("var dfaRows = [...][10]int16{\n")
	for _, r := range a.rows {
		b.WriteString("\t{")
		for i, off := range r {
			if i > 0 {
				b.WriteString(", ")
			}
			if off == deadOffset {
				b.WriteString("dead")
			} else {
				fmt.Fprintf(b, "%d", off)
			}
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n")
}
