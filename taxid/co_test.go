package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestCO(t *testing.T) {
	runCases(t, []idCase{
		// NIT: public NITs of companies and bodies.
		{country: "CO", typ: "nit", value: "899.999.068-1", valid: true, normalized: "8999990681", formatted: "899.999.068-1", entity: ndval.EntityCompany},
		{country: "CO", typ: "nit", value: "8001972684", valid: true, formatted: "800.197.268-4", entity: ndval.EntityCompany},
		{country: "CO", typ: "NIT", value: "890 903 938 8", valid: true, wantType: "nit", formatted: "890.903.938-8", entity: ndval.EntityCompany},
		{country: "CO", typ: "rut", value: "890.100.577-6", valid: true, wantType: "nit", entity: ndval.EntityCompany},
		// A person's NIT (python-stdnum's textbook example): no entity.
		{country: "CO", typ: "nit", value: "213.123.432-1", valid: true, formatted: "213.123.432-1"},
		{name: "short NIT of an old cédula", country: "CO", typ: "nit", value: "6.386.949-2", valid: true, formatted: "6.386.949-2"},
		{name: "11-digit NIT", country: "CO", typ: "nit", value: "1118534248-0", valid: true, formatted: "1.118.534.248-0"},
		// The DIAN final-consumer code.
		{country: "CO", typ: "nit", value: "222222222222", valid: true, formatted: "222222222222", warnings: WarnGeneric},
		{country: "CO", typ: "nit", value: "222.222.222.222-7", valid: true, normalized: "2222222222227", formatted: "222.222.222.222-7", warnings: WarnGeneric},
		{country: "CO", typ: "nit", value: "899.999.068-2", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityCompany},
		{country: "CO", typ: "nit", value: "000000000-0", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "CO", typ: "nit", value: "123", reason: ndval.ReasonInvalidLength},
		{country: "CO", typ: "nit", value: "12345678901234567", reason: ndval.ReasonInvalidLength},
		{country: "CO", typ: "nit", value: "899.999.06A-1", reason: ndval.ReasonInvalidFormat},
		// Cédula: shape only (illustrative numbers).
		{country: "CO", typ: "cedula", value: "1.020.304.050", valid: true, normalized: "1020304050", formatted: "1.020.304.050", entity: ndval.EntityPerson},
		{country: "CO", typ: "cc", value: "12345678", valid: true, wantType: "cedula", formatted: "12.345.678", entity: ndval.EntityPerson},
		{country: "CO", typ: "cedula", value: "123", valid: true, formatted: "123"},
		{country: "CO", typ: "cedula", value: "12", reason: ndval.ReasonInvalidLength},
		{country: "CO", typ: "cedula", value: "12345678901", reason: ndval.ReasonInvalidLength},
		{country: "CO", typ: "cedula", value: "0123456789", reason: ndval.ReasonInvalidFormat},
		{country: "CO", typ: "cedula", value: "1234567X", reason: ndval.ReasonInvalidFormat},
		// Resolution: a verifying check digit makes a NIT, else a cédula.
		{country: "CO", value: "899.999.068-1", valid: true, wantType: "nit", entity: ndval.EntityCompany},
		{country: "CO", value: "222222222222", valid: true, wantType: "nit", warnings: WarnGeneric},
		{name: "compact 10 digits failing the DV are a cédula, said ambiguous", country: "CO", value: "1020304050", valid: true, wantType: "cedula",
			entity: ndval.EntityPerson, warnings: WarnAmbiguousType, otherType: "nit"},
		{name: "a NIT with a wrong DV, compact, is a cédula, said ambiguous", country: "CO", value: "8999990682", valid: true, wantType: "cedula",
			warnings: WarnAmbiguousType, otherType: "nit"},
		{name: "the cédula's display form is a cédula", country: "CO", value: "1.020.304.050", valid: true, wantType: "cedula", entity: ndval.EntityPerson},
		{name: "a DV set off is a NIT's", country: "CO", value: "900.123.456-7", reason: ndval.ReasonInvalidChecksum, wantType: "nit", entity: ndval.EntityCompany},
		{name: "a DV set off by a space", country: "CO", value: "900 123 456 7", reason: ndval.ReasonInvalidChecksum, wantType: "nit"},
		{name: "a NIT label decides", country: "CO", value: "NIT 9001234567", reason: ndval.ReasonInvalidChecksum, wantType: "nit"},
		{name: "a NIT label decides, valid", country: "CO", value: "NIT: 8999990681", valid: true, wantType: "nit", formatted: "899.999.068-1"},
		{name: "a DV written after DV", country: "CO", value: "NIT 899.999.068 DV 1", valid: true, wantType: "nit",
			normalized: "8999990681", formatted: "899.999.068-1", entity: ndval.EntityCompany},
		{name: "a DV written after DV, typed", country: "CO", typ: "nit", value: "899999068DV1", valid: true, normalized: "8999990681"},
		{name: "a mistyped DV written after DV", country: "CO", value: "899.999.068 dv 2", reason: ndval.ReasonInvalidChecksum, wantType: "nit",
			normalized: "8999990682"},
		{name: "a cédula label decides", country: "CO", value: "C.C. 8999990681", valid: true, wantType: "cedula", formatted: "8.999.990.681"},
		{country: "CO", value: "899.999.068.0002", reason: ndval.ReasonInvalidChecksum, wantType: "nit"},
		{country: "CO", value: "12", reason: ndval.ReasonInvalidLength, wantType: "nit"},
	})
}
