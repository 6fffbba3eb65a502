package taxid

import "github.com/ndval/ndval"

// document describes one kind of identification of one country. Each
// document lives in its own file (ar_cuit.go, br_cnpj.go, ...), which holds
// the rule, its source and the unexported functions below.
type document struct {
	name    string   // canonical type, lower case: "cuit"
	aliases []string // other accepted type names, lower case: "run"
	title   string   // full name in the country's language
	algo    string   // check-digit method in a few words; "" when shape only

	// check validates n, the compacted value: label and separators
	// removed, letters upper-cased, full-width digits read as digits,
	// anything else left as given. It returns the empty reason when n is
	// valid.
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
	reason   ndval.Reason
	entity   ndval.Entity
	warnings Warnings
}

// acceptedRank is the rank of a verdict with no reason: the document
// accepts the value, and resolution stops there.
const acceptedRank = 4

// rank orders the reasons of a failed document so that, when the type is
// resolved from the value, the most specific failure is reported: a value
// with the right shape and a wrong check digit says more than one of the
// wrong length.
func rank(r ndval.Reason) int {
	switch r {
	case "":
		return acceptedRank
	case ndval.ReasonInvalidChecksum, ndval.ReasonInvalidComponent:
		return 3
	case ndval.ReasonInvalidFormat:
		return 2
	case ndval.ReasonInvalidLength:
		return 1
	}
	return 0
}
