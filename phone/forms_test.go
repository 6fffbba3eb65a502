package phone

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// appendFormsApart is appendForms writing each form on its own, with no
// work shared: the reference for TestFormsShared.
func appendFormsApart(b []byte, cc int, nsn []byte, ext string) (e164, intl, national string) {
	b = appendE164(b[:0], cc, nsn)
	e164 = string(b)
	m := mainPlan(cc)
	if m == nil {
		return e164, string(nsn), string(nsn)
	}
	label := walk(m.formats, nsn, noFormat|noFormat<<8)
	b = append(b[:0], e164[:len(e164)-len(nsn)]...)
	b = append(b, ' ')
	b = appendFormat(b, m.format(int(m.intlFormat), label>>8), false, nsn)
	intl = string(m.appendExtension(b, ext))
	b = appendFormat(b[:0], m.format(int(m.natFormat), label&0xff), true, nsn)
	return e164, intl, string(m.appendExtension(b, ext))
}

// TestFormsShared holds appendForms, which writes the national form only
// when it differs from the international one and splits the digits once
// for both formats when their groups are the same, to the forms written
// apart, on every example number of the metadata and numbers derived
// from them (variant), with and without an extension, under every calling
// code for the first example; and checks that both shortcuts and the
// general path are taken.
func TestFormsShared(t *testing.T) {
	var shared, splitOnce, apart, n int
	check := func(cc int, nsn, ext string) {
		n++
		b, f := appendForms(nil, cc, []byte(nsn), ext)
		e164, intl, national := appendFormsApart(nil, cc, []byte(nsn), ext)
		got := [3]string{string(b[:f.e164End]), string(f.international(b)), string(f.national(b))}
		if !assert.Equal(t, [3]string{e164, intl, national}, got, "+%d %s ext %q", cc, nsn, ext) {
			t.FailNow()
		}
		switch {
		case f.natStart < f.intlEnd:
			shared++
		case f.natEnd-f.natStart != len(national):
			t.Fatalf("+%d %s: national span %v", cc, nsn, f)
		default:
			apart++
			if m := mainPlan(cc); m != nil {
				label := walk(m.formats, []byte(nsn), noFormat|noFormat<<8)
				intl, nat := m.format(int(m.intlFormat), label>>8), m.format(int(m.natFormat), label&0xff)
				if intl != nil && nat != nil && intl.group == nat.group && intl.groups == nat.groups {
					splitOnce++
				}
			}
		}
	}
	seeds := exampleSeeds()
	for i, s := range seeds {
		rng := rand.New(rand.NewPCG(26, uint64(i)))
		for j := range 24 {
			cc, nsn, ext := variant(s, j, rng)
			check(cc, nsn, ext)
			check(cc, nsn, "12")
		}
	}
	for cc := range 1000 {
		check(cc, seeds[0].nsn, "")
	}
	t.Logf("%d numbers: national shared %d, digits split once %d, written apart %d", n, shared, splitOnce, apart)
	assert.Greater(t, shared, n/4)
	assert.Greater(t, splitOnce, n/20)
	assert.Greater(t, apart-splitOnce, 100)
}

// allDigitsMask is the class mask of a group that takes any digit.
const allDigitsMask = 1<<10 - 1

// splitDigitsRef is splitDigits as it was before genphone recorded each
// format's anyDigits and minDigits: it reads both from the groups first.
func splitDigitsRef(gs []formatGroup, n int, bounds []int) bool {
	rest := 0 // the digits the groups after the current one need
	for _, g := range gs {
		if g.mask != allDigitsMask {
			return false
		}
		rest += int(g.min)
	}
	bounds[0] = 0
	pos := 0
	for i, g := range gs {
		rest -= int(g.min)
		take := min(int(g.max), n-pos-rest)
		if take < int(g.min) {
			return false
		}
		pos += take
		bounds[i+1] = pos
	}
	return pos == n
}

// TestSplit holds each format's anyDigits and minDigits to its groups, and
// split to splitDigitsRef on every format and every length of number from
// 0 to one more than the longest: the same answer and, when true, the same
// bounds.
func TestSplit(t *testing.T) {
	var splits int
	for i := range formats {
		nf := &formats[i]
		gs := formatGroups[nf.group : nf.group+nf.groups]
		anyDigits, least := true, 0
		for _, g := range gs {
			anyDigits = anyDigits && g.mask == allDigitsMask
			least += int(g.min)
		}
		if nf.anyDigits != anyDigits || int(nf.minDigits) != least {
			t.Fatalf("format %d: anyDigits %v, minDigits %d; its groups say %v, %d", i, nf.anyDigits, nf.minDigits, anyDigits, least)
		}
		for n := range maxNSN + 2 {
			s := make([]byte, n)
			var got [10]int
			want := make([]int, nf.groups+1)
			ok, wantOK := nf.split(s, &got), splitDigitsRef(gs, n, want)
			if ok != wantOK || ok && !slices.Equal(got[:nf.groups+1], want) {
				t.Fatalf("format %d, %d digits: split %v %v, splitDigitsRef %v %v", i, n, ok, got, wantOK, want)
			}
			if ok {
				splits++
			}
		}
	}
	if splits == 0 {
		t.Fatal("no format splits a number")
	}
}
