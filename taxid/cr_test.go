package taxid

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
)

func TestCR(t *testing.T) {
	runCases(t, []idCase{
		// Cédula jurídica: class and type codes, no check digit.
		{name: "ICE", country: "CR", typ: "cpj", value: "4-000-042139", valid: true, normalized: "4000042139", formatted: "4-000-042139", entity: ndval.EntityCompany},
		{name: "Banco Nacional", country: "CR", typ: "juridica", value: "4000001021", valid: true, wantType: "cpj", formatted: "4-000-001021"},
		{name: "Ministerio de Hacienda", country: "CR", typ: "cpj", value: "2 100 042005", valid: true, formatted: "2-100-042005"},
		{name: "sociedad anonima", country: "CR", typ: "cedula_juridica", value: "3-101-046536", valid: true, wantType: "cpj", entity: ndval.EntityCompany},
		{country: "CR", typ: "cpj", value: "3-534-123559", reason: ndval.ReasonInvalidComponent},
		{country: "CR", typ: "cpj", value: "6-000-042139", reason: ndval.ReasonInvalidComponent},
		{country: "CR", typ: "cpj", value: "5-002-123456", reason: ndval.ReasonInvalidComponent},
		{country: "CR", typ: "cpj", value: "310132541", reason: ndval.ReasonInvalidLength},
		{country: "CR", typ: "cpj", value: "3-101-12345A", reason: ndval.ReasonInvalidFormat},

		// Cédula de persona física: province digit, no check digit.
		{country: "CR", typ: "cpf", value: "701610395", valid: true, formatted: "7-0161-0395", entity: ndval.EntityPerson},
		{country: "CR", typ: "cedula", value: "3-0455-0175", valid: true, wantType: "cpf", normalized: "304550175", formatted: "3-0455-0175"},
		{name: "zero-padded form", country: "CR", typ: "cpf", value: "0304550175", valid: true, formatted: "03-0455-0175", entity: ndval.EntityPerson},
		{country: "CR", typ: "cpf", value: "012340567", reason: ndval.ReasonInvalidComponent},
		{country: "CR", typ: "cpf", value: "1102340567", reason: ndval.ReasonInvalidComponent},
		{name: "unpadded groups", country: "CR", typ: "cpf", value: "1-613-584", reason: ndval.ReasonInvalidLength},
		{country: "CR", typ: "cpf", value: "1-0234-056A", reason: ndval.ReasonInvalidFormat},

		// DIMEX: 11 or 12 digits starting with 1.
		{country: "CR", typ: "dimex", value: "155812994816", valid: true, formatted: "155812994816", entity: ndval.EntityPerson},
		{country: "CR", typ: "DIMEX", value: "1-2220-0569906", valid: true, normalized: "122200569906"},
		{country: "CR", typ: "dimex", value: "30123456789", reason: ndval.ReasonInvalidComponent},
		{country: "CR", typ: "dimex", value: "1558129948", reason: ndval.ReasonInvalidLength},
		{country: "CR", typ: "dimex", value: "15581299481A", reason: ndval.ReasonInvalidFormat},

		// NITE: only when named.
		{country: "CR", typ: "nite", value: "1234567890", valid: true, normalized: "1234567890", formatted: "1234567890"},
		{country: "CR", typ: "NITE", value: "3-534-123559", valid: true, wantType: "nite", normalized: "3534123559"},
		{country: "CR", typ: "nite", value: "0123456789", reason: ndval.ReasonInvalidComponent},
		{country: "CR", typ: "nite", value: "123456789", reason: ndval.ReasonInvalidLength},
		{country: "CR", typ: "nite", value: "12345678A0", reason: ndval.ReasonInvalidFormat},
		{name: "a NITE-shaped value of unknown type is not taken for one", country: "CR", value: "3-534-123559", reason: ndval.ReasonInvalidComponent, wantType: "cpj"},

		// Resolution by length.
		{country: "CR", value: "4-000-042139", valid: true, wantType: "cpj", entity: ndval.EntityCompany},
		{country: "CR", value: "1-0123-0123", valid: true, wantType: "cpf", entity: ndval.EntityPerson},
		{name: "the padded cpf form has the length of a cpj, said ambiguous", country: "CR", value: "0101230123", valid: true, wantType: "cpf",
			warnings: WarnAmbiguousType, otherType: "cpj"},
		{name: "with its label it is not ambiguous", country: "CR", value: "Cedula 0101230123", valid: true, wantType: "cpf"},
		{country: "CR", value: "155812994816", valid: true, wantType: "dimex"},
		{country: "CR", value: "3-534-123559", reason: ndval.ReasonInvalidComponent, wantType: "cpj"},
		{country: "CR", value: "1234", reason: ndval.ReasonInvalidLength, wantType: "cpj"},
	})
}

func TestCRAllocs(t *testing.T) {
	for _, v := range []string{"4000042139", "701610395", "0304550175", "155812994816", "3534123559"} {
		n := testing.AllocsPerRun(100, func() { Validate("CR", "", v) })
		assert.LessOrEqual(t, n, 1.0, v)
	}
}
