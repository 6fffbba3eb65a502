package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestSV(t *testing.T) {
	runCases(t, []idCase{
		// NIT: Banco Agrícola (sequence 001, old rule) and Banco de América
		// Central (sequence 101, new rule), DGII Grandes Contribuyentes 2019.
		{country: "SV", typ: "nit", value: "0614-310155-001-6", valid: true, normalized: "06143101550016", formatted: "0614-310155-001-6"},
		{country: "SV", typ: "nit", value: "06140312931018", valid: true, formatted: "0614-031293-101-8"},
		{country: "SV", typ: "nit", value: "9450 110434 101 0", valid: true, normalized: "94501104341010", formatted: "9450-110434-101-0"},
		{country: "SV", typ: "nit", value: "0614-310155-001-5", reason: ndval.ReasonInvalidChecksum},
		{country: "SV", typ: "nit", value: "0614-031293-101-7", reason: ndval.ReasonInvalidChecksum},
		{country: "SV", typ: "nit", value: "2614-310155-001-6", reason: ndval.ReasonInvalidComponent},
		{country: "SV", typ: "nit", value: "0614-310155-01-6", reason: ndval.ReasonInvalidLength},
		{country: "SV", typ: "nit", value: "0614-31O155-001-6", reason: ndval.ReasonInvalidFormat},
		// A DUI is the NIT of a Salvadoran adult (synthetic number).
		{name: "DUI as NIT", country: "SV", typ: "nit", value: "12345678-4", valid: true, normalized: "123456784", formatted: "12345678-4", entity: ndval.EntityPerson, wantType: "nit"},
		{country: "SV", typ: "nit", value: "12345678-5", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},

		// DUI (synthetic numbers).
		{country: "SV", typ: "dui", value: "04567890-3", valid: true, normalized: "045678903", formatted: "04567890-3", entity: ndval.EntityPerson},
		{country: "SV", typ: "DUI", value: "023456717", valid: true, formatted: "02345671-7", wantType: "dui"},
		{country: "SV", typ: "dui", value: "12345678-0", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},
		{country: "SV", typ: "dui", value: "00000000-0", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "SV", typ: "dui", value: "1234567-4", reason: ndval.ReasonInvalidLength},
		{country: "SV", typ: "dui", value: "1234567A-4", reason: ndval.ReasonInvalidFormat},
		{country: "SV", typ: "dui", value: "0614-310155-001-6", reason: ndval.ReasonInvalidLength},

		// Resolution: 9 digits is a DUI, 14 a NIT.
		{country: "SV", value: "12345678-4", valid: true, wantType: "dui"},
		{country: "SV", value: "0614-170266-001-3", valid: true, wantType: "nit"},
		{country: "SV", value: "0614-170266-001-4", reason: ndval.ReasonInvalidChecksum, wantType: "nit"},
		{country: "SV", value: "12345678-0", reason: ndval.ReasonInvalidChecksum, wantType: "dui"},
		{country: "SV", value: "123", reason: ndval.ReasonInvalidLength, wantType: "dui"},
	})
}
