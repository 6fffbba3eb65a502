package main

import (
	"bytes"
	"fmt"
	"maps"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/internal/gen"
)

// deadOffset marks, in a row of automaton transitions, a digit that leads
// to the dead state, and farOffset one whose next state is further than an
// int8 reaches: automata.far holds it.
const (
	deadOffset = math.MinInt8
	farOffset  = math.MinInt8 + 1
)

// automata lays every automaton out in one table of states, numbered from
// 1 (0 is the shared dead state). A state is the index of a row, which
// holds the state's label and, per digit, the distance to the next state,
// so that the many rows that repeat from one automaton to another ("any
// digit, then the next state") are stored once. Distances beyond an int8
// are rare (a few in the whole metadata) and go to far.
type automata struct {
	states []uint16 // row index
	rows   []row
	rowOf  map[row]int
	far    [][2]uint32 // state << 4 | digit, next state; in state order
}

type row struct {
	next  [10]int8
	label uint32
}

func newAutomata() *automata {
	a := &automata{rowOf: map[row]int{}}
	dead := row{next: [10]int8{deadOffset, deadOffset, deadOffset, deadOffset, deadOffset, deadOffset, deadOffset, deadOffset, deadOffset, deadOffset}}
	a.row(dead)
	a.states = []uint16{0}
	return a
}

func (a *automata) row(r row) int {
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
		var r row
		for digit, t := range d.next[s] {
			off := int(t) - s
			switch {
			case t == 0:
				r.next[digit] = deadOffset
			case off <= farOffset || off > math.MaxInt8:
				r.next[digit] = farOffset
				a.far = append(a.far, [2]uint32{uint32(base+s)<<4 | uint32(digit), uint32(base + int(t))})
			default:
				r.next[digit] = int8(off)
			}
		}
		if d.label[s] > math.MaxUint16 {
			return 0, fmt.Errorf("label %#x too wide", d.label[s])
		}
		r.label = d.label[s]
		a.states = append(a.states, uint16(a.row(r)))
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
	fmt.Fprintf(&b, "import %q\n\n", phonenumbersPath)
	fmt.Fprintf(&b, "// tablesVersion is the version of %s whose metadata\n", phonenumbersPath)
	b.WriteString("// the tables were compiled from.\n")
	fmt.Fprintf(&b, "const tablesVersion = %q\n\n", t.version)
	emitConstants(&b)
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
	var items []string
	for _, cc := range slices.Sorted(maps.Keys(main)) {
		items = append(items, fmt.Sprintf("%d: %d", cc, main[cc]+1))
	}
	writeList(&b, items, 8)
	t.emitRegions(&b)
	if err := t.emitFormats(&b); err != nil {
		return nil, err
	}
	t.emitPrograms(&b)
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
	fmt.Fprintf(&f, "\t{region: %q", md.GetId())
	if c := country.OfRegion(md.GetId()); c != "" {
		fmt.Fprintf(&f, ", country: %q", c)
	}
	fmt.Fprintf(&f, ", cc: %d, types: %d, idd: %d", md.GetCountryCode(), types, p.idd)
	if p.npp != 0 {
		fmt.Fprintf(&f, ", npp: %d", p.npp)
	}
	if p.transform != "" {
		fmt.Fprintf(&f, ", transform: %q", p.transform)
	}
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

func (t *tables) emitFormats(b *bytes.Buffer) error {
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
		anyDigits, least := true, 0
		for _, g := range f.groups {
			anyDigits = anyDigits && g.mask == allDigits
			least += g.min
		}
		if least > 0xff {
			return fmt.Errorf("format %s: its groups take at least %d digits, more than a uint8 holds", f.pattern, least)
		}
		fmt.Fprintf(b, "\t{group: %d, groups: %d, anyDigits: %v, minDigits: %d, plain: %q, national: %q}, // %s %s\n",
			at, len(f.groups), anyDigits, least, f.plain, f.national, f.pattern, f.rawFormat)
	}
	b.WriteString("}\n\n")
	b.WriteString("// formatGroups holds the groups of the format patterns: a run of min to\n")
	b.WriteString("// max digits among those whose bits are set in mask.\n")
	b.WriteString("var formatGroups = [...]formatGroup{")
	var items []string
	for _, g := range pool {
		items = append(items, fmt.Sprintf("{%#x, %d, %d}", g.mask, g.min, g.max))
	}
	writeList(b, items, 4)
	return nil
}

func emitAutomata(b *bytes.Buffer, a *automata) {
	b.WriteString("// dfaStateBits and dfaRowBits size dfaStates and dfaRows (and dfaLabels)\n")
	b.WriteString("// as powers of two, the least that hold every state and row: walk masks\n")
	b.WriteString("// its indexes, which are always in range, rather than checking them.\n")
	fmt.Fprintf(b, "const (\n\tdfaStateBits = %d\n\tdfaRowBits   = %d\n)\n\n", powerBits(len(a.states)), powerBits(len(a.rows)))
	b.WriteString("// dfaStates holds the states of every automaton: the index of the state's\n")
	b.WriteString("// row in dfaRows. The entries after the last state are never reached.\n")
	b.WriteString("var dfaStates = [1 << dfaStateBits]uint16{")
	items := make([]string, len(a.states))
	for i, s := range a.states {
		items[i] = strconv.Itoa(int(s))
	}
	writeList(b, items, 12)
	b.WriteString("// dfaFar holds the transitions too long for dfaRows: state << 4 | digit,\n")
	b.WriteString("// and the next state, sorted.\n")
	b.WriteString("var dfaFar = [...][2]uint32{")
	items = items[:0]
	for _, f := range a.far {
		items = append(items, fmt.Sprintf("{%#x, %d}", f[0], f[1]))
	}
	writeList(b, items, 4)
	b.WriteString("// dfaRows holds, per digit, the distance from a state to the next one\n")
	b.WriteString("// (rowDead leads to the dead state, rowFar to dfaFar), at the digit's\n")
	b.WriteString("// low four bits: those of the ASCII digits '0' to '9' are 0 to 9, so that\n")
	b.WriteString("// walk indexes a row by the digit's byte masked, and a row is 16 bytes.\n")
	b.WriteString("// The rows after the last are never reached.\n")
	b.WriteString("var dfaRows = [1 << dfaRowBits][16]int8{\n")
	for _, r := range a.rows {
		b.WriteString("\t{")
		for i, off := range r.next {
			if i > 0 {
				b.WriteString(", ")
			}
			switch off {
			case deadOffset:
				b.WriteString("rowDead")
			case farOffset:
				b.WriteString("rowFar")
			default:
				fmt.Fprintf(b, "%d", off)
			}
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n\n")
	b.WriteString("// dfaLabels holds the label of the states that use each row of dfaRows.\n")
	b.WriteString("var dfaLabels = [1 << dfaRowBits]uint16{")
	items = items[:0]
	for _, r := range a.rows {
		items = append(items, fmt.Sprintf("%#x", r.label))
	}
	writeList(b, items, 12)
}

// powerBits returns the least k for which 1<<k >= n.
func powerBits(n int) int { return bits.Len(uint(n - 1)) }

func (t *tables) emitRegions(b *bytes.Buffer) {
	b.WriteString("// regionPlans maps a region code, (first letter - 'A') * 26 + (second\n")
	b.WriteString("// letter - 'A'), to one plus the index of its plan; 0 means phonenumbers\n")
	b.WriteString("// has no metadata for the region.\n")
	b.WriteString("var regionPlans = [26 * 26]uint16{\n")
	for i, p := range t.plans {
		r := p.md.GetId()
		if r == "001" {
			continue
		}
		if len(r) != 2 || r[0] < 'A' || r[0] > 'Z' || r[1] < 'A' || r[1] > 'Z' {
			panic("region " + r)
		}
		fmt.Fprintf(b, "\t%d: %d, // %s\n", int(r[0]-'A')*26+int(r[1]-'A'), i+1, r)
	}
	b.WriteString("}\n\n")
}

func (t *tables) emitPrograms(b *bytes.Buffer) {
	b.WriteString("// programs holds the compiled international prefixes and national\n")
	b.WriteString("// prefixes for parsing (plan.idd, plan.npp: one plus an index here); their\n")
	b.WriteString("// instructions are vmInsts[first:first+n].\n")
	b.WriteString("var programs = [...]vmProgram{\n")
	first, longest := 0, 0
	for _, p := range t.programs {
		fmt.Fprintf(b, "\t{first: %d, n: %d, start: %d, slots: %d, memo: %v}, // %s\n", first, len(p.insts), p.start, p.slots, p.memo, p.src)
		first += len(p.insts)
		longest = max(longest, len(p.insts))
	}
	b.WriteString("}\n\n")
	fmt.Fprintf(b, "// vmLongest is the number of instructions of the longest program.\nconst vmLongest = %d\n\n", longest)
	b.WriteString("// vmInsts holds the instructions of the programs.\n")
	b.WriteString("var vmInsts = [...]vmInst{")
	var items []string
	for _, p := range t.programs {
		for _, in := range p.insts {
			items = append(items, fmt.Sprintf("{%d, %#x, %d, %d, %#x}", in.op, in.mask, in.out, in.arg, in.first))
		}
	}
	writeList(b, items, 4)
}

// emitConstants writes the constants the generator and the matcher share.
func emitConstants(b *bytes.Buffer) {
	b.WriteString("// The bits of a number-type label: which descriptions' national number\n")
	b.WriteString("// patterns match.\n")
	b.WriteString("const (\n")
	for i, n := range descNames {
		fmt.Fprintf(b, "\t%s = 1 << %d\n", n, i)
	}
	b.WriteString(")\n\n")
	b.WriteString("// descTypes maps the bits descPremiumRate to descVoicemail, which\n")
	b.WriteString("// phonenumbers' getNumberTypeHelper tests in that order, to their types.\n")
	b.WriteString("var descTypes = [...]phonenumbers.PhoneNumberType{\n")
	for i, t := range descTypes {
		if t != "" {
			fmt.Fprintf(b, "\t%d: phonenumbers.%s,\n", i, t)
		}
	}
	b.WriteString("}\n\n")
	b.WriteString("// noFormat is the format index, in a formats label (national |\n")
	b.WriteString("// international << 8), when no format applies.\n")
	fmt.Fprintf(b, "const noFormat = %#x\n\n", noFormat)
	b.WriteString("// In dfaRows, rowDead leads to the dead state, from which no label can be\n")
	b.WriteString("// reached, and rowFar to a state further than an int8 reaches (dfaFar).\n")
	fmt.Fprintf(b, "const (\n\trowDead = %d\n\trowFar  = %d\n)\n\n", deadOffset, farOffset)
	b.WriteString("// The operations of the backtracking machine (vm.go).\n")
	b.WriteString("const (\n")
	for i, n := range opNames {
		fmt.Fprintf(b, "\t%s = %d\n", n, i)
	}
	b.WriteString(")\n\n")
	b.WriteString("// vmFirstBare is the bit of vmInst.first set when a path from the\n")
	b.WriteString("// instruction may end the match without taking a digit.\n")
	fmt.Fprintf(b, "const vmFirstBare = %#x\n\n", firstBare)
}

// writeList writes items as the elements of a composite literal, perLine
// to a line, and closes the literal.
func writeList(b *bytes.Buffer, items []string, perLine int) {
	for i, it := range items {
		if i%perLine == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		b.WriteString(it)
		b.WriteString(",")
	}
	b.WriteString("\n}\n\n")
}
