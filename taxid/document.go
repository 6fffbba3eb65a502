package taxid

import "github.com/ndval/ndval"

// document describes one kind of identification of one country. Each
// document lives in its own file (ar_cuit.go, br_cnpj.go, ...), which holds
// the rule, its source and the functions id selects.
type document struct {
	name    string   // canonical type, lower case: "cuit"
	aliases []string // other accepted type names, lower case: "run"
	title   string   // full name in the country's language
	algo    string   // check-digit method in a few words; "" when shape only

	// id selects the document's check and format functions (dispatch.go),
	// which its file declares: <cc>Check<Name>, which validates the
	// compacted value, and <cc>Append<Name>, which appends the display
	// form of a valid one, when that is not the value itself.
	id docID
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
	if r == "" { // the common case, tested first: a switch on strings is a search
		return acceptedRank
	}
	switch r {
	case ndval.ReasonInvalidChecksum, ndval.ReasonInvalidComponent:
		return 3
	case ndval.ReasonInvalidFormat:
		return 2
	case ndval.ReasonInvalidLength:
		return 1
	}
	return 0
}
