package taxid

import "strings"

// document describes one kind of identification of one country. Each
// document lives in its own file (ar_cuit.go, br_cnpj.go, ...), which holds
// the rule, its source and the unexported functions below.
type document struct {
	name    string   // canonical type, lower case: "cuit"
	aliases []string // other accepted type names, lower case: "run"
	title   string   // full name in the country's language
	algo    string   // check-digit method in a few words; "" when shape only

	// check validates n, the compacted value: separators removed, ASCII
	// letters upper-cased, anything else left as given. It returns the
	// empty reason when n is valid.
	check func(n string, v Validator) verdict
	// format returns the display form of a valid n; nil means n itself.
	format func(n string) string
	// byName keeps the document out of resolution: it is validated only
	// when its type is given. It is for a document with no shape of its
	// own, such as a 10-digit number with no prefix or check digit that
	// would accept every value its country's other documents reject.
	byName bool
}

// verdict is what a document's check says about a value.
type verdict struct {
	reason Reason
	entity Entity
	flags  Flags
}

// country is the ordered set of documents of one country. The order is the
// order in which a value of unknown type is tried.
type country struct {
	code string // ISO 3166-1 alpha-2, upper case
	name string // English short name
	docs []*document
	// compact, when set, replaces the package's compact for this
	// country's values: for ids whose separators carry meaning (Panama's
	// hyphens split tomo, folio and asiento). It must be idempotent on
	// its own output and keep Normalized free of spaces.
	compact func(string) string
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

// resolve picks the document for a value of unknown type: the first that
// accepts n, else the first of those whose failure is the most specific.
// Documents marked byName are not tried.
// It returns the document's verdict too, so that n is checked only once.
func (c *country) resolve(n string, v Validator) (*document, verdict) {
	var best *document
	var bestVerdict verdict
	bestRank := -1
	for _, d := range c.docs {
		if d.byName {
			continue
		}
		vd := d.check(n, v)
		rank := vd.reason.rank()
		if rank == 4 {
			return d, vd
		}
		if rank > bestRank {
			best, bestVerdict, bestRank = d, vd, rank
		}
	}
	return best, bestVerdict
}

// lookupCountry finds the country of an ISO 3166-1 alpha-2 code given in
// any case with surrounding space. It returns a reason when there is none.
func lookupCountry(code string) (*country, Reason) {
	code = strings.TrimSpace(code)
	if code == "" {
		return nil, ReasonMissingCountry
	}
	if len(code) != 2 {
		return nil, ReasonInvalidCountry
	}
	a, b := upper(code[0]), upper(code[1])
	for i := range countries {
		if c := countries[i]; c.code[0] == a && c.code[1] == b && len(c.docs) > 0 {
			return c, ""
		}
	}
	if isISOCountry(a, b) {
		return nil, ReasonUnsupportedCountry
	}
	return nil, ReasonInvalidCountry
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// Countries returns the ISO 3166-1 alpha-2 codes of the supported
// countries, in alphabetical order. The slice is a fresh copy.
func Countries() []string {
	codes := make([]string, 0, len(countries))
	for _, c := range countries {
		if len(c.docs) > 0 {
			codes = append(codes, c.code)
		}
	}
	return codes
}

// Types returns the canonical type names of a country, in the order in
// which a value of unknown type is tried (types that are validated only
// when named, see TypeInfo.ByNameOnly, are listed but never tried), or nil
// when the country is not supported. The slice is a fresh copy.
func Types(country string) []string {
	c, reason := lookupCountry(country)
	if reason != "" {
		return nil
	}
	names := make([]string, len(c.docs))
	for i, d := range c.docs {
		names[i] = d.name
	}
	return names
}

// TypeInfo describes one supported type, for documentation and discovery.
type TypeInfo struct {
	Country    string   `json:"country"`
	Type       string   `json:"type"`
	Aliases    []string `json:"aliases,omitempty"`
	Title      string   `json:"title"`                 // full name in the country's language
	CheckDigit string   `json:"check_digit,omitempty"` // the method; empty when shape only
	// ByNameOnly: a value of unknown type is never taken for this type,
	// whose shape overlaps another's; it is validated only when named.
	ByNameOnly bool `json:"by_name_only,omitempty"`
}

// Info returns the description of a type of a country, resolving aliases.
func Info(country, typ string) (TypeInfo, bool) {
	c, reason := lookupCountry(country)
	if reason != "" {
		return TypeInfo{}, false
	}
	d := c.lookup(strings.TrimSpace(typ))
	if d == nil {
		return TypeInfo{}, false
	}
	return TypeInfo{
		Country:    c.code,
		Type:       d.name,
		Aliases:    append([]string(nil), d.aliases...),
		Title:      d.title,
		CheckDigit: d.algo,
		ByNameOnly: d.byName,
	}, true
}
