package phone

import (
	"math/rand/v2"
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// appendForms is appendFormsRead walking the formats automaton itself:
// the forms of any number, as the tests write them.
func appendForms(b []byte, cc int, nsn []byte, ext string) ([]byte, formSpans) {
	return appendFormsRead(b, cc, nsn, ext, false, 0)
}

// judge is judgeInto returning the verdict, for the tests.
func (f *fastNumber) judge() (v verdict) {
	f.judgeInto(&v)
	return v
}

// judgeKnowingRef is judgeKnowing before it read the formats label in the
// same walk as the number type (walkBoth): the reference for
// TestJudgeReadsFormats.
func judgeKnowingRef(cc int, nsn []byte, known *plan, label uint16) verdict {
	v := verdict{typ: phonenumbers.UNKNOWN, possible: phonenumbers.INVALID_COUNTRY_CODE}
	m := mainPlan(cc)
	if m == nil {
		return v
	}
	v.possible = phonenumbers.ValidationResult(m.possible[min(len(nsn), maxNSN+1)])
	v.region = m
	if m.regions != 1 {
		v.region = regionPlan(m, cc, nsn)
	}
	if v.region != nil {
		if v.region != known {
			label = walk(v.region.types, nsn, 0)
		}
		v.typ = v.region.typeOf(label, len(nsn))
	}
	return v
}

// TestWalkBoth holds walkBoth to walk run twice, once per automaton (the
// formats label where the type label is not 0), from
// every plan's pair of number-type and formats start states (the pairs
// judgeKnowing walks) and from pairs with a dead start, on every number of
// up to four digits and on random numbers of up to maxNSN+1 digits.
func TestWalkBoth(t *testing.T) {
	type pair struct{ types, formats uint16 }
	var pairs []pair
	for i := range plans {
		p := &plans[i]
		pairs = append(pairs, pair{p.types, p.formats}, pair{0, p.formats}, pair{p.types, 0})
		if m := mainPlan(int(p.cc)); m != nil {
			pairs = append(pairs, pair{p.types, m.formats})
		}
	}
	rng := rand.New(rand.NewPCG(12, 26))
	var buf [maxNSN + 1]byte
	var n, far int
	check := func(pr pair, nsn []byte) {
		n++
		gotT, gotF := walkBoth(pr.types, pr.formats, nsn)
		wantT, wantF := walk(pr.types, nsn, 0), walk(pr.formats, nsn, noFormatLabel)
		if wantT == 0 {
			wantF = gotF // no type: the formats label is not read
		}
		if gotT != wantT || gotF != wantF {
			t.Fatalf("types %d, formats %d, %q: walkBoth %#x %#x, walk %#x %#x", pr.types, pr.formats, nsn, gotT, gotF, wantT, wantF)
		}
	}
	for _, pr := range pairs {
		for k := 0; k <= 4; k++ {
			lim := 1
			for range k {
				lim *= 10
			}
			for v := range lim {
				for i, x := k-1, v; i >= 0; i, x = i-1, x/10 {
					buf[i] = byte('0' + x%10)
				}
				check(pr, buf[:k])
			}
		}
		for range 60 {
			k := rng.IntN(len(buf) + 1)
			for i := range k {
				buf[i] = byte('0' + rng.IntN(10))
			}
			check(pr, buf[:k])
		}
	}
	// Every far transition (dfaFar), from either state of a pair.
	for _, e := range dfaFar {
		s, d := uint16(e[0]>>4), byte(e[0]&0xf)
		for _, p := range plans[:8] {
			for _, pr := range []pair{{s, p.formats}, {p.types, s}} {
				for v := range 100 {
					check(pr, []byte{'0' + d, byte('0' + v/10), byte('0' + v%10)})
					far++
				}
			}
		}
	}
	t.Logf("%d walks from %d pairs of start states, %d through a far transition", n, len(pairs), far)
}

// TestJudgeReadsFormats holds judgeKnowing to judgeKnowingRef (the same
// verdict but for the formats label) and the formats label it reads to the
// one appendForms walks, and appendFormsRead told it to appendForms, on
// the example numbers of the metadata and their variants, under every
// calling code for the first one.
func TestJudgeReadsFormats(t *testing.T) {
	var read, n int
	check := func(cc int, nsn, ext string) {
		n++
		digits := []byte(nsn)
		v := judge(cc, digits)
		ref := judgeKnowingRef(cc, digits, nil, 0)
		got := v
		got.formats, got.formatsRead = 0, false
		if got != ref {
			t.Fatalf("+%d %s: judge %+v, judgeKnowingRef %+v", cc, nsn, v, ref)
		}
		if !v.formatsRead || v.typ == phonenumbers.UNKNOWN {
			return // the formats label is read for a number with a type
		}
		read++
		if m := mainPlan(cc); walk(m.formats, digits, noFormatLabel) != v.formats {
			t.Fatalf("+%d %s: formats label %#x, walk %#x", cc, nsn, v.formats, walk(m.formats, digits, noFormatLabel))
		}
		b, f := appendFormsRead(nil, cc, digits, ext, v.formatsRead, v.formats)
		wb, wf := appendForms(nil, cc, digits, ext)
		if string(b) != string(wb) || f != wf {
			t.Fatalf("+%d %s: appendFormsRead %q %v, appendForms %q %v", cc, nsn, b, f, wb, wf)
		}
	}
	seeds := exampleSeeds()
	for i, s := range seeds {
		rng := rand.New(rand.NewPCG(12, uint64(i)))
		for j := range 24 {
			cc, nsn, ext := variant(s, j, rng)
			check(cc, nsn, ext)
		}
	}
	for cc := range 1000 {
		check(cc, seeds[0].nsn, "")
	}
	t.Logf("%d numbers, formats read by judge for %d", n, read)
	if read < n/4 {
		t.Errorf("judge read the formats of %d numbers of %d", read, n)
	}
}

// FuzzWalkBoth holds walkBoth to two walks on any digits from the
// number-type and formats start states of any plan and its calling code's
// main plan.
func FuzzWalkBoth(f *testing.F) {
	f.Add(uint16(0), "5589324827")
	f.Add(uint16(1), "91123456789")
	f.Fuzz(func(t *testing.T, i uint16, s string) {
		digits := make([]byte, 0, len(s))
		for j := 0; j < len(s) && len(digits) <= maxNSN; j++ {
			digits = append(digits, '0'+s[j]%10)
		}
		p := &plans[int(i)%len(plans)]
		formats := p.formats
		if m := mainPlan(int(p.cc)); m != nil {
			formats = m.formats
		}
		gotT, gotF := walkBoth(p.types, formats, digits)
		wantT, wantF := walk(p.types, digits, 0), walk(formats, digits, noFormatLabel)
		if wantT == 0 {
			wantF = gotF // no type: the formats label is not read
		}
		if gotT != wantT || gotF != wantF {
			t.Fatalf("plan %d, %q: walkBoth %#x %#x, walk %#x %#x", i, digits, gotT, gotF, wantT, wantF)
		}
	})
}
