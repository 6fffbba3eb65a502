package phone

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"testing"

	"github.com/nyaruka/phonenumbers"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVMMatchesRegexp runs every region's international prefix and national
// prefix for parsing on the machine and with Go's regexp, anchored as
// phonenumbers anchors them, on digit strings made of the region's prefixes
// and example numbers and on random ones: the match and every group must be
// the same.
func TestVMMatchesRegexp(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for i := range plans {
		p := &plans[i]
		md := metadataOf(t, p)
		prefixes := []string{"", "0", "00", "01", "011", "15", "9", "1", "8", "0800", "044", "015", "021", "0055"}
		var examples []string
		for _, d := range []*phonenumbers.PhoneNumberDesc{md.GetFixedLine(), md.GetMobile(), md.GetTollFree()} {
			examples = append(examples, d.GetExampleNumber())
		}
		for _, prog := range []struct {
			index   uint16
			pattern string
		}{{p.idd, md.GetInternationalPrefix()}, {p.npp, md.GetNationalPrefixForParsing()}} {
			if prog.index == 0 {
				require.Empty(t, prog.pattern, p.region)
				continue
			}
			re := regexp.MustCompile("^(?:" + prog.pattern + ")")
			var inputs []string
			for _, pre := range prefixes {
				for _, ex := range examples {
					inputs = append(inputs, pre+ex)
				}
			}
			for range 50 {
				b := make([]byte, rng.IntN(vmMaxInput+1))
				for i := range b {
					b[i] = byte('0' + rng.IntN(10))
				}
				inputs = append(inputs, string(b))
			}
			for _, in := range inputs {
				if len(in) > vmMaxInput {
					continue
				}
				want := re.FindStringSubmatchIndex(in)
				for _, memo := range []bool{false, true} {
					caps, ok := runVM(prog.index, in, memo)
					require.Equal(t, want != nil, ok, "%s %q on %q", p.region, prog.pattern, in)
					if ok {
						assert.Equal(t, want, caps[:len(want)], "%s %q on %q (memo %v)", p.region, prog.pattern, in, memo)
					}
					checked++
				}
			}
		}
	}
	t.Logf("%d matches compared", checked)
}

// runVM runs program index (one-based) on in, with or without remembering
// where the machine has been, whatever the program's memo says.
func runVM(index uint16, in string, memo bool) ([vmSlots]int, bool) {
	var caps [vmSlots]int
	var visited []uint64
	if memo {
		visited = make([]uint64, (vmLongest*(vmMaxInput+1)+63)/64)
	}
	ok := programs[index-1].run([]byte(in), &caps, visited)
	return caps, ok
}

// metadataOf returns phonenumbers' metadata for a plan.
func metadataOf(t *testing.T, p *plan) *phonenumbers.PhoneMetadata {
	t.Helper()
	coll, err := phonenumbers.MetadataCollection()
	require.NoError(t, err)
	for _, md := range coll.GetMetadata() {
		if md.GetId() == p.region && int(md.GetCountryCode()) == int(p.cc) {
			return md
		}
	}
	t.Fatalf("no metadata for %s", p.region)
	return nil
}

// TestVMShortInputs runs every program on every digit string of up to
// four digits, where the machine's skipped alternatives (vmInst.first)
// decide most often, with and without memory, against Go's regexp.
func TestVMShortInputs(t *testing.T) {
	inputs := []string{""}
	for n, prev := 0, []string{""}; n < 4; n++ {
		var next []string
		for _, p := range prev {
			for d := '0'; d <= '9'; d++ {
				next = append(next, p+string(d))
			}
		}
		inputs, prev = append(inputs, next...), next
	}
	seen := map[uint16]bool{}
	for i := range plans {
		p := &plans[i]
		md := metadataOf(t, p)
		for _, prog := range []struct {
			index   uint16
			pattern string
		}{{p.idd, md.GetInternationalPrefix()}, {p.npp, md.GetNationalPrefixForParsing()}} {
			if prog.index == 0 || seen[prog.index] {
				continue
			}
			seen[prog.index] = true
			re := regexp.MustCompile("^(?:" + prog.pattern + ")")
			for _, in := range inputs {
				want := re.FindStringSubmatchIndex(in)
				for _, memo := range []bool{false, true} {
					caps, ok := runVM(prog.index, in, memo)
					if ok != (want != nil) || ok && !slices.Equal(want, caps[:len(want)]) {
						t.Fatalf("%s %q on %q (memo %v): %v %v, regexp %v", p.region, prog.pattern, in, memo, ok, caps, want)
					}
				}
			}
		}
	}
	t.Logf("%d programs, %d inputs", len(seen), len(inputs))
}
