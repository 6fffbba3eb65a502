package taxid

import (
	"strings"
	"unicode/utf8"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/clean"
	iso "github.com/ndval/ndval/internal/country"
)

// country is the ordered set of documents of one country. The order is the
// order in which a value of unknown type is tried.
type country struct {
	code string // ISO 3166-1 alpha-2, upper case (iso.Name gives its English name)
	docs []*document
	// labels are the words that may stand before a value and are dropped
	// (clean.CutLabel): the names and aliases of docs, in lower case, in
	// the order of docs. TestDocumentTable checks that they are exactly
	// those.
	labels []string
	// hyphens marks a country whose ids keep their hyphens, which say
	// where the parts that decide the check digit begin (Panama's): its
	// values are compacted by paAppendCompact instead of clean's rule.
	// That compaction must be idempotent on its own output and keep
	// Normalized free of spaces.
	hyphens bool
	// overlap marks a country where a document with a check digit and one
	// without share lengths and characters (Colombia's NIT and cédula,
	// Peru's DNI and carné, Paraguay's RUC and cédula), so that a value
	// of unknown type may fit both: the check digit's written form
	// decides between them (resolve.go). Elsewhere the lengths decide, and
	// the written form is read only for a label or a DV.
	// TestOverlap checks the flag against the documents.
	overlap bool
}

// lookupCountry reads a country as every field package does
// (internal/country) and finds its table. It returns the upper-case code
// when the country is an assigned one, and a reason when the package has
// no table for it.
func lookupCountry(s string) (*country, string, ndval.Reason) {
	if c := supported(s); c != nil {
		return c, c.code, ""
	}
	code, reason := iso.Parse(s)
	if reason != "" {
		return nil, "", reason
	}
	if c := findCountry(code); c != nil {
		return c, code, ""
	}
	return nil, code, ndval.ReasonUnsupportedCountry
}

// supported is lookupCountry's common case, small enough to be inlined:
// the code of a supported country in any case, which iso.Parse would give
// back in upper case (TestLookupCountry checks every pair of letters). It
// returns nil for anything else, which lookupCountry reads with iso.Parse.
func supported(s string) *country {
	if len(s) != 2 {
		return nil
	}
	a, b := (s[0]|0x20)-'a', (s[1]|0x20)-'a'
	if a >= 26 || b >= 26 {
		return nil
	}
	return countryTable[int(a)*26+int(b)]
}

// lookup finds a document by canonical name or alias, in any case; typ
// has no surrounding space. The canonical name, as the contract writes
// it, is tried first: it costs one comparison a document. Then each name
// and alias is compared with typ with ASCII letters folded (foldASCII),
// which is what strings.EqualFold does when typ is ASCII, as the names
// are; only a typ with other characters takes EqualFold's path.
func (c *country) lookup(typ string) *document {
	for _, d := range c.docs {
		if d.name == typ {
			return d
		}
	}
	for _, d := range c.docs {
		if foldASCII(typ, d.name) {
			return d
		}
		for _, a := range d.aliases {
			if foldASCII(typ, a) {
				return d
			}
		}
	}
	for i := 0; i < len(typ); i++ {
		if typ[i] >= utf8.RuneSelf {
			return c.lookupFold(typ)
		}
	}
	return nil
}

// lookupFold is lookup's path for a typ that is not ASCII.
func (c *country) lookupFold(typ string) *document {
	for _, d := range c.docs {
		if strings.EqualFold(d.name, typ) {
			return d
		}
		for _, a := range d.aliases {
			if strings.EqualFold(a, typ) {
				return d
			}
		}
	}
	return nil
}

// foldASCII reports whether s is name, a lower-case ASCII name, with
// ASCII letters in any case.
func foldASCII(s, name string) bool {
	if len(s) != len(name) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c, n := s[i], name[i]; c != n && (c|0x20 != n || n < 'a' || n > 'z') {
			return false
		}
	}
	return true
}

// noRules stands for a country the package has no rules for: its values
// are compacted as clean does.
var noRules = &country{}

// compact returns the compact form of s, clean's or the country's own
// when it keeps hyphens: s itself when it is compact already, else the
// span of the bytes it appends to buf.
func (c *country) compact(buf []byte, s string) (string, span, []byte) {
	lo := len(buf)
	if c.hyphens {
		return keep(paAppendCompact(buf, s), lo, s)
	}
	if allDigits(s) { // bare digits, half the values: nothing to read further
		return s, 0, buf
	}
	buf, changed := clean.AppendIfChanged(buf, s)
	if !changed {
		return s, 0, buf
	}
	return "", spanOf(lo, len(buf)), buf
}

// check validates n as document d or, when d is nil, as the document it
// resolves to (resolve, reading nothing from the written form). It
// returns the document and its verdict, so that n is checked only once.
func (c *country) check(d *document, n string, v Validator) (*document, verdict) {
	if d != nil {
		return d, d.check(n, v)
	}
	return c.resolve(n, v, tryAll)
}
