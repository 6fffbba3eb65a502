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

	// id selects the document's check and format functions (dispatch.go,
	// generated from the document files by internal/gendispatch), which
	// its file declares next to the document <cc><Name>: <cc>Check<Name>,
	// which validates the compacted value, and <cc>Append<Name>, which
	// appends the display form of a valid one, when that is not the value
	// itself. The id is id<CC><Name>.
	id docID
	// byName keeps the document out of resolution: it is validated only
	// when its type is given. It is for a document with no shape of its
	// own, such as a 10-digit number with no prefix or check digit that
	// would accept every value its country's other documents reject.
	byName bool
	// shape is the display form when it has one length and fixed
	// separators (shape.go), so that a value written in it is read
	// without the cleaning step; the zero shape when it varies.
	shape shape
}

// docID names a document; each document file sets its own, and
// internal/gendispatch declares them (dispatch.go), one a document, in
// file order.
type docID uint8

// verdict is what a document's check says about a value.
type verdict struct {
	reason   fault
	entity   holder
	warnings Warnings
}

// holder is the entity an identification says its holder is, a byte
// rather than an ndval.Entity, so that a verdict stays small.
type holder uint8

const (
	entNone holder = iota
	entPerson
	entCompany
)

// entity returns h as an ndval.Entity.
func (h holder) entity() ndval.Entity {
	switch h {
	case entPerson:
		return ndval.EntityPerson
	case entCompany:
		return ndval.EntityCompany
	}
	return ""
}

// fault is why a document's check rejects a value, a byte rather than an
// ndval.Reason, so that a verdict stays small; faultNone accepts it.
type fault uint8

const (
	faultNone fault = iota
	faultLength
	faultFormat
	faultChecksum
	faultComponent
)

// faultReasons are the reasons of the faults.
var faultReasons = [...]ndval.Reason{
	faultNone:      "",
	faultLength:    ndval.ReasonInvalidLength,
	faultFormat:    ndval.ReasonInvalidFormat,
	faultChecksum:  ndval.ReasonInvalidChecksum,
	faultComponent: ndval.ReasonInvalidComponent,
}

// reason returns f as an ndval.Reason.
func (f fault) reason() ndval.Reason { return faultReasons[f] }

// acceptedRank is the rank of a verdict with no fault: the document
// accepts the value, and resolution stops there.
const acceptedRank = 4

// faultRanks order the faults of a failed document so that, when the type
// is resolved from the value, the most specific failure is reported: a
// value with the right shape and a wrong check digit says more than one
// of the wrong length.
var faultRanks = [...]int{
	faultNone:      acceptedRank,
	faultChecksum:  3,
	faultComponent: 3,
	faultFormat:    2,
	faultLength:    1,
}

// rank returns f's place in faultRanks.
func rank(f fault) int { return faultRanks[f] }
