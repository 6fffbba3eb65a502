package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestUY(t *testing.T) {
	runCases(t, []idCase{
		{country: "UY", typ: "rut", value: "21-484436-001-8", valid: true, normalized: "214844360018", formatted: "214844360018"},
		{country: "UY", typ: "rut", value: "219999830019", valid: true, formatted: "219999830019"},
		{country: "UY", typ: "ruc", value: "21 100342 001 7", valid: true, wantType: "rut", normalized: "211003420017"},
		{country: "UY", typ: "rut", value: "210154140015", valid: true},
		{country: "UY", typ: "rut", value: "210303670014", reason: ndval.ReasonInvalidChecksum, normalized: "210303670014"},
		{name: "RUT check value 10 has no digit", country: "UY", typ: "rut", value: "210000020010", reason: ndval.ReasonInvalidChecksum},
		{name: "RUT registration number 22", country: "UY", typ: "rut", value: "221003420017", reason: ndval.ReasonInvalidComponent},
		{name: "RUT registration number 00", country: "UY", typ: "rut", value: "001003420017", reason: ndval.ReasonInvalidComponent},
		{name: "RUT sequence of zeros", country: "UY", typ: "rut", value: "210000000017", reason: ndval.ReasonInvalidComponent},
		{name: "RUT ninth digit not 0", country: "UY", typ: "rut", value: "211003421017", reason: ndval.ReasonInvalidComponent},
		{country: "UY", typ: "rut", value: "21100342001", reason: ndval.ReasonInvalidLength},
		{country: "UY", typ: "rut", value: "21100342001A", reason: ndval.ReasonInvalidFormat},

		// Cédula: textbook and specimen numbers.
		{country: "UY", typ: "cedula", value: "1.234.567-2", valid: true, normalized: "12345672", formatted: "1.234.567-2", entity: ndval.EntityPerson},
		{country: "UY", typ: "ci", value: "12345672", valid: true, wantType: "cedula", formatted: "1.234.567-2"},
		{country: "UY", typ: "CI", value: "9.999.999-9", valid: true, wantType: "cedula"},
		{name: "six-digit body", country: "UY", typ: "cedula", value: "123.456-1", valid: true, normalized: "1234561", formatted: "123.456-1", entity: ndval.EntityPerson},
		{name: "six-digit body padded", country: "UY", typ: "cedula", value: "0.123.456-1", valid: true, normalized: "01234561", formatted: "0.123.456-1"},
		{country: "UY", typ: "cedula", value: "1.234.567-3", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},
		{country: "UY", typ: "cedula", value: "123.456-2", reason: ndval.ReasonInvalidChecksum},
		{country: "UY", typ: "cedula", value: "0.000.000-0", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "UY", typ: "cedula", value: "123456", reason: ndval.ReasonInvalidLength},
		{country: "UY", typ: "cedula", value: "1.234.567-A", reason: ndval.ReasonInvalidFormat},

		// Resolution by length: 12 digits is a RUT, 7 or 8 a cédula.
		{country: "UY", value: "214844360018", valid: true, wantType: "rut"},
		{country: "UY", value: "1.234.567-2", valid: true, wantType: "cedula"},
		{country: "UY", value: "123.456-1", valid: true, wantType: "cedula"},
		{country: "UY", value: "1.234.567-3", reason: ndval.ReasonInvalidChecksum, wantType: "cedula"},
		{country: "UY", value: "214844360019", reason: ndval.ReasonInvalidChecksum, wantType: "rut"},
		{country: "UY", value: "123", reason: ndval.ReasonInvalidLength, wantType: "rut"},
	})
}

func TestUYAllocs(t *testing.T) {
	for _, v := range []string{"214844360018", "12345672", "1234561"} {
		if n := testing.AllocsPerRun(100, func() { Validate("UY", "", v) }); n > 1 {
			t.Errorf("%s: %v allocs, want at most 1 (the formatted form)", v, n)
		}
	}
}
