package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestBR(t *testing.T) {
	runCases(t, []idCase{
		// CPF: textbook examples only, never a real person's number.
		{country: "BR", typ: "cpf", value: "390.533.447-05", valid: true, normalized: "39053344705", formatted: "390.533.447-05", entity: ndval.EntityPerson},
		{country: "BR", typ: "cpf", value: "12345678909", valid: true, normalized: "12345678909", formatted: "123.456.789-09", entity: ndval.EntityPerson},
		{country: "BR", typ: "CPF", value: " 529 982 247 25 ", valid: true, wantType: "cpf", formatted: "529.982.247-25"},
		{country: "BR", typ: "cpf", value: "390.533.447-06", reason: ndval.ReasonInvalidChecksum, normalized: "39053344706", entity: ndval.EntityPerson},
		{name: "CPF second check digit", country: "BR", typ: "cpf", value: "390.533.447-15", reason: ndval.ReasonInvalidChecksum},
		{name: "CPF of one repeated digit", country: "BR", typ: "cpf", value: "111.111.111-11", reason: ndval.ReasonInvalidComponent},
		{country: "BR", typ: "cpf", value: "000.000.000-00", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "BR", typ: "cpf", value: "390.533.447-0", reason: ndval.ReasonInvalidLength},
		{country: "BR", typ: "cpf", value: "390.533.447-0X", reason: ndval.ReasonInvalidFormat},
		{name: "CPF with a letter", country: "BR", typ: "cpf", value: "39A.533.447-05", reason: ndval.ReasonInvalidFormat},

		// CNPJ: public numbers of companies and public bodies.
		{country: "BR", typ: "cnpj", value: "33.000.167/0001-01", valid: true, normalized: "33000167000101", formatted: "33.000.167/0001-01", entity: ndval.EntityCompany},
		{country: "BR", typ: "cnpj", value: "00000000000191", valid: true, formatted: "00.000.000/0001-91", entity: ndval.EntityCompany},
		{country: "BR", typ: "cnpj", value: "60 701 190 0001 04", valid: true, normalized: "60701190000104", formatted: "60.701.190/0001-04"},
		{name: "CNPJ of a branch", country: "BR", typ: "cnpj", value: "00.394.460/0058-87", valid: true, formatted: "00.394.460/0058-87"},
		{name: "alphanumeric CNPJ", country: "BR", typ: "cnpj", value: "12.ABC.345/01DE-35", valid: true, normalized: "12ABC34501DE35", formatted: "12.ABC.345/01DE-35", entity: ndval.EntityCompany},
		{name: "alphanumeric CNPJ lower case", country: "BR", typ: "cnpj", value: "12abc34501de35", valid: true, normalized: "12ABC34501DE35", formatted: "12.ABC.345/01DE-35"},
		{country: "BR", typ: "cnpj", value: "12.ABC.345/01DE-36", reason: ndval.ReasonInvalidChecksum, normalized: "12ABC34501DE36", entity: ndval.EntityCompany},
		{name: "CNPJ first check digit", country: "BR", typ: "cnpj", value: "33.000.167/0001-11", reason: ndval.ReasonInvalidChecksum},
		{name: "CNPJ letter value is ASCII-48", country: "BR", typ: "cnpj", value: "12.ABD.345/01DE-35", reason: ndval.ReasonInvalidChecksum},
		{country: "BR", typ: "cnpj", value: "00.000.000/0000-00", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "BR", typ: "cnpj", value: "33.000.167/0001-0", reason: ndval.ReasonInvalidLength},
		{name: "CNPJ letter in a check digit", country: "BR", typ: "cnpj", value: "12.ABC.345/01DE-3A", reason: ndval.ReasonInvalidFormat},
		{country: "BR", typ: "cnpj", value: "12.AB*.345/01DE-35", reason: ndval.ReasonInvalidFormat},
		{name: "CNPJ non-ASCII letter", country: "BR", typ: "cnpj", value: "12.ABÇ.345/01DE-3", reason: ndval.ReasonInvalidFormat},

		// Resolution by length: 11 is a CPF, 14 a CNPJ.
		{country: "BR", value: "390.533.447-05", valid: true, wantType: "cpf"},
		{country: "BR", value: "33.000.167/0001-01", valid: true, wantType: "cnpj"},
		{country: "BR", value: "12.ABC.345/01DE-35", valid: true, wantType: "cnpj"},
		{country: "BR", value: "33.000.167/0001-02", reason: ndval.ReasonInvalidChecksum, wantType: "cnpj"},
		{country: "BR", value: "390.533.447-06", reason: ndval.ReasonInvalidChecksum, wantType: "cpf"},
		{country: "BR", value: "123", reason: ndval.ReasonInvalidLength, wantType: "cpf"},
	})
}

func TestBRAllocs(t *testing.T) {
	for _, v := range [][2]string{{"cpf", "39053344705"}, {"cnpj", "33000167000101"}, {"cnpj", "12ABC34501DE35"}} {
		n := testing.AllocsPerRun(100, func() { Validate("BR", v[0], v[1]) })
		if n > 1 {
			t.Errorf("%s %s: %v allocs, want at most 1 (the formatted form)", v[0], v[1], n)
		}
		bad := v[1][:len(v[1])-1] + "X"
		n = testing.AllocsPerRun(100, func() { Validate("BR", v[0], bad) })
		if n > 0 {
			t.Errorf("%s invalid: %v allocs, want 0", v[0], n)
		}
	}
}
