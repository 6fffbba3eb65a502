package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestNI(t *testing.T) {
	runCases(t, []idCase{
		// Cédula (synthetic numbers).
		{country: "NI", typ: "cedula", value: "001-010180-0001S", valid: true, normalized: "0010101800001S", formatted: "001-010180-0001S", entity: ndval.EntityPerson},
		{country: "NI", typ: "ci", value: "441-010775-0003n", valid: true, normalized: "4410107750003N", formatted: "441-010775-0003N", wantType: "cedula"},
		{country: "NI", typ: "cedula", value: "001-290280-0001K", valid: true},
		{country: "NI", typ: "cedula", value: "001-010180-0001T", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},
		{country: "NI", typ: "cedula", value: "001-010180-0001I", reason: ndval.ReasonInvalidChecksum},
		{country: "NI", typ: "cedula", value: "001-320180-0001K", reason: ndval.ReasonInvalidComponent},
		{country: "NI", typ: "cedula", value: "001-011380-0001K", reason: ndval.ReasonInvalidComponent},
		{country: "NI", typ: "cedula", value: "001-290281-0001E", reason: ndval.ReasonInvalidComponent},
		{country: "NI", typ: "cedula", value: "001-010180-001S", reason: ndval.ReasonInvalidLength},
		{country: "NI", typ: "cedula", value: "001-010180-00015", reason: ndval.ReasonInvalidFormat},
		{country: "NI", typ: "cedula", value: "J0310000424373", reason: ndval.ReasonInvalidFormat},

		// RUC: a company (J form, shape only) and a person (the cédula).
		{country: "NI", typ: "ruc", value: "J0310000424373", valid: true, normalized: "J0310000424373", formatted: "J0310000424373", entity: ndval.EntityCompany},
		{country: "NI", typ: "ruc", value: "j0130000001725", valid: true, normalized: "J0130000001725", entity: ndval.EntityCompany},
		{country: "NI", typ: "ruc", value: "001-010180-0001S", valid: true, formatted: "001-010180-0001S", entity: ndval.EntityPerson},
		{country: "NI", typ: "ruc", value: "001-010180-0001T", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},
		{country: "NI", typ: "ruc", value: "J0000000000000", reason: ndval.ReasonInvalidComponent},
		{country: "NI", typ: "ruc", value: "J031000042437", reason: ndval.ReasonInvalidLength},
		{country: "NI", typ: "ruc", value: "J031000042437X", reason: ndval.ReasonInvalidFormat},
		{country: "NI", typ: "ruc", value: "X0310000424373", reason: ndval.ReasonInvalidFormat},

		// Resolution: a cédula resolves to cedula, a J number to ruc.
		{country: "NI", value: "001-010180-0001S", valid: true, wantType: "cedula"},
		{country: "NI", value: "J0310000169420", valid: true, wantType: "ruc", entity: ndval.EntityCompany},
		{country: "NI", value: "001-010180-0001T", reason: ndval.ReasonInvalidChecksum, wantType: "cedula"},
		{country: "NI", value: "001", reason: ndval.ReasonInvalidLength, wantType: "cedula"},
	})
}
