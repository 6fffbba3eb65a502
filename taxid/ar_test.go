package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestAR(t *testing.T) {
	runCases(t, []idCase{
		{country: "AR", typ: "cuit", value: "30-54668997-9", valid: true, normalized: "30546689979", formatted: "30-54668997-9", entity: ndval.EntityCompany},
		{country: "AR", typ: "cuit", value: "20123456786", valid: true, formatted: "20-12345678-6", entity: ndval.EntityPerson},
		{country: "AR", typ: "cuit", value: "50000000016", valid: true, formatted: "50-00000001-6"},
		{country: "AR", typ: "cuit", value: "30-54668997-8", reason: ndval.ReasonInvalidChecksum, normalized: "30546689978", entity: ndval.EntityCompany},
		{name: "check value 10 cannot exist", country: "AR", typ: "cuit", value: "20-00000001-0", reason: ndval.ReasonInvalidChecksum},
		{country: "AR", typ: "cuit", value: "40546689979", reason: ndval.ReasonInvalidComponent},
		{country: "AR", typ: "cuit", value: "3054668997", reason: ndval.ReasonInvalidLength},
		{country: "AR", typ: "cuit", value: "3054668997X", reason: ndval.ReasonInvalidFormat},
		{country: "AR", typ: "cuil", value: "20-12345678-6", valid: true, wantType: "cuil", entity: ndval.EntityPerson},
		{country: "AR", typ: "cuil", value: "30-54668997-9", reason: ndval.ReasonInvalidComponent},
		{country: "AR", typ: "dni", value: "12.345.678", valid: true, normalized: "12345678", formatted: "12.345.678", entity: ndval.EntityPerson},
		{country: "AR", typ: "dni", value: "1234567", valid: true, formatted: "1.234.567"},
		{country: "AR", typ: "dni", value: "123456", reason: ndval.ReasonInvalidLength},
		{country: "AR", typ: "dni", value: "1234567X", reason: ndval.ReasonInvalidFormat},
		// Resolution by shape: 11 digits is a CUIT, 7 or 8 a DNI.
		{country: "AR", value: "20-12345678-6", valid: true, wantType: "cuit"},
		{country: "AR", value: "12345678", valid: true, wantType: "dni"},
		{country: "AR", value: "30-54668997-8", reason: ndval.ReasonInvalidChecksum, wantType: "cuit"},
		{country: "AR", value: "123", reason: ndval.ReasonInvalidLength, wantType: "cuit"},
	})
}
