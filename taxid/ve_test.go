package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestVE(t *testing.T) {
	runCases(t, []idCase{
		// RIF: public RIFs of companies, banks and public bodies.
		{country: "VE", typ: "rif", value: "J-00124134-5", valid: true, normalized: "J001241345", formatted: "J-00124134-5", entity: ndval.EntityCompany},
		{country: "VE", typ: "rif", value: "g200003030", valid: true, normalized: "G200003030", formatted: "G-20000303-0", entity: ndval.EntityCompany},
		{country: "VE", typ: "RIF", value: "G 20009997 6", valid: true, wantType: "rif", formatted: "G-20009997-6", entity: ndval.EntityCompany},
		{country: "VE", typ: "rif", value: "J-00095036-9", valid: true, entity: ndval.EntityCompany},
		// A communal entity: the letter C counts as J.
		{country: "VE", typ: "rif", value: "C-40640057-2", valid: true, formatted: "C-40640057-2", entity: ndval.EntityCompany},
		{country: "VE", typ: "rif", value: "V-11470283-4", valid: true, entity: ndval.EntityPerson},
		// Synthetic RIFs of the letters E and P.
		{country: "VE", typ: "rif", value: "V-12345678-1", valid: true, entity: ndval.EntityPerson},
		{country: "VE", typ: "rif", value: "P-12345678-0", valid: true, entity: ndval.EntityPerson},
		{country: "VE", typ: "rif", value: "J-00124134-4", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityCompany},
		{country: "VE", typ: "rif", value: "X-00124134-5", reason: ndval.ReasonInvalidComponent},
		{country: "VE", typ: "rif", value: "J-0012413-5", reason: ndval.ReasonInvalidLength},
		{country: "VE", typ: "rif", value: "J-0012413A-5", reason: ndval.ReasonInvalidFormat},
		{country: "VE", typ: "rif", value: "1001241345", reason: ndval.ReasonInvalidFormat},
		// Cédula: shape only (illustrative numbers).
		{country: "VE", typ: "cedula", value: "V-12.345.678", valid: true, normalized: "V12345678", formatted: "V-12.345.678", entity: ndval.EntityPerson},
		{country: "VE", typ: "ci", value: "e84123456", valid: true, wantType: "cedula", normalized: "E84123456", formatted: "E-84.123.456"},
		{country: "VE", typ: "cedula", value: "1.234.567", valid: true, normalized: "1234567", formatted: "1.234.567", entity: ndval.EntityPerson},
		{country: "VE", typ: "cedula", value: "V123456", valid: true, formatted: "V-123.456"},
		{country: "VE", typ: "cedula", value: "V-12.345", reason: ndval.ReasonInvalidLength},
		{country: "VE", typ: "cedula", value: "123456789", reason: ndval.ReasonInvalidLength},
		{country: "VE", typ: "cedula", value: "V", reason: ndval.ReasonInvalidLength},
		{country: "VE", typ: "cedula", value: "J-12.345.678", reason: ndval.ReasonInvalidComponent},
		{country: "VE", typ: "cedula", value: "V-1.234.56A", reason: ndval.ReasonInvalidFormat},
		{country: "VE", typ: "cedula", value: "#1234567", reason: ndval.ReasonInvalidFormat},
		// Resolution: a letter and 9 digits are a RIF, else a cédula.
		{country: "VE", value: "J-00124134-5", valid: true, wantType: "rif"},
		{country: "VE", value: "J-00124134-4", reason: ndval.ReasonInvalidChecksum, wantType: "rif"},
		{country: "VE", value: "V-12.345.678", valid: true, wantType: "cedula"},
		{country: "VE", value: "12", reason: ndval.ReasonInvalidLength, wantType: "rif"},
	})
}
