package main

import (
	"fmt"
	"slices"

	"github.com/nyaruka/phonenumbers"
)

// plan is what the tables hold for one PhoneMetadata: a region, or a
// non-geographic calling code ("001").
type plan struct {
	md         *phonenumbers.PhoneMetadata
	main       bool // the first region of its calling code: formats live here
	regions    int  // on a main plan, how many plans share the calling code
	types      *dfa
	leading    *dfa   // region leading digits, when the calling code is shared
	formats    *dfa   // on a main plan with formats
	natFormat  int    // index of the first national format in tables.formats
	intlFormat int    // index of the first international one
	npp        int    // 1 + index in tables.programs of the national prefix for parsing, or 0
	idd        int    // 1 + index of the international prefix, or 0
	transform  string // national prefix transform rule, compiled
	lenDescs   [maxLength + 2]uint16
	possible   [maxLength + 2]phonenumbers.ValidationResult
}

// maxLength is phonenumbers.MAX_LENGTH_FOR_NSN; the per-length tables have
// one more entry for every longer number.
const maxLength = phonenumbers.MAX_LENGTH_FOR_NSN

// format is one number format as the tables hold it.
type format struct {
	groups             []group
	plain, national    string // compiled templates
	pattern, rawFormat string // for comments
}

type tables struct {
	version  string
	plans    []*plan
	formats  []format
	programs []program
	progOf   map[string]int
}

// program returns 1 + the index of the compiled pattern p in t.programs.
func (t *tables) program(p string) (int, error) {
	if i, ok := t.progOf[p]; ok {
		return i + 1, nil
	}
	pr, err := compileProgram(p)
	if err != nil {
		return 0, err
	}
	t.progOf[p] = len(t.programs)
	t.programs = append(t.programs, pr)
	return len(t.programs), nil
}

// build reads every calling code phonenumbers knows, in increasing order,
// and within one the regions in phonenumbers' order (the main region
// first).
func build(version string) (*tables, error) {
	coll, err := phonenumbers.MetadataCollection()
	if err != nil {
		return nil, err
	}
	regional := map[string]*phonenumbers.PhoneMetadata{}
	nonGeo := map[int]*phonenumbers.PhoneMetadata{}
	for _, md := range coll.GetMetadata() {
		if md.GetId() == "001" {
			nonGeo[int(md.GetCountryCode())] = md
		} else {
			regional[md.GetId()] = md
		}
	}
	var ccs []int
	for cc := range phonenumbers.GetSupportedCallingCodes() {
		ccs = append(ccs, cc)
	}
	slices.Sort(ccs)
	t := &tables{version: version, progOf: map[string]int{}}
	for _, cc := range ccs {
		if cc < 1 || cc > 999 {
			return nil, fmt.Errorf("calling code %d", cc)
		}
		regions := phonenumbers.GetRegionCodesForCountryCode(cc)
		for i, r := range regions {
			md := regional[r]
			if r == "001" {
				md = nonGeo[cc]
				if len(regions) != 1 {
					return nil, fmt.Errorf("calling code %d: 001 among %v", cc, regions)
				}
			}
			if md == nil || int(md.GetCountryCode()) != cc {
				return nil, fmt.Errorf("calling code %d: no metadata for %s", cc, r)
			}
			p, err := t.plan(md, i == 0, len(regions))
			if err != nil {
				return nil, err
			}
			t.plans = append(t.plans, p)
		}
	}
	return t, nil
}

func (t *tables) plan(md *phonenumbers.PhoneMetadata, main bool, regions int) (*plan, error) {
	p := &plan{md: md, main: main}
	var err error
	if p.types, err = typesDFA(md); err != nil {
		return nil, err
	}
	if err := p.lengths(); err != nil {
		return nil, err
	}
	if err := t.parsing(p); err != nil {
		return nil, fmt.Errorf("%s: %w", md.GetId(), err)
	}
	if regions > 1 && md.GetLeadingDigits() != "" {
		if p.leading, err = prefixDFA(md.GetLeadingDigits()); err != nil {
			return nil, fmt.Errorf("%s: %w", md.GetId(), err)
		}
	}
	if !main {
		return p, nil
	}
	p.regions = regions
	if p.formats, err = formatsDFA(md); err != nil {
		return nil, err
	}
	p.natFormat = len(t.formats)
	if err := t.addFormats(md.GetNumberFormat(), true); err != nil {
		return nil, fmt.Errorf("%s: %w", md.GetId(), err)
	}
	p.intlFormat = p.natFormat
	if len(md.GetIntlNumberFormat()) > 0 {
		p.intlFormat = len(t.formats)
		if err := t.addFormats(md.GetIntlNumberFormat(), false); err != nil {
			return nil, fmt.Errorf("%s: %w", md.GetId(), err)
		}
	}
	return p, nil
}

// addFormats appends the formats of one list. The national template of
// the national list uses the national prefix formatting rule, which
// phonenumbers' Format applies whenever it is not empty, as it is stored in
// the metadata (where libphonenumber's build already replaced $NP and $FG).
func (t *tables) addFormats(list []*phonenumbers.NumberFormat, national bool) error {
	for _, nf := range list {
		gs, err := groups(nf.GetPattern())
		if err != nil {
			return err
		}
		f := format{groups: gs, pattern: nf.GetPattern(), rawFormat: nf.GetFormat()}
		if f.plain, err = template(nf.GetFormat(), len(gs)); err != nil {
			return err
		}
		f.national = f.plain
		if national {
			rule := nationalRule(nf.GetFormat(), nf.GetNationalPrefixFormattingRule())
			if f.national, err = template(rule, len(gs)); err != nil {
				return err
			}
		}
		t.formats = append(t.formats, f)
	}
	return nil
}

// lengths fills lenDescs, the descriptions whose possible lengths allow
// each length (isNumberPossibleForDesc: a description without lengths
// allows any), and possible, phonenumbers' testNumberLength for the
// general description (IsPossibleNumberWithReason).
func (p *plan) lengths() error {
	ds, err := descs(p.md)
	if err != nil {
		return err
	}
	for i, d := range ds {
		for n := range p.lenDescs {
			if len(d.PossibleLength) == 0 || slices.Contains(d.PossibleLength, int32(n)) {
				p.lenDescs[n] |= 1 << i
			}
		}
		for _, l := range append(slices.Clone(d.PossibleLength), d.PossibleLengthLocalOnly...) {
			if l > maxLength || l < -1 || l == 0 {
				return fmt.Errorf("%s: possible length %d", p.md.GetId(), l)
			}
		}
	}
	g := ds[descGeneral]
	if len(g.PossibleLength) == 0 && g.GetNationalNumberPattern() != "" {
		// phonenumbers' testNumberLength would index an empty slice
		return fmt.Errorf("%s: general description without lengths", p.md.GetId())
	}
	for n := range p.possible {
		p.possible[n] = testLength(n, g, g.GetNationalNumberPattern() == "")
	}
	return nil
}

// testLength is phonenumbers' testNumberLength for the general description
// (type UNKNOWN), and IsPossibleNumberWithReason's rule for metadata
// without patterns.
func testLength(n int, g *phonenumbers.PhoneNumberDesc, noPattern bool) phonenumbers.ValidationResult {
	if noPattern {
		switch {
		case n < phonenumbers.MIN_LENGTH_FOR_NSN:
			return phonenumbers.TOO_SHORT
		case n > maxLength:
			return phonenumbers.TOO_LONG
		}
		return phonenumbers.IS_POSSIBLE
	}
	lengths := g.PossibleLength
	if lengths[0] == -1 {
		return phonenumbers.INVALID_LENGTH
	}
	if n <= maxLength && slices.Contains(g.PossibleLengthLocalOnly, int32(n)) {
		return phonenumbers.IS_POSSIBLE_LOCAL_ONLY
	}
	switch {
	case int(lengths[0]) == n:
		return phonenumbers.IS_POSSIBLE
	case int(lengths[0]) > n:
		return phonenumbers.TOO_SHORT
	case int(lengths[len(lengths)-1]) < n:
		return phonenumbers.TOO_LONG
	case slices.Contains(lengths[1:], int32(n)):
		return phonenumbers.IS_POSSIBLE
	}
	return phonenumbers.INVALID_LENGTH
}

// parsing compiles what phonenumbers' parser reads of the metadata: the
// international prefix (always, since an empty one matches the empty
// string) and the national prefix for parsing with its transform rule.
func (t *tables) parsing(p *plan) error {
	var err error
	if p.idd, err = t.program(p.md.GetInternationalPrefix()); err != nil {
		return err
	}
	npp := p.md.GetNationalPrefixForParsing()
	if npp == "" {
		return nil
	}
	if p.npp, err = t.program(npp); err != nil {
		return err
	}
	if rule := p.md.GetNationalPrefixTransformRule(); rule != "" {
		groups := t.programs[p.npp-1].slots/2 - 1
		if p.transform, err = template(rule, groups); err != nil {
			return err
		}
		if p.transform == "" {
			// the machine tells "no rule" by the empty template
			return fmt.Errorf("transform rule %q expands to nothing", rule)
		}
	}
	return nil
}
