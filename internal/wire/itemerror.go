package wire

import (
	"github.com/ndval/ndval"
	"github.com/ndval/ndval/message"
)

// Per-item error codes, as the contract names them: the code of the error
// object of a tax-id result, and of a record result whose country is
// missing or not a code.
const (
	ItemMissingValue   = "MISSING_VALUE"
	ItemMissingCountry = "MISSING_COUNTRY"
	ItemInvalidCountry = "INVALID_COUNTRY"
	ItemInvalidTaxID   = "INVALID_TAX_ID"
)

// ItemCode maps a reason to the contract's per-item code. A country that
// is valid ISO 3166-1 but has no rules (unsupported_country) is an
// INVALID_COUNTRY for the contract; the reason and message tell the two
// apart.
func ItemCode(r ndval.Reason) string {
	switch r {
	case ndval.ReasonMissingValue:
		return ItemMissingValue
	case ndval.ReasonMissingCountry:
		return ItemMissingCountry
	case ndval.ReasonInvalidCountry, ndval.ReasonUnsupportedCountry:
		return ItemInvalidCountry
	}
	return ItemInvalidTaxID
}

// AppendItemError appends the contract's per-item error object, the member
// "error":{"code","reason","message"}, to a result object still open in b
// (jsonwrite.Reopen), and closes the result: the code is ItemCode's, the
// reason the code of r and the message its text from the root table, which
// needs no escaping (httpapi's TestItemMessagesNeedNoEscaping).
func AppendItemError(b []byte, r ndval.Reason) []byte {
	return AppendItemErrorIn(b, r, message.English)
}

// AppendItemErrorIn is AppendItemError with the message in l (package
// message's catalog, whose messages need no escaping either). The code
// and the reason are the same in every language; English is the root
// table's text, as AppendItemError writes it, at the same cost.
func AppendItemErrorIn(b []byte, r ndval.Reason, l message.Lang) []byte {
	b = append(b, `,"error":{"code":"`...)
	b = append(b, ItemCode(r)...)
	b = append(b, `","reason":"`...)
	b = append(b, r...)
	b = append(b, `","message":"`...)
	if l == message.English {
		b = append(b, r.Error()...)
	} else {
		b = append(b, l.Reason(r)...)
	}
	return append(b, `"}}`...)
}
