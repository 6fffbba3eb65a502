package address

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	goparser "go/parser"
	gotoken "go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/stretchr/testify/require"
)

// cueStage is a stage gated by a cue (cue.go): the function whose first
// switch or comparisons decide the words that start it, read from this
// package's source, and addresses in which it matches.
type cueStage struct {
	fn    string // the function that tests the token's word, past the gate, if any
	tok   string // the variable in fn that holds the token, or its word
	cue   cue
	gates []string // the functions that test the cue and skip the stage where it is absent
	forms []string // addresses with % where the word goes
	tails []string // what may follow the word for the stage to match
	// spellings are ways people write the stage's first words that
	// cueValues would not: accents, signs, the words that follow.
	spellings []string
	// match reports whether the stage matches at token k of p.
	match func(p *parser, k int) bool
}

// cueStages is the one list of the gated stages, their cues and their
// gates: TestCueWords reads each stage's words from its source and
// requires that lookupWord (or punctCue) give every one of them the
// stage's cue, and cueValues places each where its stage matches, for
// TestCues.
var cueStages = []cueStage{
	{
		fn: "readNumberSign", tok: "k", cue: cueSign, gates: []string{"numberSignAt", "numberSignIn"},
		forms: []string{"Calle Uno % 050, Lima"}, tails: []string{"", "."},
		spellings: []string{"N°", "Nº", "Núm.", "Número", "Nuº", "N.º"},
		match:     func(p *parser, k int) bool { return p.readNumberSign(k) > 0 },
	},
	{
		fn: "readSN", tok: "k", cue: cueSN, gates: []string{"snAt"},
		forms: []string{"Av. Central %, Florida, San José"}, tails: []string{"", "/n", " numero"},
		spellings: []string{"S/Nº", "s. n.", "S/No", "s/ nro", "s/num", "s/numero", "sin número", "sin nro", "sin n", "sem número", "Sem Num"},
		match:     func(p *parser, k int) bool { return p.readSN(k) > 0 },
	},
	{
		fn: "readPOBox", tok: "k", cue: cuePOBox, gates: []string{"poBoxAt"},
		forms: []string{"Av. Corrientes 1234, % 4659, Buenos Aires"}, tails: []string{"", " box"},
		spellings: []string{"Apartado Postal", "Apartado Aéreo", "Apartado de Correos", "Casilla de Correo", "Caixa Postal", "Cx. Postal", "P.O. Box"},
		match:     func(p *parser, k int) bool { return p.readPOBox(k) >= 0 },
	},
	{
		fn: "readBlock", tok: "k", cue: cueBlock, gates: []string{"blockAt"},
		forms: []string{"Jr. Cuzco % 8, Lima", "Jr. Cuzco % 8 s/n, Lima"}, tails: []string{""},
		match: func(p *parser, k int) bool { return p.readBlock(k) >= 0 },
	},
	{
		fn: "readIntersection", tok: "k", cue: cueAnd, gates: []string{"intersectionAt"},
		forms: []string{"Calle Venezuela % García Moreno, Quito", "Calle F % Calle Suapure, Caracas"}, tails: []string{""},
		match: func(p *parser, k int) bool { return p.readIntersection(k, p.n) },
	},
	{
		fn: "readCrossSlash", tok: "k", cue: cueSlash, gates: []string{"crossSlash"},
		forms: []string{"Calle 23 No. 1155 % 10 y 12, La Habana", "Alberdi % Estrella, Asunción"}, tails: []string{"/"},
		spellings: []string{"e /"},
		match:     func(p *parser, k int) bool { return p.readCrossSlash(k) },
	},
	{
		fn: "compassWord", tok: "w", cue: cueCompass, gates: []string{"distanceAt", "landmarkAt"},
		forms: []string{"Heredia, 200 m al % de la iglesia", "Una cuadra al %, Managua"}, tails: []string{""},
		spellings: []string{"montaña"},
		match: func(p *parser, k int) bool { // a distance ends at k
			for j := 0; j < k; j++ {
				if p.distanceAt(j) == k {
					return true
				}
			}
			return false
		},
	},
	{
		fn: "isRegionMarker", tok: "w", cue: cueRegion, gates: []string{"regionMarkerBefore"},
		forms: []string{"Av. San Martín 1234, Godoy Cruz, % de Mendoza", "Rue Capois 12, Jacmel, % Sud-Est"}, tails: []string{""},
		spellings: []string{"Provincia de", "Estado de", "Departamento de", "Región", "Département du"},
		match: func(p *parser, k int) bool { // a region marker before a later word starts at k
			for j := k + 1; j < p.n; j++ {
				if p.readRegionMarker(j) == k {
					return true
				}
			}
			return false
		},
	},
	{
		fn: "readPostalMarker", tok: "i", cue: cuePostal, gates: []string{"findPostal", "postalMarker"},
		forms: []string{"Av. Reforma 505, % 06500, Ciudad de México"}, tails: []string{"", " postal", ". p.", " p."},
		spellings: []string{"C.P.", "Código Postal", "Cod. Postal", "C. P."},
		match:     func(p *parser, k int) bool { _, ok := p.readPostalMarker(k); return ok },
	},
	{
		fn: "proseStreet", tok: "k", cue: cueEn, gates: []string{"proseStreet"},
		forms: []string{"Malecón Center % la Avenida George Washington 500, Santo Domingo", "Oficina % calle Vives 66, San Juan"}, tails: []string{""},
		spellings: []string{"en la"},
		match:     func(p *parser, k int) bool { return p.proseStreet(p.n) > k },
	},
	{
		// A house number is told by its shape, not by a word: tokenize
		// gives cueHouse by the stage's own tests (houseSuffix,
		// quitoNumber), as TestTokenize checks.
		cue: cueHouse, gates: []string{"houseNumberAt"},
		forms:     []string{"Av. Amazonas % y Wilson, Quito"},
		spellings: []string{"N24-03", "E1-47", "Oe5-12", "S10-20", "O3-12", "123A", "40Sur", "45bis"},
		match:     func(p *parser, k int) bool { return p.readHouseNumber(k, p.n) },
	},
}

// stageWord is a word, or a separator, that a gated stage accepts first.
type stageWord struct {
	stage *cueStage
	word  string
}

// stageWords reads, once, the words of every stage of cueStages from the
// package's source.
var stageWords = sync.OnceValues(func() ([]stageWord, error) {
	funcs, err := parseFuncs()
	if err != nil {
		return nil, err
	}
	classes, err := classWords()
	if err != nil {
		return nil, err
	}
	var out []stageWord
	for i := range cueStages {
		s := &cueStages[i]
		if s.fn == "" {
			continue
		}
		fn := funcs[s.fn]
		if fn == nil {
			return nil, fmt.Errorf("%s: no such function", s.fn)
		}
		words, err := firstWords(fn, s.tok, classes)
		if err != nil {
			return nil, err
		}
		if len(words) == 0 {
			return nil, fmt.Errorf("%s: compares no word with %s", s.fn, s.tok)
		}
		for _, w := range words {
			out = append(out, stageWord{s, w})
		}
	}
	return out, nil
})

// parseSource parses the package's files, not its tests nor its
// generated tables, once.
var parseSource = sync.OnceValues(func() ([]*ast.File, error) {
	names, err := filepath.Glob("*.go")
	if err != nil {
		return nil, err
	}
	fset := gotoken.NewFileSet()
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		if bytes.HasPrefix(src, []byte("// Code generated ")) {
			continue
		}
		f, err := goparser.ParseFile(fset, name, src, goparser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	return files, nil
})

// parseFuncs returns the package's functions and the parser's methods by
// name.
var parseFuncs = sync.OnceValues(func() (map[string]*ast.FuncDecl, error) {
	files, err := parseSource()
	if err != nil {
		return nil, err
	}
	funcs := map[string]*ast.FuncDecl{}
	for _, f := range files {
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && (fn.Recv == nil || isParser(fn.Recv.List[0].Type)) {
				if funcs[fn.Name.Name] != nil {
					return nil, fmt.Errorf("%s: declared twice", fn.Name.Name)
				}
				funcs[fn.Name.Name] = fn
			}
		}
	}
	return funcs, nil
})

// varLiteral returns the composite literal that the package-level
// variable name is declared with.
func varLiteral(name string) (*ast.CompositeLit, error) {
	files, err := parseSource()
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != gotoken.VAR {
				continue
			}
			for _, spec := range g.Specs {
				v := spec.(*ast.ValueSpec)
				if len(v.Names) == 1 && v.Names[0].Name == name && len(v.Values) == 1 {
					if lit, ok := v.Values[0].(*ast.CompositeLit); ok {
						return lit, nil
					}
				}
			}
		}
	}
	return nil, fmt.Errorf("%s: no variable declared with a composite literal", name)
}

// gateCues returns the functions of funcs that test a gate's cue
// (cueGates, cue.go), p.cues&c, t.cue&c or p.cued(k, c), and the cues
// they test.
func gateCues(funcs map[string]*ast.FuncDecl) (map[string]cue, error) {
	values, err := cueValuesByName()
	if err != nil {
		return nil, err
	}
	gates := map[string]cue{}
	for name, fn := range funcs {
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			var e ast.Expr
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if n.Op == gotoken.AND {
					if s, ok := n.X.(*ast.SelectorExpr); ok && (s.Sel.Name == "cue" || s.Sel.Name == "cues") {
						e = n.Y
					}
				}
			case *ast.CallExpr:
				if s, ok := n.Fun.(*ast.SelectorExpr); ok && isIdent(s.X, "p") && s.Sel.Name == "cued" && len(n.Args) == 2 {
					e = n.Args[1]
				}
			}
			if id, ok := e.(*ast.Ident); ok && values[id.Name]&cueGates != 0 {
				gates[name] |= values[id.Name]
			}
			return true
		})
	}
	return gates, nil
}

// cueValuesByName returns the values of the cue constants declared as
// 1 << iota in cue.go's first block, by name.
func cueValuesByName() (map[string]cue, error) {
	f, err := goparser.ParseFile(gotoken.NewFileSet(), "cue.go", nil, goparser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	values := map[string]cue{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != gotoken.CONST || len(values) > 0 {
			continue
		}
		for i, spec := range g.Specs {
			v := spec.(*ast.ValueSpec)
			if i > 0 && v.Values != nil {
				break // cueGates and after
			}
			values[v.Names[0].Name] = 1 << i
		}
	}
	if values["cueSign"] != cueSign || values["cueEn"] != cueEn {
		return nil, errors.New("cue.go: the cues are not the first block's 1 << iota")
	}
	return values, nil
}

// classWords returns, for each class constant, the words of markerWords
// (words.go, the list lookupWord finds words in) whose class is that
// constant alone (key "=c") or holds it ("&c"), and all its words (key
// "").
func classWords() (map[string][]string, error) {
	lit, err := varLiteral("markerWords")
	if err != nil {
		return nil, err
	}
	words := map[string][]string{}
	for _, e := range lit.Elts {
		// {class, cue, []string{words}}
		row, ok := e.(*ast.CompositeLit)
		if !ok || len(row.Elts) != 3 {
			return nil, errors.New("markerWords: a row that is not {class, cue, words}")
		}
		list, ok := row.Elts[2].(*ast.CompositeLit)
		if !ok {
			return nil, errors.New("markerWords: a row whose words are not a literal")
		}
		var ws []string
		for _, e := range list.Elts {
			s := stringLit(e)
			if len(s) == 0 {
				return nil, errors.New("markerWords: a word that is not a string literal")
			}
			ws = append(ws, s...)
		}
		words[""] = append(words[""], ws...)
		if id, ok := row.Elts[0].(*ast.Ident); ok {
			words["="+id.Name] = append(words["="+id.Name], ws...)
		}
		ast.Inspect(row.Elts[0], func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				words["&"+id.Name] = append(words["&"+id.Name], ws...)
			}
			return true
		})
	}
	if len(words[""]) == 0 {
		return nil, errors.New("markerWords: no words")
	}
	return words, nil
}

// firstWords returns the words that fn compares with the token in its
// variable tok: the cases of a switch on the token's word and the strings
// it is compared with (== or !=), as string(p.word(tok)) or string(w)
// where w is bound to p.word(tok) or is tok itself; the separators of
// p.isPunct(tok, c) and t.punct == c where t is bound to &p.toks[tok], as
// strings of one byte; and the words of lookupWord of the class it
// compares p.class(tok) with. It fails where it could miss a word: a
// variable bound both to the token and to something else, the token's
// word passed to a function.
func firstWords(fn *ast.FuncDecl, tok string, classes map[string][]string) ([]string, error) {
	words := map[string]bool{} // the variables bound to the token's word
	toks := map[string]bool{}  // the variables bound to &p.toks[tok]
	for _, f := range fn.Type.Params.List {
		for _, name := range f.Names {
			if name.Name == tok && isByteSlice(f.Type) {
				words[tok] = true
			}
		}
	}
	other := map[string]bool{} // the variables bound to anything else
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		if a, ok := n.(*ast.AssignStmt); ok && len(a.Lhs) == len(a.Rhs) {
			for i, l := range a.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok {
					continue
				}
				switch r := a.Rhs[i]; {
				case isCall(r, "word", tok):
					words[id.Name] = true
				case isTokRef(r, tok):
					toks[id.Name] = true
				default:
					other[id.Name] = true
				}
			}
		}
		return true
	})
	for name := range other {
		if words[name] || toks[name] {
			return nil, fmt.Errorf("%s: %s is bound to the token and to something else", fn.Name.Name, name)
		}
	}
	isWord := func(e ast.Expr) bool {
		c, ok := e.(*ast.CallExpr)
		if !ok || len(c.Args) != 1 || !isIdent(c.Fun, "string") {
			return false
		}
		id, ok := c.Args[0].(*ast.Ident)
		return ok && words[id.Name] || isCall(c.Args[0], "word", tok)
	}
	isPunct := func(e ast.Expr) bool {
		s, ok := e.(*ast.SelectorExpr)
		if !ok || s.Sel.Name != "punct" {
			return false
		}
		id, ok := s.X.(*ast.Ident)
		return ok && toks[id.Name] || isTokIndex(s.X, tok)
	}
	var out []string
	var err error
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SwitchStmt:
			if n.Tag != nil && isWord(n.Tag) {
				for _, c := range n.Body.List {
					for _, e := range c.(*ast.CaseClause).List {
						out = append(out, stringLit(e)...)
					}
				}
			}
		case *ast.BinaryExpr:
			if n.Op != gotoken.EQL && n.Op != gotoken.NEQ {
				break
			}
			for _, xy := range [2][2]ast.Expr{{n.X, n.Y}, {n.Y, n.X}} {
				x, y := xy[0], xy[1]
				switch {
				case isWord(x), isPunct(x):
					out = append(out, stringLit(y)...)
				case isCall(x, "class", tok) && n.Op == gotoken.EQL:
					if id, ok := y.(*ast.Ident); ok {
						out = append(out, classes["="+id.Name]...)
					}
				}
				// p.class(tok)&c != 0
				if b, ok := x.(*ast.BinaryExpr); ok && b.Op == gotoken.AND && isCall(b.X, "class", tok) && n.Op == gotoken.NEQ {
					if id, ok := b.Y.(*ast.Ident); ok {
						out = append(out, classes["&"+id.Name]...)
					}
				}
			}
		case *ast.CallExpr:
			if isCall(n, "isPunct", tok) && len(n.Args) == 2 {
				out = append(out, stringLit(n.Args[1])...)
			}
			if isIdent(n.Fun, "string") || isIdent(n.Fun, "len") {
				break
			}
			for _, a := range n.Args {
				if id, ok := a.(*ast.Ident); ok && words[id.Name] || isCall(a, "word", tok) {
					err = fmt.Errorf("%s: passes the token's word to a function that this test does not read", fn.Name.Name)
				}
			}
		}
		return true
	})
	slices.Sort(out)
	return slices.Compact(out), err
}

// stringLit returns the value of a string or character literal, as a
// one-element slice, or nil.
func stringLit(e ast.Expr) []string {
	l, ok := e.(*ast.BasicLit)
	if !ok {
		return nil
	}
	switch l.Kind {
	case gotoken.STRING:
		if s, err := strconv.Unquote(l.Value); err == nil {
			return []string{s}
		}
	case gotoken.CHAR:
		if s, _, _, err := strconv.UnquoteChar(l.Value[1:len(l.Value)-1], '\''); err == nil {
			return []string{string(byte(s))}
		}
	}
	return nil
}

// isCall reports whether e is p.method(tok, ...).
func isCall(e ast.Expr, method, tok string) bool {
	c, ok := e.(*ast.CallExpr)
	if !ok || len(c.Args) == 0 || !isIdent(c.Args[0], tok) {
		return false
	}
	s, ok := c.Fun.(*ast.SelectorExpr)
	return ok && isIdent(s.X, "p") && s.Sel.Name == method
}

// isTokIndex reports whether e is p.toks[tok].
func isTokIndex(e ast.Expr, tok string) bool {
	ix, ok := e.(*ast.IndexExpr)
	if !ok || !isIdent(ix.Index, tok) {
		return false
	}
	s, ok := ix.X.(*ast.SelectorExpr)
	return ok && isIdent(s.X, "p") && s.Sel.Name == "toks"
}

// isTokRef reports whether e is &p.toks[tok].
func isTokRef(e ast.Expr, tok string) bool {
	u, ok := e.(*ast.UnaryExpr)
	return ok && u.Op == gotoken.AND && isTokIndex(u.X, tok)
}

// isParser reports whether e is *parser.
func isParser(e ast.Expr) bool {
	s, ok := e.(*ast.StarExpr)
	return ok && isIdent(s.X, "parser")
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func isByteSlice(e ast.Expr) bool {
	a, ok := e.(*ast.ArrayType)
	return ok && a.Len == nil && isIdent(a.Elt, "byte")
}

// isToken reports whether tokenize reads w as one token whose word, or
// separator, is w.
func isToken(w string) bool {
	p := new(parser)
	p.init(w, 0)
	p.tokenize()
	if p.n != 1 {
		return false
	}
	if p.toks[0].kind == lex.Punct {
		return len(w) == 1 && p.toks[0].punct == w[0]
	}
	return string(p.word(0)) == w
}

// wordCue returns the cues tokenize gives the word or separator w.
func wordCue(w string) cue {
	if len(w) == 1 && !lex.IsDigit(w[0]) && (w[0] < 'a' || w[0] > 'z') {
		return punctCue(w[0])
	}
	_, c := lookupWord([]byte(w))
	return c
}

// TestCueWords reads from the source the words that each gated stage
// accepts first, and requires that each be a word (or separator) that
// tokenize makes and have the stage's cue, and that every word with a cue
// be one of its stage's: the cue lists of lookupWord and punctCue are the
// stages' first words. It also requires that every gate have a stage in
// cueStages, and that the functions that test a gate's cue be those that
// cueStages lists.
func TestCueWords(t *testing.T) {
	words, err := stageWords()
	require.NoError(t, err)
	funcs, err := parseFuncs()
	require.NoError(t, err)
	var covered cue
	for i := range cueStages {
		covered |= cueStages[i].cue
	}
	require.Equal(t, cue(cueGates), covered, "a gate with no stage in cueStages")
	gates, err := gateCues(funcs)
	require.NoError(t, err)
	listed := map[string]cue{}
	for i := range cueStages {
		for _, g := range cueStages[i].gates {
			listed[g] |= cueStages[i].cue
		}
	}
	require.Equal(t, gates, listed, "the functions that test a gate's cue, against cueStages")
	accepted := map[string]cue{}
	for _, sw := range words {
		w, s := sw.word, sw.stage
		accepted[w] |= s.cue
		if !isToken(w) {
			t.Errorf("%s accepts %q, which is no word or separator that tokenize makes: the stage never sees it", s.fn, w)
		}
		if wordCue(w)&s.cue == 0 {
			t.Errorf("%s accepts %q, to which lookupWord or punctCue gives no cue %b: its gate skips it", s.fn, w, s.cue)
		}
	}
	classes, err := classWords()
	require.NoError(t, err)
	all := classes[""]
	for c := 0; c < 256; c++ {
		all = append(all, string(byte(c)))
	}
	for _, w := range all {
		if c := wordCue(w) & cueGates; c&^accepted[w] != 0 {
			t.Errorf("%q has cues %b that no stage accepts it for (cueStages)", w, c&^accepted[w])
		}
	}
	t.Logf("%d words of %d stages", len(words), len(cueStages))
}
