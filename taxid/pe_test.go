package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

func TestPE(t *testing.T) {
	runCases(t, []idCase{
		// RUC: public RUCs of SUNAT and companies.
		{country: "PE", typ: "ruc", value: "20131312955", valid: true, normalized: "20131312955", formatted: "20131312955", entity: ndval.EntityCompany},
		{country: "PE", typ: "ruc", value: "20100047218", valid: true, entity: ndval.EntityCompany},
		{country: "PE", typ: "ruc", value: "201-000-174-91", valid: true, normalized: "20100017491", entity: ndval.EntityCompany},
		// RUC 10 of DNI 10117410 (python-stdnum's example).
		{country: "PE", typ: "ruc", value: "10101174102", valid: true, entity: ndval.EntityPerson},
		// Synthetic RUCs of the other prefixes: no entity.
		{country: "PE", typ: "ruc", value: "15123456782", valid: true},
		{country: "PE", typ: "ruc", value: "16123456789", valid: true},
		{country: "PE", typ: "ruc", value: "17123456785", valid: true},
		{country: "PE", typ: "ruc", value: "20131312956", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityCompany},
		{country: "PE", typ: "ruc", value: "30131312955", reason: ndval.ReasonInvalidComponent},
		{country: "PE", typ: "ruc", value: "2013131295", reason: ndval.ReasonInvalidLength},
		{country: "PE", typ: "ruc", value: "2013131295X", reason: ndval.ReasonInvalidFormat},
		// DNI, with and without its check character.
		{country: "PE", typ: "dni", value: "10117410", valid: true, formatted: "10117410", entity: ndval.EntityPerson},
		{country: "PE", typ: "dni", value: "10117410-2", valid: true, normalized: "101174102", formatted: "10117410-2", entity: ndval.EntityPerson},
		{country: "PE", typ: "cui", value: "10117410g", valid: true, wantType: "dni", normalized: "10117410G", formatted: "10117410-G"},
		{country: "PE", typ: "dni", value: "10117410-3", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},
		{country: "PE", typ: "dni", value: "10117410-Z", reason: ndval.ReasonInvalidFormat},
		{country: "PE", typ: "dni", value: "1011741A", reason: ndval.ReasonInvalidFormat},
		{country: "PE", typ: "dni", value: "1011741", reason: ndval.ReasonInvalidLength},
		// Carné de extranjería: shape only (stdnum-js test numbers).
		{country: "PE", typ: "ce", value: "001766062", valid: true, formatted: "001766062", entity: ndval.EntityPerson},
		{country: "PE", typ: "carne", value: "000-056-828", valid: true, wantType: "ce", normalized: "000056828"},
		{country: "PE", typ: "ce", value: "12345678", reason: ndval.ReasonInvalidLength},
		{country: "PE", typ: "ce", value: "00176606A", reason: ndval.ReasonInvalidFormat},
		// Resolution by shape.
		{country: "PE", value: "20131312955", valid: true, wantType: "ruc", entity: ndval.EntityCompany},
		{country: "PE", value: "20131312956", reason: ndval.ReasonInvalidChecksum, wantType: "ruc"},
		{country: "PE", value: "10117410", valid: true, wantType: "dni"},
		{country: "PE", value: "10117410-2", valid: true, wantType: "dni"},
		{name: "9 digits failing as a DNI are a carné, said ambiguous", country: "PE", value: "001766062", valid: true, wantType: "ce",
			warnings: WarnAmbiguousType, otherType: "dni"},
		{name: "a carné with its label", country: "PE", value: "CE 001766062", valid: true, wantType: "ce"},
		{name: "a DNI check character set off is a DNI's", country: "PE", value: "00176606-2", reason: ndval.ReasonInvalidChecksum, wantType: "dni"},
		{country: "PE", value: "10117410-Z", reason: ndval.ReasonInvalidFormat, wantType: "dni"},
		{country: "PE", value: "123", reason: ndval.ReasonInvalidLength, wantType: "ruc"},
	})
}
