package taxid

import "testing"

func TestNI(t *testing.T) {
	runCases(t, []idCase{
		// Cédula (synthetic numbers).
		{country: "NI", typ: "cedula", value: "001-010180-0001S", valid: true, normalized: "0010101800001S", formatted: "001-010180-0001S", entity: EntityPerson},
		{country: "NI", typ: "ci", value: "441-010775-0003n", valid: true, normalized: "4410107750003N", formatted: "441-010775-0003N", wantType: "cedula"},
		{country: "NI", typ: "cedula", value: "001-290280-0001K", valid: true},
		{country: "NI", typ: "cedula", value: "001-010180-0001T", reason: ReasonInvalidChecksum, entity: EntityPerson},
		{country: "NI", typ: "cedula", value: "001-010180-0001I", reason: ReasonInvalidChecksum},
		{country: "NI", typ: "cedula", value: "001-320180-0001K", reason: ReasonInvalidComponent},
		{country: "NI", typ: "cedula", value: "001-011380-0001K", reason: ReasonInvalidComponent},
		{country: "NI", typ: "cedula", value: "001-290281-0001E", reason: ReasonInvalidComponent},
		{country: "NI", typ: "cedula", value: "001-010180-001S", reason: ReasonInvalidLength},
		{country: "NI", typ: "cedula", value: "001-010180-00015", reason: ReasonInvalidFormat},
		{country: "NI", typ: "cedula", value: "J0310000424373", reason: ReasonInvalidFormat},

		// RUC: a company (J form, shape only) and a person (the cédula).
		{country: "NI", typ: "ruc", value: "J0310000424373", valid: true, normalized: "J0310000424373", formatted: "J0310000424373", entity: EntityCompany},
		{country: "NI", typ: "ruc", value: "j0130000001725", valid: true, normalized: "J0130000001725", entity: EntityCompany},
		{country: "NI", typ: "ruc", value: "001-010180-0001S", valid: true, formatted: "001-010180-0001S", entity: EntityPerson},
		{country: "NI", typ: "ruc", value: "001-010180-0001T", reason: ReasonInvalidChecksum, entity: EntityPerson},
		{country: "NI", typ: "ruc", value: "J0000000000000", reason: ReasonInvalidComponent},
		{country: "NI", typ: "ruc", value: "J031000042437", reason: ReasonInvalidLength},
		{country: "NI", typ: "ruc", value: "J031000042437X", reason: ReasonInvalidFormat},
		{country: "NI", typ: "ruc", value: "X0310000424373", reason: ReasonInvalidFormat},

		// Resolution: a cédula resolves to cedula, a J number to ruc.
		{country: "NI", value: "001-010180-0001S", valid: true, wantType: "cedula"},
		{country: "NI", value: "J0310000169420", valid: true, wantType: "ruc", entity: EntityCompany},
		{country: "NI", value: "001-010180-0001T", reason: ReasonInvalidChecksum, wantType: "cedula"},
		{country: "NI", value: "001", reason: ReasonInvalidLength, wantType: "cedula"},
	})
}
