package phone

import (
	"testing"

	"github.com/nyaruka/phonenumbers"
	"github.com/stretchr/testify/assert"
)

// floor does what any validation of value with phonenumbers must: parse,
// type (which decides validity), find the region, and, with formats, format
// nationally and internationally.
func floor(value, country string, formats bool) {
	n, err := phonenumbers.Parse(value, country)
	if err != nil {
		return
	}
	phonenumbers.GetNumberType(n)
	phonenumbers.GetRegionCodeForNumber(n)
	if formats {
		phonenumbers.Format(n, phonenumbers.INTERNATIONAL)
		phonenumbers.Format(n, phonenumbers.NATIONAL)
	}
}

// TestAllocs holds the allocation promises: values rejected before
// phonenumbers runs allocate nothing, and a valid number costs what
// phonenumbers itself allocates plus the Normalized string (and, for an
// Argentine mobile's National form, the corrected string). A value pasted
// with Unicode spaces or invisible marks costs one allocation more: its
// ASCII form.
func TestAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts differ under the race detector")
	}
	for _, c := range []struct{ value, country string }{
		{"", "AR"},
		{"( ) - .", "AR"},
		{"+54 9 11 5050-0147", "XX"},
		{"011 15 5050-0147", ""},
		{"", ""},
		{"+54 9 11 5050-0147", "AQ"},
		{"+54 9 11 5050-0147 (Boti, the chatbot of the City of Buenos Aires)", "AR"},
	} {
		n := testing.AllocsPerRun(50, func() { Validate(c.country, c.value) })
		assert.Zero(t, n, "%q in %q", c.value, c.country)
	}

	// Cases without a repair or a second reading; MX1 and BR00 do that
	// work on purpose and are measured by the benchmarks.
	for _, bc := range benchCases {
		if bc.name == "MX1" || bc.name == "BR00" {
			continue
		}
		region := bc.country
		for _, formats := range []bool{false, true} {
			want := testing.AllocsPerRun(50, func() { floor(bc.value, region, formats) }) + 1
			if r := Validate(bc.country, bc.value); formats && r.CountryCode == 54 && r.Type == TypeMobile {
				want++ // national(): the corrected Argentine mobile form
			}
			v := Validator{SkipFormats: !formats}
			got := testing.AllocsPerRun(50, func() { v.Validate(bc.country, bc.value) })
			assert.LessOrEqual(t, got, want, "%s (formats %v): %v allocs, phonenumbers alone %v", bc.name, formats, got, want-1)
		}
	}

	plain := testing.AllocsPerRun(50, func() { Validate("AR", "011 15 5050-0147") })
	pasted := testing.AllocsPerRun(50, func() { Validate("AR", "\u200e011\u00a015\u20095050\u20130147") })
	assert.Equal(t, plain+1, pasted, "pasted value")
}
