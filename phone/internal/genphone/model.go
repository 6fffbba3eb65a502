package main

import (
	"fmt"

	"github.com/nyaruka/phonenumbers"
)

// The descriptions of number types that phonenumbers' getNumberTypeHelper
// consults, in the order of the bits of a type label.
const (
	descGeneral = iota
	descPremiumRate
	descTollFree
	descSharedCost
	descVoIP
	descPersonalNumber
	descPager
	descUAN
	descVoicemail
	descFixedLine
	descMobile
	numDescs
)

// descTypes names, for the descriptions getNumberTypeHelper tests first,
// in the order it tests them (premium rate to voicemail), the type each
// stands for.
var descTypes = [...]string{
	descPremiumRate: "PREMIUM_RATE", descTollFree: "TOLL_FREE", descSharedCost: "SHARED_COST",
	descVoIP: "VOIP", descPersonalNumber: "PERSONAL_NUMBER", descPager: "PAGER",
	descUAN: "UAN", descVoicemail: "VOICEMAIL",
}

// descNames names the bits of a type label in tables.go.
var descNames = [numDescs]string{
	"descGeneral", "descPremiumRate", "descTollFree", "descSharedCost", "descVoIP",
	"descPersonalNumber", "descPager", "descUAN", "descVoicemail", "descFixedLine", "descMobile",
}

// descs returns the descriptions of md in the order of the desc constants.
func descs(md *phonenumbers.PhoneMetadata) ([numDescs]*phonenumbers.PhoneNumberDesc, error) {
	ds := [numDescs]*phonenumbers.PhoneNumberDesc{
		md.GetGeneralDesc(), md.GetPremiumRate(), md.GetTollFree(), md.GetSharedCost(),
		md.GetVoip(), md.GetPersonalNumber(), md.GetPager(), md.GetUan(), md.GetVoicemail(),
		md.GetFixedLine(), md.GetMobile(),
	}
	for i, d := range ds {
		if d == nil {
			// phonenumbers reads d.PossibleLength without a nil check.
			return ds, fmt.Errorf("%s: description %d missing", md.GetId(), i)
		}
	}
	return ds, nil
}

// typesDFA compiles the national number patterns of md into one automaton
// whose label has bit i set when description i's pattern matches the
// whole input (lengths are checked apart, see lengthDescs).
func typesDFA(md *phonenumbers.PhoneMetadata) (*dfa, error) {
	ds, err := descs(md)
	if err != nil {
		return nil, err
	}
	a := &nfa{}
	comps := make([]component, numDescs)
	for i, d := range ds {
		f, err := a.add(d.GetNationalNumberPattern(), int32(i))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", md.GetId(), err)
		}
		comps[i] = component{frag: f}
	}
	return determinize(a, comps, func(acc []bool) uint32 {
		var m uint32
		for i, ok := range acc {
			if ok {
				m |= 1 << i
			}
		}
		return m
	}), nil
}

// prefixDFA compiles a pattern phonenumbers matches at the start of a
// number ("^(?:" + p + ")"): label 1 when some prefix of the input matches.
func prefixDFA(p string) (*dfa, error) {
	a := &nfa{}
	f, err := a.add(p, 0)
	if err != nil {
		return nil, err
	}
	return determinize(a, []component{{frag: f, sticky: true}}, func(acc []bool) uint32 {
		if acc[0] {
			return 1
		}
		return 0
	}), nil
}

// noFormat is the format index of a label when no format applies.
const noFormat = 0xff

// formatsDFA compiles the formats of md into one automaton whose label
// holds, in its low byte, the index of the first national format
// (md.NumberFormat) that phonenumbers' chooseFormattingPatternForNumber
// picks for the input, and in its second byte the first international one
// (md.IntlNumberFormat, or the national list when it is empty), noFormat
// when none applies. A format applies when
// a prefix of the number matches its last leading-digits pattern (or it
// has none) and its pattern matches the whole number.
func formatsDFA(md *phonenumbers.PhoneMetadata) (*dfa, error) {
	lists := [2][]*phonenumbers.NumberFormat{md.GetNumberFormat(), md.GetIntlNumberFormat()}
	if len(lists[1]) == 0 {
		lists[1] = lists[0] // formatNsnWithCarrier: no international list, the national one
	}
	if len(lists[0]) >= noFormat || len(lists[1]) >= noFormat {
		return nil, fmt.Errorf("%s: too many formats", md.GetId())
	}
	a := &nfa{}
	var comps []component
	type test struct{ ld, pattern int } // component indexes; ld -1 when none
	seen := map[[2]string]test{}
	var tests [2][]test
	for li, list := range lists {
		for _, f := range list {
			ld := ""
			if n := len(f.GetLeadingDigitsPattern()); n > 0 {
				ld = f.GetLeadingDigitsPattern()[n-1]
			}
			k := [2]string{ld, f.GetPattern()}
			t, ok := seen[k]
			if !ok {
				t = test{ld: -1}
				if ld != "" {
					fr, err := a.add(ld, int32(len(comps)))
					if err != nil {
						return nil, fmt.Errorf("%s: %w", md.GetId(), err)
					}
					t.ld = len(comps)
					comps = append(comps, component{frag: fr, sticky: true})
				}
				fr, err := a.add(f.GetPattern(), int32(len(comps)))
				if err != nil {
					return nil, fmt.Errorf("%s: %w", md.GetId(), err)
				}
				t.pattern = len(comps)
				comps = append(comps, component{frag: fr})
				seen[k] = t
			}
			tests[li] = append(tests[li], t)
		}
	}
	return determinize(a, comps, func(acc []bool) uint32 {
		var label uint32
		for li, ts := range tests {
			idx := uint32(noFormat)
			for i, t := range ts {
				if acc[t.pattern] && (t.ld < 0 || acc[t.ld]) {
					idx = uint32(i)
					break
				}
			}
			label |= idx << (8 * li)
		}
		return label
	}), nil
}
