package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestHN(t *testing.T) {
	runCases(t, []idCase{
		// RTN: Grupo Jaremar, Cervecería Hondureña; shape only.
		{country: "HN", typ: "rtn", value: "0801-9017-952895", valid: true, normalized: "08019017952895", formatted: "0801-9017-952895"},
		{country: "HN", typ: "rtn", value: "08019003077680", valid: true, formatted: "0801-9003-077680"},
		{country: "HN", typ: "rtn", value: "00000000000000", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "HN", typ: "rtn", value: "0801-9017-95289", reason: ndval.ReasonInvalidLength},
		{country: "HN", typ: "rtn", value: "0801-9017-95289X", reason: ndval.ReasonInvalidFormat},

		// DNI (synthetic numbers).
		{country: "HN", typ: "dni", value: "0801-1990-12345", valid: true, normalized: "0801199012345", formatted: "0801-1990-12345", entity: ndval.EntityPerson},
		{country: "HN", typ: "identidad", value: "1811200099999", valid: true, formatted: "1811-2000-99999", wantType: "dni"},
		{country: "HN", typ: "dni", value: "1901-1990-12345", reason: ndval.ReasonInvalidComponent, entity: ndval.EntityPerson},
		{country: "HN", typ: "dni", value: "0829-1990-12345", reason: ndval.ReasonInvalidComponent},
		{country: "HN", typ: "dni", value: "0800-1990-12345", reason: ndval.ReasonInvalidComponent},
		{country: "HN", typ: "dni", value: "0801-1899-12345", reason: ndval.ReasonInvalidComponent},
		{country: "HN", typ: "dni", value: "0801-2099-12345", reason: ndval.ReasonInvalidComponent},
		{country: "HN", typ: "dni", value: "0801-1990-1234", reason: ndval.ReasonInvalidLength},
		{country: "HN", typ: "dni", value: "0801-1990-1234X", reason: ndval.ReasonInvalidFormat},

		// Resolution by length: 14 digits is an RTN, 13 a DNI.
		{country: "HN", value: "0801-9995-354420", valid: true, wantType: "rtn"},
		{country: "HN", value: "0501-1985-00001", valid: true, wantType: "dni", entity: ndval.EntityPerson},
		{country: "HN", value: "0001-1990-12345", reason: ndval.ReasonInvalidComponent, wantType: "dni"},
		{country: "HN", value: "12345", reason: ndval.ReasonInvalidLength, wantType: "rtn"},
	})
}
