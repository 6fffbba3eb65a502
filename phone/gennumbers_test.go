package phone

import (
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/nyaruka/phonenumbers"
)

// Numbers for the differential tests: every example number phonenumbers'
// metadata holds, for every region and non-geographic calling code and
// every number type, and numbers derived from them.

// seed is an example number of the metadata: its calling code and national
// significant number.
type seed struct {
	cc     int
	nsn    string
	region string // the metadata's id, "001" for a non-geographic code
}

// exampleSeeds returns the example number of every description of every
// metadata entry phonenumbers loads, in the collection's order.
func exampleSeeds() []seed {
	coll, err := phonenumbers.MetadataCollection()
	if err != nil {
		panic(err)
	}
	var seeds []seed
	for _, md := range coll.GetMetadata() {
		for _, d := range []*phonenumbers.PhoneNumberDesc{
			md.GetFixedLine(), md.GetMobile(), md.GetTollFree(), md.GetPremiumRate(),
			md.GetSharedCost(), md.GetPersonalNumber(), md.GetVoip(), md.GetPager(),
			md.GetUan(), md.GetVoicemail(), md.GetGeneralDesc(),
		} {
			if ex := d.GetExampleNumber(); ex != "" {
				seeds = append(seeds, seed{cc: int(md.GetCountryCode()), nsn: ex, region: md.GetId()})
			}
		}
	}
	return seeds
}

// variant derives the i-th test number from s: the example itself, its last
// one to four digits changed, the example cut or extended to every length
// from 1 to 19 digits, random digits after its first one to three, and
// the same numbers under a neighbouring or unassigned calling code; one in
// eight carries an extension.
func variant(s seed, i int, rng *rand.Rand) (cc int, nsn string, ext string) {
	cc = s.cc
	b := []byte(s.nsn)
	switch k := i % 8; {
	case i == 0:
	case k < 3: // the last digits changed
		for j := range min(1+i%4, len(b)) {
			b[len(b)-1-j] = randDigit(rng)
		}
	case k < 5: // every length from 1 to 19
		n := 1 + i%19
		if n <= len(b) {
			b = b[:n]
		}
		for len(b) < n {
			b = append(b, randDigit(rng))
		}
	case k < 7: // the example's first digits, random ones after, near its length
		keep := min(1+i%3, len(b))
		n := max(1, len(b)-2+rng.IntN(5))
		b = b[:min(keep, n)]
		for len(b) < n {
			b = append(b, randDigit(rng))
		}
	default: // another calling code
		switch rng.IntN(4) {
		case 0:
			cc = []int{0, 42, 999, 1000, -1}[rng.IntN(5)]
		default:
			cc = max(1, cc+rng.IntN(7)-3)
		}
		if rng.IntN(2) == 0 {
			b[len(b)-1] = randDigit(rng)
		}
	}
	if i%8 == 5 {
		ext = strconv.Itoa(rng.IntN(100000))
	}
	return cc, string(b), ext
}

func randDigit(rng *rand.Rand) byte { return byte('0' + rng.IntN(10)) }

// phoneNumber builds the PhoneNumber phonenumbers' parser makes of a
// national significant number: leading zeros are kept as its Italian
// leading zero fields (setItalianLeadingZerosForPhoneNumber).
func phoneNumber(cc int, nsn, ext string) *phonenumbers.PhoneNumber {
	nn, err := strconv.ParseUint(nsn, 10, 64)
	if err != nil {
		panic(err)
	}
	n := &phonenumbers.PhoneNumber{CountryCode: new(int32(cc)), NationalNumber: &nn}
	if len(nsn) >= 2 && nsn[0] == '0' {
		n.ItalianLeadingZero = new(true)
		zeros := 1
		for zeros < len(nsn)-1 && nsn[zeros] == '0' {
			zeros++
		}
		if zeros != 1 {
			n.NumberOfLeadingZeros = new(int32(zeros))
		}
	}
	if ext != "" {
		n.Extension = &ext
	}
	return n
}

// regionsOf returns the regions phonenumbers supports and the
// non-geographic calling codes, sorted.
func regionsOf() (regions []string, nonGeo []int) {
	for r := range phonenumbers.GetSupportedRegions() {
		regions = append(regions, r)
	}
	for cc := range phonenumbers.GetSupportedGlobalNetworkCallingCodes() {
		nonGeo = append(nonGeo, cc)
	}
	slices.Sort(regions)
	slices.Sort(nonGeo)
	return regions, nonGeo
}
