package address

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval/address/internal/lex"
)

// The parser's stages, each tested on its own: tokens in, roles out. A
// regression in one stage fails here, next to the stage, and not only as
// a change in the labelled table's accuracy.

// roleNames are the names the stage tests write roles with.
var roleNames = [...]string{
	roleNone: "-", roleSkip: "skip", roleOrg: "org", roleStreet: "street", roleNumber: "number",
	roleUnit: "unit", roleNeighborhood: "hood", roleCity: "city", roleRegion: "region",
	rolePostal: "postal", roleCountry: "country", roleCross: "cross", roleMunicipality: "muni",
}

// newTestParser returns a parser for value in country cc, tokenized.
func newTestParser(t *testing.T, cc, value string) *parser {
	t.Helper()
	ci := countryIndex(cc)
	if ci < 0 {
		t.Fatalf("country %s not supported", cc)
	}
	p := new(parser)
	p.init(value, ci)
	p.tokenize()
	return p
}

// roles writes the words and numbers of tokens from..to-1 with their
// roles: "Av.:street Corrientes:street 4261:number".
func (p *parser) roles(from, to int) string {
	var b strings.Builder
	for k := from; k < to; k++ {
		if p.toks[k].kind == lex.Punct {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p.in[p.toks[k].start:p.toks[k].end])
		b.WriteByte(':')
		b.WriteString(roleNames[p.toks[k].role])
	}
	return b.String()
}

// wordAt returns the token of the n-th word or number (from 0) of p's
// input.
func (p *parser) wordAt(n int) int {
	for k := 0; k < p.n; k++ {
		if p.toks[k].kind != lex.Punct {
			if n == 0 {
				return k
			}
			n--
		}
	}
	return -1
}

// TestTokenizeSegments: tokenize splits the input at commas, semicolons,
// parentheses, lone dots and spaced dashes, and joins "13-19" and
// "Paulo-SP" within one segment.
func TestTokenizeSegments(t *testing.T) {
	for _, c := range []struct{ cc, in, want string }{
		{"BR", "Rua Augusta, 100 - Consolação, São Paulo-SP", "Rua:0 Augusta:0 100:1 Consolação:2 São:3 Paulo:3 SP:3"},
		{"CO", "Calle 26 # 13-19, Bogotá", "Calle:0 26:0 13:0 19:0 Bogotá:1"},
		{"PA", "Calle 50 . Punta Paitilla", "Calle:0 50:0 Punta:1 Paitilla:1"},
		{"MX", "Av. Juárez 2 (esq. Reforma); Centro", "Av.:0 Juárez:0 2:0 esq.:1 Reforma:1 Centro:3"},
	} {
		p := newTestParser(t, c.cc, c.in)
		var b strings.Builder
		for k := 0; k < p.n; k++ {
			if p.toks[k].kind == lex.Punct {
				continue
			}
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%s:%d", p.in[p.toks[k].start:p.toks[k].end], p.toks[k].seg)
		}
		assert.Equal(t, c.want, b.String(), "%s %q", c.cc, c.in)
	}
}

// TestParseTail: findPostal and parseTail read the postal code, city,
// region and country from the end, and leave the head without roles.
func TestParseTail(t *testing.T) {
	for _, c := range []struct{ cc, in, want string }{
		{"BR", "Rua Augusta, 100, São Paulo - SP, 01305-000", "Rua:- Augusta:- 100:- São:city Paulo:city SP:region 01305:postal 000:postal"},
		{"AR", "Av. Corrientes 1234, C1043AAZ CABA", "Av.:- Corrientes:- 1234:- C1043AAZ:postal CABA:region"},
		{"MX", "Reforma 222, Juárez, 06600 Ciudad de México, CDMX", "Reforma:- 222:- Juárez:- 06600:postal Ciudad:city de:city México:city CDMX:region"},
		{"PE", "Jr. Ica 426, Lima 15001", "Jr.:- Ica:- 426:- Lima:city 15001:postal"},
		{"CO", "Calle 26 # 13-19, Bogotá D.C., Colombia", "Calle:- 26:- 13:- 19:- Bogotá:region D.C.:region Colombia:country"},
	} {
		p := newTestParser(t, c.cc, c.in)
		p.findPostal()
		p.out.npset = copy(p.out.pset[:], p.postalRegionSet(p.out.pset[:0]))
		p.parseTail()
		assert.Equal(t, c.want, p.roles(0, p.n), "%s %q", c.cc, c.in)
	}
}
