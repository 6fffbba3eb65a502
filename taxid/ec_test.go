package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestEC(t *testing.T) {
	runCases(t, []idCase{
		// RUC: public bodies (third digit 6).
		{country: "EC", typ: "ruc", value: "1760013210001", valid: true, normalized: "1760013210001", formatted: "1760013210001", entity: ndval.EntityCompany},
		{country: "EC", typ: "ruc", value: "1768153530001", valid: true, entity: ndval.EntityCompany},
		// Private companies (third digit 9).
		{country: "EC", typ: "ruc", value: "1790010937001", valid: true, entity: ndval.EntityCompany},
		{country: "EC", typ: "RUC", value: "1792060346-001", valid: true, wantType: "ruc", normalized: "1792060346001", entity: ndval.EntityCompany},
		// Natural persons: cédula + establishment.
		{country: "EC", typ: "ruc", value: "1714307103001", valid: true, entity: ndval.EntityPerson},
		{name: "natural RUC with third digit 6", country: "EC", typ: "ruc", value: "0962467429001", valid: true, entity: ndval.EntityPerson},
		// Company RUCs the SRI issued without a valid check digit.
		{country: "EC", typ: "ruc", value: "1793213150001", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityCompany},
		{country: "EC", typ: "ruc", value: "1793213150001", lenient: true, valid: true, entity: ndval.EntityCompany, warnings: WarnChecksumMismatch},
		{country: "EC", typ: "ruc", value: "0993370026001", lenient: true, valid: true, warnings: WarnChecksumMismatch},
		{name: "public RUC with a wrong check digit, lenient", country: "EC", typ: "ruc", value: "1760013220001", lenient: true, valid: true, entity: ndval.EntityCompany, warnings: WarnChecksumMismatch},
		{country: "EC", typ: "ruc", value: "1760013220001", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityCompany},
		// Lenient never excuses a natural person's check digit.
		{country: "EC", typ: "ruc", value: "1714307104001", lenient: true, reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},
		{country: "EC", typ: "ruc", value: "1770013210001", reason: ndval.ReasonInvalidComponent},
		{country: "EC", typ: "ruc", value: "8810034069001", reason: ndval.ReasonInvalidComponent},
		{country: "EC", typ: "ruc", value: "1790010937000", reason: ndval.ReasonInvalidComponent},
		{country: "EC", typ: "ruc", value: "1760013210000", reason: ndval.ReasonInvalidComponent},
		{country: "EC", typ: "ruc", value: "1714307103000", reason: ndval.ReasonInvalidComponent},
		{country: "EC", typ: "ruc", value: "179001093700", reason: ndval.ReasonInvalidLength},
		{country: "EC", typ: "ruc", value: "17900109370O1", reason: ndval.ReasonInvalidFormat},
		// Cédula.
		{country: "EC", typ: "cedula", value: "1714307103", valid: true, formatted: "1714307103", entity: ndval.EntityPerson},
		{country: "EC", typ: "ci", value: "171430710-3", valid: true, wantType: "cedula", normalized: "1714307103"},
		{country: "EC", typ: "cedula", value: "0962467429", valid: true, entity: ndval.EntityPerson},
		{name: "synthetic, province 30", country: "EC", typ: "cedula", value: "3001234560", valid: true},
		{country: "EC", typ: "cedula", value: "1714307104", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},
		{country: "EC", typ: "cedula", value: "1784307108", reason: ndval.ReasonInvalidComponent},
		{country: "EC", typ: "cedula", value: "0014307103", reason: ndval.ReasonInvalidComponent},
		{country: "EC", typ: "cedula", value: "171430710", reason: ndval.ReasonInvalidLength},
		{country: "EC", typ: "cedula", value: "123A567890", reason: ndval.ReasonInvalidFormat},
		// Resolution by length.
		{country: "EC", value: "1790010937001", valid: true, wantType: "ruc"},
		{country: "EC", value: "1793213150001", reason: ndval.ReasonInvalidChecksum, wantType: "ruc"},
		{country: "EC", value: "1793213150001", lenient: true, valid: true, wantType: "ruc", warnings: WarnChecksumMismatch},
		{country: "EC", value: "1714307103", valid: true, wantType: "cedula"},
		{country: "EC", value: "1714307104", reason: ndval.ReasonInvalidChecksum, wantType: "cedula"},
		{country: "EC", value: "123", reason: ndval.ReasonInvalidLength, wantType: "ruc"},
	})
}
