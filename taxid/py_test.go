package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestPY(t *testing.T) {
	runCases(t, []idCase{
		{country: "PY", typ: "ruc", value: "80009735-1", valid: true, normalized: "800097351", formatted: "80009735-1", entity: ndval.EntityCompany},
		{country: "PY", typ: "ruc", value: "800097696", valid: true, formatted: "80009769-6", entity: ndval.EntityCompany},
		{country: "PY", typ: "RUC", value: "80000519 8", valid: true, wantType: "ruc", normalized: "800005198", formatted: "80000519-8"},
		{name: "person, cédula base", country: "PY", typ: "ruc", value: "9991603", valid: true, formatted: "999160-3", entity: ndval.EntityPerson},
		{name: "person, short base", country: "PY", typ: "ruc", value: "2660-3", valid: true, normalized: "26603", formatted: "2660-3", entity: ndval.EntityPerson},
		{name: "foreigner base from 50 million", country: "PY", typ: "ruc", value: "50000000-0", valid: true, entity: ndval.EntityPerson},
		{country: "PY", typ: "ruc", value: "80009735-2", reason: ndval.ReasonInvalidChecksum, normalized: "800097352", entity: ndval.EntityCompany},
		{name: "remainder 1 gives 0", country: "PY", typ: "ruc", value: "80000003-0", valid: true, entity: ndval.EntityCompany},
		{name: "remainder 1 never gives 10", country: "PY", typ: "ruc", value: "80000003-1", reason: ndval.ReasonInvalidChecksum},
		{country: "PY", typ: "ruc", value: "80123456789", reason: ndval.ReasonInvalidLength},
		{country: "PY", typ: "ruc", value: "8", reason: ndval.ReasonInvalidLength},
		{country: "PY", typ: "ruc", value: "08000973-5", reason: ndval.ReasonInvalidFormat},
		{country: "PY", typ: "ruc", value: "8000973A-1", reason: ndval.ReasonInvalidFormat},

		{country: "PY", typ: "cedula", value: "1.234.567", valid: true, normalized: "1234567", formatted: "1.234.567", entity: ndval.EntityPerson},
		{country: "PY", typ: "ci", value: "12345678", valid: true, wantType: "cedula", formatted: "12.345.678"},
		{country: "PY", typ: "cedula", value: "2660", valid: true, formatted: "2.660"},
		{country: "PY", typ: "cedula", value: "123.456.789", reason: ndval.ReasonInvalidLength},
		{country: "PY", typ: "cedula", value: "1.234.56A", reason: ndval.ReasonInvalidFormat},
		{country: "PY", typ: "cedula", value: "0123456", reason: ndval.ReasonInvalidFormat},

		// Resolution: the RUC (check digit) is tried before the cédula.
		{country: "PY", value: "80009735-1", valid: true, wantType: "ruc"},
		{country: "PY", value: "1.234.567", valid: true, wantType: "cedula"},
		{name: "compact digits failing the DV are a cédula, said ambiguous", country: "PY", value: "1234567", valid: true, wantType: "cedula",
			warnings: WarnAmbiguousType, otherType: "ruc"},
		{name: "a DV set off is a RUC's", country: "PY", value: "80012345-6", reason: ndval.ReasonInvalidChecksum, wantType: "ruc"},
		{name: "a RUC label decides", country: "PY", value: "RUC 1234567", reason: ndval.ReasonInvalidChecksum, wantType: "ruc"},
		{country: "PY", value: "9991603", valid: true, wantType: "ruc"},
		{country: "PY", value: "123456780", reason: ndval.ReasonInvalidChecksum, wantType: "ruc"},
		{country: "PY", value: "1234567890", reason: ndval.ReasonInvalidLength, wantType: "ruc"},
	})
}

func TestPYAllocs(t *testing.T) {
	for _, v := range []string{"800097351", "1234567", "26603"} {
		if n := testing.AllocsPerRun(100, func() { Validate("PY", "", v) }); n > 1 {
			t.Errorf("%s: %v allocs, want at most 1 (the formatted form)", v, n)
		}
	}
}
