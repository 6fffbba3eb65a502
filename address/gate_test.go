package address

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// The stages' gates read before the call (otherMay ...): where a gate
// says its stage cannot apply, the caller's answer without the stage must
// be the stage's. Each gate is checked at every token of every address
// of the test tables and every cue value, as every country, in two states
// of the parse: once the tail is read, where the head's stages start, and
// once the whole parse is done (a street and number found, roles given).

// stageGates are the gates, each with its stage and what its caller reads
// in the stage's place where the gate is closed. The stages write to the
// parser when they match, so both run on copies.
var stageGates = []struct {
	name   string
	gate   func(p *parser, k int) bool
	stage  func(p *parser, k, end int) int
	closed func(p *parser, k, end int) int
}{
	{
		"otherAt",
		func(p *parser, k int) bool { return p.otherMay(k, p.class(k), p.word(k)) },
		func(p *parser, k, end int) int { return p.otherAt(k, end) },
		func(p *parser, k, end int) int {
			if p.distanceAt(k) >= 0 { // restAt's else branch
				return p.markToSegmentEnd(k, end, roleCross)
			}
			return -1
		},
	},
	{
		"streetNameBefore",
		func(p *parser, k int) bool { return p.wordBeforeInSeg(k) },
		func(p *parser, k, end int) int { return btoi(p.streetNameBefore(k)) },
		func(p *parser, k, end int) int { return 0 },
	},
	{
		"unitAt",
		func(p *parser, k int) bool { return p.unitMay(k, p.class(k), p.word(k)) },
		func(p *parser, k, end int) int { return p.unitAt(k, end) },
		func(p *parser, k, end int) int { return -1 },
	},
	{
		"hoodAt",
		func(p *parser, k int) bool { return p.hoodMay(k, p.class(k)) },
		func(p *parser, k, end int) int { return p.hoodAt(k, end) },
		func(p *parser, k, end int) int { return -1 },
	},
	{
		"readPostal",
		func(p *parser, k int) bool { return p.postalMay(k) },
		func(p *parser, k, end int) int {
			if _, ok := p.readPostal(k); ok {
				return k
			}
			return -1
		},
		func(p *parser, k, end int) int { return -1 },
	},
}

// forStageStates calls f with the parser of every address of the test
// tables and every cue value, as every country, once the tail is read
// and once the parse is done, and returns how many states it gave.
func forStageStates(t *testing.T, f func(p *parser)) int {
	values := append(decisionValues(t), cueValues(t)...)
	n := 0
	for _, v := range values {
		if len(v) > MaxLength {
			continue
		}
		for ci := range countryTable {
			p := new(parser)
			p.init(v, ci)
			p.tokenize()
			p.findPostal()
			p.out.npset = copy(p.out.pset[:], p.postalRegionSet(p.out.pset[:0]))
			tail := p.parseTail()
			f(p)
			p.parseHead(tail)
			p.resolve()
			f(p)
			n += 2
		}
	}
	return n
}

// TestStageGates checks each gate of stageGates at every token, with the
// parse's end and the token's segment's end as the stage's end: where
// the gate is closed, the stage and the caller's answer in its place give
// the same token and leave the same parse.
func TestStageGates(t *testing.T) {
	closed := make([]int, len(stageGates))
	var toks, wantToks [maxTokens]token
	n := forStageStates(t, func(p *parser) {
		// The state, restored after each call: the parts and the tokens,
		// which the stages write only below p.n.
		out := p.out
		copy(toks[:], p.toks[:p.n])
		for k := 0; k <= p.n; k++ {
			for i, g := range stageGates {
				if g.gate(p, k) {
					continue
				}
				closed[i]++
				for _, end := range []int{p.n, p.segEnd(min(k, max(p.n-1, 0)))} {
					want := g.closed(p, k, end)
					wantOut := p.out
					copy(wantToks[:], p.toks[:p.n])
					p.out = out
					copy(p.toks[:], toks[:p.n])
					if g.stage(p, k, end) != want || p.out != wantOut || !slices.Equal(p.toks[:p.n], wantToks[:p.n]) {
						t.Fatalf("%s %q: %s's gate is closed at token %d, but the stage reads another part", countryTable[p.ci].code, p.in, g.name, k)
					}
					p.out = out
					copy(p.toks[:], toks[:p.n])
				}
			}
		}
	})
	t.Logf("%d states; gates closed at %v tokens", n, closed)
	require.Greater(t, n, 10000)
	for i, g := range stageGates {
		require.Positive(t, closed[i], "%s's gate is never closed", g.name)
	}
}
