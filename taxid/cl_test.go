package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestCL(t *testing.T) {
	runCases(t, []idCase{
		{country: "CL", typ: "rut", value: "60.803.000-K", valid: true, normalized: "60803000K", formatted: "60.803.000-K", entity: ndval.EntityCompany},
		{country: "CL", typ: "rut", value: "61704000k", valid: true, normalized: "61704000K", formatted: "61.704.000-K", entity: ndval.EntityCompany},
		{country: "CL", typ: "rut", value: "97.004.000-5", valid: true, normalized: "970040005", formatted: "97.004.000-5", entity: ndval.EntityCompany},
		{country: "CL", typ: "run", value: "12.531.909-2", valid: true, wantType: "rut", formatted: "12.531.909-2", entity: ndval.EntityPerson},
		{country: "CL", typ: "ROL", value: "12345678-5", valid: true, wantType: "rut", formatted: "12.345.678-5", entity: ndval.EntityPerson},
		{name: "short body", country: "CL", typ: "rut", value: "1-9", valid: true, normalized: "19", formatted: "1-9", entity: ndval.EntityPerson},
		{name: "seven-digit body", country: "CL", typ: "rut", value: "7654321-6", valid: true, formatted: "7.654.321-6"},
		{name: "repeated digits verify", country: "CL", typ: "rut", value: "44.444.444-4", valid: true, entity: ndval.EntityPerson},
		{name: "zero-padded body keeps its zeros", country: "CL", typ: "rut", value: "060.803.000-K", valid: true, normalized: "060803000K", formatted: "060.803.000-K", entity: ndval.EntityCompany},
		{name: "50 million is the first company body", country: "CL", typ: "rut", value: "50.000.000-7", valid: true, entity: ndval.EntityCompany},
		{name: "generic final consumer", country: "CL", typ: "rut", value: "66.666.666-6", valid: true, formatted: "66.666.666-6", warnings: WarnGeneric},
		{name: "generic foreign buyer", country: "CL", typ: "rut", value: "55555555-5", valid: true, formatted: "55.555.555-5", warnings: WarnGeneric},
		{country: "CL", typ: "rut", value: "60.803.000-1", reason: ndval.ReasonInvalidChecksum, normalized: "608030001", entity: ndval.EntityCompany},
		{name: "K where 0 belongs", country: "CL", typ: "rut", value: "97.004.000-K", reason: ndval.ReasonInvalidChecksum},
		{country: "CL", typ: "rut", value: "0-0", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "CL", typ: "rut", value: "76086A28-5", reason: ndval.ReasonInvalidFormat},
		{country: "CL", typ: "rut", value: "12.345.678-X", reason: ndval.ReasonInvalidFormat},
		{country: "CL", typ: "rut", value: "123.456.789-0", reason: ndval.ReasonInvalidLength},
		{country: "CL", typ: "rut", value: "5", reason: ndval.ReasonInvalidLength},
		{country: "CL", typ: "rut", value: "0.060.803.000-K", reason: ndval.ReasonInvalidLength},

		// Resolution: the RUT is Chile's only document.
		{country: "CL", value: "60.803.000-K", valid: true, wantType: "rut"},
		{country: "CL", value: "60.803.000-1", reason: ndval.ReasonInvalidChecksum, wantType: "rut"},
	})
}

func TestCLAllocs(t *testing.T) {
	for _, v := range []string{"60803000K", "19", "666666666"} {
		if n := testing.AllocsPerRun(100, func() { Validate("CL", "rut", v) }); n > 1 {
			t.Errorf("%s: %v allocs, want at most 1 (the formatted form)", v, n)
		}
	}
	if n := testing.AllocsPerRun(100, func() { Validate("CL", "", "608030001") }); n > 0 {
		t.Errorf("invalid: %v allocs, want 0", n)
	}
}
