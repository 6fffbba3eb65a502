package phone

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/nyaruka/phonenumbers"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/longtest"
)

// answers is what phonenumbers, or the tables, say of one number.
type answers struct {
	region                        string
	typ                           phonenumbers.PhoneNumberType
	valid                         bool
	possible                      phonenumbers.ValidationResult
	e164, international, national string
}

// oracle asks phonenumbers.
func oracle(n *phonenumbers.PhoneNumber) answers {
	return answers{
		region:        phonenumbers.GetRegionCodeForNumber(n),
		typ:           phonenumbers.GetNumberType(n),
		valid:         phonenumbers.IsValidNumber(n),
		possible:      phonenumbers.IsPossibleNumberWithReason(n),
		e164:          phonenumbers.Format(n, phonenumbers.E164),
		international: phonenumbers.Format(n, phonenumbers.INTERNATIONAL),
		national:      phonenumbers.Format(n, phonenumbers.NATIONAL),
	}
}

// fromTables asks the tables, given the number phonenumbers would see.
func fromTables(n *phonenumbers.PhoneNumber) answers {
	cc := int(n.GetCountryCode())
	nsn := []byte(phonenumbers.GetNationalSignificantNumber(n))
	v := judge(cc, nsn)
	a := answers{typ: v.typ, valid: v.typ != phonenumbers.UNKNOWN, possible: v.possible}
	if v.region != nil {
		a.region = v.region.region
	}
	b, f := appendForms(nil, cc, nsn, n.GetExtension())
	a.e164, a.international, a.national = string(b[:f.e164End]), string(f.international(b)), string(f.national(b))
	return a
}

// diffCount is how many generated numbers the differential tests compare:
// 60,000 in a plain go test run, the full million when NDVAL_LONG=1 (as
// .ci/run sets it for its run without -race; see internal/longtest), and
// 20,000 under the race detector, which slows phonenumbers' regular
// expressions tenfold.
func diffCount() int {
	switch {
	case raceEnabled:
		return 20_000
	case longtest.Enabled() && !testing.Short():
		return 1_000_000
	}
	return 60_000
}

// TestTablesMatchPhonenumbers compares the tables with phonenumbers on
// every example number of the metadata and on numbers derived from them
// (variant): region, type, validity, possible-length verdict and the
// E.164, international and national forms must all be the same.
func TestTablesMatchPhonenumbers(t *testing.T) {
	seeds := exampleSeeds()
	require.Greater(t, len(seeds), 1000)
	total := diffCount()
	perSeed := (total + len(seeds) - 1) / len(seeds)
	var c diffCounts
	eachSeed(seeds, func(i int, s seed, c *diffCounts) {
		rng := rand.New(rand.NewPCG(14, uint64(i)))
		for j := range perSeed {
			cc, nsn, ext := variant(s, j, rng)
			n := phoneNumber(cc, nsn, ext)
			want, got := oracle(n), fromTables(n)
			c.add(want.valid, got != want, func() string {
				return fmt.Sprintf("+%d %s ext %q (from an example of %s): %s", cc, nsn, ext, s.region, diffAnswers(want, got))
			})
		}
	}, &c)
	c.report(t)
	assert.GreaterOrEqual(t, c.numbers, total)
	assert.Greater(t, c.valid, c.numbers/10, "too few valid numbers to exercise the types and formats")
}

// diffCounts sums up a differential test.
type diffCounts struct {
	numbers, valid, diffs int
	first                 []string // the first differences, described
}

func (c *diffCounts) add(valid, differs bool, describe func() string) {
	c.numbers++
	if valid {
		c.valid++
	}
	if differs {
		c.diffs++
		if len(c.first) < 20 {
			c.first = append(c.first, describe())
		}
	}
}

func (c *diffCounts) merge(o *diffCounts) {
	c.numbers += o.numbers
	c.valid += o.valid
	c.diffs += o.diffs
	c.first = append(c.first, o.first...)
}

func (c *diffCounts) report(t *testing.T) {
	t.Helper()
	for _, d := range c.first[:min(len(c.first), 20)] {
		t.Error(d)
	}
	t.Logf("%d numbers, %d valid, %d differences", c.numbers, c.valid, c.diffs)
	assert.Zero(t, c.diffs)
}

// eachSeed calls f for every seed, spread over GOMAXPROCS goroutines, and
// adds their counts to c. Each call derives its numbers from its seed's
// index alone, so the numbers do not depend on the scheduling.
func eachSeed(seeds []seed, f func(i int, s seed, c *diffCounts), c *diffCounts) {
	workers := runtime.GOMAXPROCS(0)
	counts := make([]diffCounts, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; i < len(seeds); i += workers {
				f(i, seeds[i], &counts[w])
			}
		})
	}
	wg.Wait()
	for i := range counts {
		c.merge(&counts[i])
	}
}

// diffAnswers describes how got differs from want.
func diffAnswers(want, got answers) string {
	var b strings.Builder
	w := fmt.Sprintf("%+v", want)
	g := fmt.Sprintf("%+v", got)
	fmt.Fprintf(&b, "phonenumbers %s, tables %s", w, g)
	return b.String()
}

// TestTablesCoverEveryRegion checks that the tables hold a plan for every
// region and non-geographic calling code phonenumbers supports, and
// nothing else.
func TestTablesCoverEveryRegion(t *testing.T) {
	regions, nonGeo := regionsOf()
	var got []string
	gotNonGeo := 0
	for _, p := range plans {
		if p.region == "001" {
			gotNonGeo++
			assert.Contains(t, nonGeo, int(p.cc))
			continue
		}
		got = append(got, p.region)
		assert.Equal(t, phonenumbers.GetCountryCodeForRegion(p.region), int(p.cc), p.region)
	}
	assert.ElementsMatch(t, regions, got)
	assert.Equal(t, len(nonGeo), gotNonGeo)
}
