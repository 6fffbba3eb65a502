package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestBO(t *testing.T) {
	runCases(t, []idCase{
		// NIT: YPFB and ENTEL; shape only.
		{country: "BO", typ: "nit", value: "1020269020", valid: true, normalized: "1020269020", formatted: "1020269020"},
		{country: "BO", typ: "nit", value: "1020703023", valid: true},
		{country: "BO", typ: "nit", value: "0000000", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "BO", typ: "nit", value: "123456", reason: ndval.ReasonInvalidLength},
		{country: "BO", typ: "nit", value: "1020269020123", reason: ndval.ReasonInvalidLength},
		{country: "BO", typ: "nit", value: "10202690A0", reason: ndval.ReasonInvalidFormat},

		// CI (synthetic numbers), shape only.
		{country: "BO", typ: "cedula", value: "1234567 LP", valid: true, normalized: "1234567LP", formatted: "1234567 LP", entity: ndval.EntityPerson},
		{country: "BO", typ: "ci", value: "sc-7654321", valid: true, normalized: "SC7654321", formatted: "SC 7654321", wantType: "cedula"},
		{country: "BO", typ: "cedula", value: "12345678", valid: true, formatted: "12345678"},
		{country: "BO", typ: "cedula", value: "1234567-1A", valid: true, normalized: "12345671A", formatted: "1234567-1A"},
		{country: "BO", typ: "cedula", value: "1234567-1A CB", valid: true, normalized: "12345671ACB", formatted: "1234567-1A CB"},
		{country: "BO", typ: "cedula", value: "1234567 TJ 2B", valid: true, normalized: "1234567TJ2B", formatted: "1234567 TJ 2B"},
		{country: "BO", typ: "cedula", value: "PT 1234567-1A", valid: true, formatted: "PT 1234567-1A"},
		{country: "BO", typ: "cedula", value: "1234567 XX", reason: ndval.ReasonInvalidComponent, entity: ndval.EntityPerson},
		{country: "BO", typ: "cedula", value: "XX 1234567", reason: ndval.ReasonInvalidComponent},
		{country: "BO", typ: "cedula", value: "1234 LP", reason: ndval.ReasonInvalidLength},
		{country: "BO", typ: "cedula", value: "12345678901", reason: ndval.ReasonInvalidLength},
		{country: "BO", typ: "cedula", value: "1234567-1A-2B", reason: ndval.ReasonInvalidFormat},
		{country: "BO", typ: "cedula", value: "LP-1234567-LP", reason: ndval.ReasonInvalidFormat},
		{country: "BO", typ: "cedula", value: "L 1234567", reason: ndval.ReasonInvalidFormat},
		{country: "BO", typ: "cedula", value: "1234567 LP 12", reason: ndval.ReasonInvalidFormat},

		// Resolution: plain numbers of 7 to 12 digits are NITs; a CI with a
		// department, or of 5 or 6 digits, is a cedula.
		{country: "BO", value: "1020269020", valid: true, wantType: "nit"},
		{country: "BO", value: "1234567 LP", valid: true, wantType: "cedula", entity: ndval.EntityPerson},
		{country: "BO", value: "98765", valid: true, wantType: "cedula"},
		{country: "BO", value: "1234567 XX", reason: ndval.ReasonInvalidComponent, wantType: "cedula"},
		{country: "BO", value: "123", reason: ndval.ReasonInvalidLength, wantType: "nit"},
	})
}
