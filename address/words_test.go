package address

import (
	"go/ast"
	goparser "go/parser"
	gotoken "go/token"
	"slices"
	"testing"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/ndval/ndval/internal/testfile"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// switchWords returns the words of lookupWordSwitch's cases, read from
// wordsref_test.go.
func switchWords(t *testing.T) []string {
	f, err := goparser.ParseFile(gotoken.NewFileSet(), "wordsref_test.go", nil, goparser.SkipObjectResolution)
	require.NoError(t, err)
	var words []string
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Name.Name == "lookupWordSwitch" {
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				if cc, ok := n.(*ast.CaseClause); ok {
					for _, e := range cc.List {
						words = append(words, stringLit(e)...)
					}
				}
				return true
			})
		}
	}
	require.Greater(t, len(words), 300)
	return words
}

// sameWord checks that lookupWord gives w the answer of lookupWordSwitch,
// with w in each of the slices lookupWord may be given: with no capacity
// past its end (packWordKey), and followed within its capacity by bytes
// that are not its own, which makeWordKey reads and must mask off. buf is
// scratch space, grown here for a long w.
func sameWord(t *testing.T, w, buf []byte) bool {
	t.Helper()
	if len(buf) < len(w)+16 {
		buf = make([]byte, len(w)+16)
	}
	wc, wq := lookupWordSwitch(w)
	ok := true
	check := func(shape string, s []byte) {
		if c, q := lookupWord(s); c != wc || q != wq {
			t.Errorf("%q (%s): lookupWord gives %b, %b; the switch %b, %b", w, shape, c, q, wc, wq)
			ok = false
		}
	}
	check("no room", slices.Clip(append(buf[:0:len(w)], w...)))
	for _, fill := range []byte{0, 'a', 0xff} {
		s := append(buf[:0], w...)
		for i := len(s); i < cap(buf); i++ {
			buf[i] = fill
		}
		check("room", s)
		// The word at the end of 16 bytes of capacity.
		if len(w) <= 16 {
			o := 16 - len(w)
			copy(buf[o:], w)
			check("end", buf[o:16:16])
		}
	}
	return ok
}

// TestMarkerWords checks the list of marker words: each once, in the
// form tokenize gives it, with a role or a cue, and markerTable's size.
func TestMarkerWords(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range markerWords {
		assert.False(t, g.cls == 0 && g.cue == 0, "%q: a row with no class nor cue", g.words)
		for _, w := range g.words {
			assert.False(t, seen[w], "%q listed twice", w)
			seen[w] = true
			assert.True(t, len(w) > 0 && len(w) <= maxKeyLen, "%q: longer than maxKeyLen", w)
			assert.True(t, isToken(w), "%q is no word that tokenize makes", w)
		}
	}
	assert.LessOrEqual(t, 4*len(seen), markerSlots, "markerTable is too full")
	used := 0
	for i := range markerTable {
		if markerTable[i].key != (wordKey{}) {
			used++
		}
	}
	assert.Equal(t, len(seen), used, "the words in markerTable")
}

// nearBytes are the bytes TestLookupWord changes a word's bytes to: the
// letters and digits of folded words, and the bytes at the ends of the
// ranges that makeWordKey's masks and shifts treat alike.
var nearBytes = []byte("abcdefghijklmnopqrstuvwxyz0123456789 \x00\x01\x7f\x80\xfe\xff")

// TestLookupWord compares lookupWord with lookupWordSwitch, the switch it
// replaced: on every word of the switch, their prefixes and suffixes,
// each with one byte changed or one added, and every word of every input
// of the test tables and labelled addresses, as tokenize folds it.
func TestLookupWord(t *testing.T) {
	buf := make([]byte, 64)
	words := switchWords(t)
	t.Run("switch", func(t *testing.T) {
		for _, w := range words {
			c, q := lookupWordSwitch([]byte(w))
			require.False(t, c == 0 && q == 0, "%q", w)
			sameWord(t, []byte(w), buf)
		}
	})
	t.Run("near", func(t *testing.T) {
		var near []byte
		for _, w := range words {
			for i := range len(w) + 1 {
				for _, part := range []string{w[:i], w[i:]} {
					if !sameWord(t, []byte(part), buf) {
						return
					}
				}
				for _, c := range nearBytes {
					// w with byte i changed, and with c put before byte i.
					near = append(append(append(near[:0], w[:i]...), c), w[i:]...)
					if !sameWord(t, near, buf) {
						return
					}
					if i < len(w) {
						near = append(append(append(near[:0], w[:i]...), c), w[i+1:]...)
						if !sameWord(t, near, buf) {
							return
						}
					}
				}
			}
		}
	})
	t.Run("inputs", func(t *testing.T) {
		values := decisionValues(t)
		for _, pattern := range []string{"testdata/addresses_*.txt", "testdata/heldout_*.txt"} {
			for _, rec := range testfile.Read(t, pattern, 9) {
				values = append(values, rec.Fields...)
			}
		}
		n := 0
		for _, v := range values {
			p := new(parser)
			p.init(v, 0)
			p.tokenize()
			for k := range p.n {
				w := p.word(k)
				if len(w) == 0 {
					continue
				}
				n++
				// tokenize's own call, on w in its fold buffer.
				if tok := &p.toks[k]; tok.kind == lex.Word {
					c, q := lookupWordSwitch(w)
					if tok.cls != c || tok.cue&^(cueNumber|cueHouse) != q {
						t.Errorf("%q in %q: tokenize gives %b, %b; the switch %b, %b", w, v, tok.cls, tok.cue, c, q)
						return
					}
				}
				if !sameWord(t, w, buf) {
					return
				}
			}
		}
		t.Logf("%d words of %d inputs", n, len(values))
	})
}

// FuzzLookupWord compares lookupWord with lookupWordSwitch on any bytes.
func FuzzLookupWord(f *testing.F) {
	for _, w := range []string{"av", "departamento", "fraccionamiento", "fraccionamientos", "", "e", "c", "\x00", "av\x00"} {
		f.Add([]byte(w))
	}
	buf := make([]byte, 64)
	f.Fuzz(func(t *testing.T, w []byte) {
		sameWord(t, w, buf)
	})
}
