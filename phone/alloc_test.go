package phone

import (
	"testing"

	"github.com/nyaruka/phonenumbers"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
// phonenumbers runs allocate nothing; a valid number answered from the
// compiled metadata costs one allocation, the string that holds
// Normalized, Formatted and National; a value the fast path leaves to
// phonenumbers costs what phonenumbers itself allocates plus the
// Normalized string (and, for an Argentine mobile's National form, the
// corrected string). A value pasted with Unicode spaces or invisible marks
// costs one allocation more: its ASCII form.
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

	for _, bc := range benchCases {
		for _, skip := range []bool{false, true} {
			v := Validator{SkipFormats: skip}
			r, tables := v.validate(bc.country, bc.value, true)
			require.True(t, r.Valid && tables, "%s: %+v", bc.name, r)
			got := testing.AllocsPerRun(50, func() { v.Validate(bc.country, bc.value) })
			assert.Equal(t, 1.0, got, "%s (SkipFormats %v)", bc.name, skip)
		}
	}

	// Values left to phonenumbers: a label, letters.
	for _, c := range []struct{ value, country string }{
		{"Tel. 011 15 5050-0147", "AR"},
		{"1-800-FLOWERS", "US"},
	} {
		_, tables := Validator{}.validate(c.country, c.value, true)
		require.False(t, tables, c.value)
		for _, formats := range []bool{false, true} {
			want := testing.AllocsPerRun(50, func() { floor(c.value, c.country, formats) }) + 1
			if r := Validate(c.country, c.value); formats && r.CountryCode == 54 && r.Type == TypeMobile {
				want++ // national(): the corrected Argentine mobile form
			}
			v := Validator{SkipFormats: !formats}
			got := testing.AllocsPerRun(50, func() { v.Validate(c.country, c.value) })
			assert.LessOrEqual(t, got, want, "%q (formats %v): %v allocs, phonenumbers alone %v", c.value, formats, got, want-1)
		}
	}

	plain := testing.AllocsPerRun(50, func() { Validate("AR", "011 15 5050-0147") })
	pasted := testing.AllocsPerRun(50, func() { Validate("AR", "\u200e011\u00a015\u20095050\u20130147") })
	assert.Equal(t, plain+1, pasted, "pasted value")
}
