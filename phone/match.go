package phone

import (
	"cmp"
	"math/bits"
	"slices"

	"github.com/nyaruka/phonenumbers"
)

// Matching national numbers against the compiled metadata (tables.go),
// the way phonenumbers' GetRegionCodeForNumber, GetNumberType,
// IsValidNumber and IsPossibleNumberWithReason match them against its
// regular expressions.

// maxNSN is the longest national significant number phonenumbers parses
// (MAX_LENGTH_FOR_NSN); the per-length tables of a plan have one more
// entry, for every longer number.
const maxNSN = phonenumbers.MAX_LENGTH_FOR_NSN

// plan is the compiled metadata of one region, or of one non-geographic
// calling code (region "001").
type plan struct {
	region     string // ISO 3166-1 alpha-2 code, or "001"
	country    string // country.OfRegion(region), read once by genphone
	cc         uint16 // country calling code
	same       bool   // fixed-line and mobile patterns are the same
	hasLeading bool   // the region has leading digits (shared calling codes only)
	types      uint16 // start state of the number-type automaton
	leading    uint16 // start state of the leading-digits automaton
	// For parsing: one plus the index in programs of the international
	// prefix and of the national prefix for parsing (0: none), and the
	// national prefix transform rule as a template of the prefix's groups
	// (bytes 1 to 9).
	idd, npp  uint16
	transform string
	// On the main plan of a calling code (the first): how many plans share
	// it (this one and those that follow), the start state of the formats
	// automaton, where its national and international formats begin in
	// formats, and the extension prefix ("" for " ext. ").
	regions    uint8
	formats    uint16
	natFormat  uint16
	intlFormat uint16
	extPrefix  string
	// lenDescs[n] has bit d set when description d (desc constants) allows
	// national numbers of n digits; possible[n] is the
	// phonenumbers.ValidationResult of such numbers for the region.
	lenDescs [maxNSN + 2]uint16
	possible [maxNSN + 2]uint8
}

// walk runs the automaton that starts at state start over the digits of
// nsn, which holds ASCII digits only, and returns the label of the state it
// ends in, or deadLabel when it dies on the way. Its indexes are masked
// rather than checked (tables.go: dfaStates and dfaRows have a power of
// two entries, and the mask keeps the low four bits of a digit's byte,
// which are the digit; TestWalkMasksInRange): a digit costs three bounds
// checks less.
func walk(start uint16, nsn []byte, deadLabel uint16) uint16 {
	s := int(start)
	if s == 0 {
		return deadLabel
	}
	for i, c := range nsn {
		off := dfaRows[dfaStates[s&stateMask]&rowMask][c&0xf]
		if off <= rowFar {
			// Dead and far transitions leave the loop, which then keeps
			// nothing alive across a call: the usual digit costs a few
			// instructions less.
			return walkFar(s, off, nsn[i:], deadLabel)
		}
		s += int(off)
	}
	return dfaLabels[dfaStates[s&stateMask]&rowMask]
}

// walkFar is walk from state s at nsn[0], on which dfaRows says off,
// rowDead or rowFar.
func walkFar(s int, off int8, nsn []byte, deadLabel uint16) uint16 {
	if off == rowDead {
		return deadLabel
	}
	return walk(uint16(farState(s, nsn[0]&0xf)), nsn[1:], deadLabel)
}

// walkBoth is walk(types, nsn, 0) and walk(formats, nsn, noFormatLabel)
// in one loop over the digits: a valid number's type and its formats are
// read from the same digits, and one loop costs less than two. It leaves
// both walks to walk from the first far transition of either, or of a dead
// formats automaton.
//
// When typeLabel is 0 the number has no type (typeOf: UNKNOWN) and no
// forms are written, so formatLabel is then left unread (noFormatLabel):
// a number whose type automaton dies costs no more than with walk alone.
func walkBoth(types, formats uint16, nsn []byte) (typeLabel, formatLabel uint16) {
	s, f := int(types), int(formats)
	if s == 0 || f == 0 {
		return walkApart(s, f, nsn)
	}
	for i, c := range nsn {
		d := c & 0xf
		offS := dfaRows[dfaStates[s&stateMask]&rowMask][d]
		offF := dfaRows[dfaStates[f&stateMask]&rowMask][d]
		if offS <= rowFar || offF <= rowFar {
			if offS == rowDead {
				return 0, noFormatLabel
			}
			return walkApart(s, f, nsn[i:]) // out of the loop, as in walk
		}
		s += int(offS)
		f += int(offF)
	}
	return dfaLabels[dfaStates[s&stateMask]&rowMask], dfaLabels[dfaStates[f&stateMask]&rowMask]
}

// walkApart is walkBoth from states s and f, walking each on its own.
func walkApart(s, f int, nsn []byte) (typeLabel, formatLabel uint16) {
	return walk(uint16(s), nsn, 0), walk(uint16(f), nsn, noFormatLabel)
}

// noFormatLabel is the formats automaton's label for a number no format
// takes: noFormat in both of its bytes.
const noFormatLabel = noFormat | noFormat<<8

// stateMask and rowMask keep an index into dfaStates and dfaRows in range.
const (
	stateMask = 1<<dfaStateBits - 1
	rowMask   = 1<<dfaRowBits - 1
)

// farState returns the state that digit d leads to from state s when
// dfaRows says rowFar.
func farState(s int, d byte) int {
	key := uint32(s)<<4 | uint32(d)
	i, _ := slices.BinarySearchFunc(dfaFar[:], key, func(e [2]uint32, k uint32) int { return cmp.Compare(e[0], k) })
	return int(dfaFar[i][1])
}

// mainPlan returns the plan that holds the formats and possible lengths of
// a calling code (phonenumbers' GetRegionCodeForCountryCode), or nil when
// the code is not assigned.
func mainPlan(cc int) *plan {
	if cc <= 0 || cc >= len(callingCodes) || callingCodes[cc] == 0 {
		return nil
	}
	return &plans[callingCodes[cc]-1]
}

// planOf returns the plan of a region given as an upper-case ISO 3166-1
// code, nil when phonenumbers has no metadata for it (or for "").
func planOf(region string) *plan {
	if len(region) != 2 || region[0] < 'A' || region[0] > 'Z' || region[1] < 'A' || region[1] > 'Z' {
		return nil
	}
	if i := regionPlans[int(region[0]-'A')*26+int(region[1]-'A')]; i != 0 {
		return &plans[i-1]
	}
	return nil
}

// regionPlan returns the plan of the region a number belongs to, as
// phonenumbers' GetRegionCodeForNumber finds it: the only region of its
// calling code cc, whose main plan is m, or the first of the regions
// sharing it whose leading digits start the number or, for a region
// without leading digits, whose patterns the number matches. It is nil
// when none does.
func regionPlan(m *plan, cc int, nsn []byte) *plan {
	if m.regions == 1 {
		return m
	}
	first := int(callingCodes[cc] - 1)
	for i := first; i < first+int(m.regions); i++ {
		p := &plans[i]
		if p.hasLeading {
			if walk(p.leading, nsn, 0) != 0 {
				return p
			}
		} else if p.numberType(nsn) != phonenumbers.UNKNOWN {
			return p
		}
	}
	return nil
}

// numberType is phonenumbers' getNumberTypeHelper: the type of a national
// number in p's region, UNKNOWN when it matches no pattern of the region
// at a length the pattern's description allows.
func (p *plan) numberType(nsn []byte) phonenumbers.PhoneNumberType {
	return p.typeOf(walk(p.types, nsn, 0), len(nsn))
}

// typeOf is numberType for a national number of n digits on which the
// region's number-type automaton ends with label.
func (p *plan) typeOf(label uint16, n int) phonenumbers.PhoneNumberType {
	m := label & p.lenDescs[min(n, maxNSN+1)]
	switch {
	case m&descGeneral == 0:
		return phonenumbers.UNKNOWN
	case m&(descVoicemail<<1-descPremiumRate) != 0: // premium rate to voicemail, in that order
		return descTypes[bits.TrailingZeros16(m&^descGeneral)]
	case m&descFixedLine != 0:
		if p.same || m&descMobile != 0 {
			return phonenumbers.FIXED_LINE_OR_MOBILE
		}
		return phonenumbers.FIXED_LINE
	case !p.same && m&descMobile != 0:
		return phonenumbers.MOBILE
	}
	return phonenumbers.UNKNOWN
}

// verdict is what the tables say of a number.
type verdict struct {
	// region is the plan of the number's region (GetRegionCodeForNumber),
	// nil when none.
	region *plan
	// typ is GetNumberType; the number is valid (IsValidNumber) exactly
	// when it is not UNKNOWN.
	typ phonenumbers.PhoneNumberType
	// possible is IsPossibleNumberWithReason.
	possible phonenumbers.ValidationResult
	// formats is the label of the number in its calling code's formats
	// automaton when formatsRead is set (judgeKnowing reads it when it
	// walks the main plan's number types) and typ is not UNKNOWN.
	formats     uint16
	formatsRead bool
}

// judge matches a number, given by its country calling code and national
// significant number (leading zeros included), against the tables.
func judge(cc int, nsn []byte) (v verdict) {
	judgeKnowing(&v, cc, nsn, nil, 0)
	return v
}

// judgeKnowing is judge writing its verdict in v (all of it), told that
// the number-type automaton of plan known ends with label on nsn (known is
// nil when nothing is known).
func judgeKnowing(v *verdict, cc int, nsn []byte, known *plan, label uint16) {
	*v = verdict{typ: phonenumbers.UNKNOWN, possible: phonenumbers.INVALID_COUNTRY_CODE}
	m := mainPlan(cc)
	if m == nil {
		return
	}
	v.possible = phonenumbers.ValidationResult(m.possible[min(len(nsn), maxNSN+1)])
	v.region = m // the only region of most calling codes, without regionPlan's call
	if m.regions != 1 {
		v.region = regionPlan(m, cc, nsn)
	}
	switch {
	case v.region == nil:
		return
	case v.region == known:
	case v.region == m:
		// The main plan holds the formats too: read them in the same walk,
		// for fillFast.
		label, v.formats = walkBoth(m.types, m.formats, nsn)
		v.formatsRead = true
	default:
		label = walk(v.region.types, nsn, 0)
	}
	v.typ = v.region.typeOf(label, len(nsn))
}
