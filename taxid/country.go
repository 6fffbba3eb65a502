package taxid

import (
	"strings"

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
	// compactWith, when set, replaces clean.Compact for this country's
	// values: for ids whose separators carry meaning (Panama's hyphens
	// split tomo, folio and asiento). It must be idempotent on its own
	// output and keep Normalized free of spaces.
	compactWith func(string) string
}

// lookupCountry reads a country as every field package does
// (internal/country) and finds its table. It returns the upper-case code
// when the country is an assigned one, and a reason when the package has
// no table for it.
func lookupCountry(s string) (*country, string, ndval.Reason) {
	code, reason := iso.Parse(s)
	if reason != "" {
		return nil, "", reason
	}
	if c := findCountry(code); c != nil {
		return c, code, ""
	}
	return nil, code, ndval.ReasonUnsupportedCountry
}

// lookup finds a document by canonical name or alias, in any case.
func (c *country) lookup(typ string) *document {
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

// normalize drops the label written before value, if any, and compacts
// the rest; cut reports whether a label was dropped.
func (c *country) normalize(value string) (n string, cut bool) {
	rest, cut := clean.CutLabel(value, c.code, c.labels)
	return c.compact(rest), cut
}

// compact is the country's compaction: clean.Compact, or its own
// compactWith.
func (c *country) compact(s string) string {
	if c.compactWith != nil {
		return c.compactWith(s)
	}
	return clean.Compact(s)
}

// check validates n as document d or, when d is nil, as the document it
// resolves to: the first that accepts n, else the first of those whose
// failure is the most specific. Documents marked byName are not tried.
// It returns the document and its verdict, so that n is checked only
// once.
func (c *country) check(d *document, n string, v Validator) (*document, verdict) {
	if d != nil {
		return d, d.check(n, v)
	}
	var bestVerdict verdict
	bestRank := -1
	for _, doc := range c.docs {
		if doc.byName {
			continue
		}
		vd := doc.check(n, v)
		r := rank(vd.reason)
		if r == acceptedRank {
			return doc, vd
		}
		if r > bestRank {
			d, bestVerdict, bestRank = doc, vd, r
		}
	}
	return d, bestVerdict
}
