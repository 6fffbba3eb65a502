package taxid

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
)

func TestHT(t *testing.T) {
	runCases(t, []idCase{
		// NIF of a community organisation and of SOGEBANK; shape only.
		{country: "HT", typ: "nif", value: "000-699-208-1", valid: true, normalized: "0006992081", formatted: "000-699-208-1"},
		{country: "HT", typ: "NIF", value: "0008933853", valid: true, formatted: "000-893-385-3", wantType: "nif"},
		{name: "SOGEBANK", country: "HT", typ: "nif", value: "000 001 768 1", valid: true, normalized: "0000017681", formatted: "000-001-768-1"},
		{country: "HT", typ: "nif", value: "000-000-000-0", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "HT", typ: "nif", value: "000-699-208", reason: ndval.ReasonInvalidLength},
		{country: "HT", typ: "nif", value: "000-699-208-X", reason: ndval.ReasonInvalidFormat},
		{country: "HT", typ: "passport", value: "000-699-208-1", reason: ndval.ReasonUnknownType},

		// CIN: the 17-digit ONI card number or the 10-digit NINU; shape
		// only. Synthetic numbers.
		{country: "HT", typ: "cin", value: "01-01-99-1990-05-00001", valid: true, normalized: "01019919900500001", formatted: "01-01-99-1990-05-00001", entity: ndval.EntityPerson},
		{country: "HT", typ: "CIN", value: "01019919900500001", valid: true, formatted: "01-01-99-1990-05-00001", wantType: "cin"},
		{name: "NINU", country: "HT", typ: "ninu", value: "1234567890", valid: true, wantType: "cin", formatted: "1234567890", entity: ndval.EntityPerson},
		{name: "NINU written like a NIF", country: "HT", typ: "cinu", value: "003-456-789-1", valid: true, wantType: "cin", normalized: "0034567891", formatted: "0034567891"},
		{country: "HT", typ: "nin", value: "00-00-00-0000-00-00000", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder, wantType: "cin"},
		{country: "HT", typ: "cin", value: "0000000000", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "HT", typ: "cin", value: "01-01-99-1990-05-0000", reason: ndval.ReasonInvalidLength},
		{country: "HT", typ: "cin", value: "123456789", reason: ndval.ReasonInvalidLength},
		{country: "HT", typ: "cin", value: "01-01-99-1990-05-0000A", reason: ndval.ReasonInvalidFormat},

		// Resolution by length: 10 digits is a NIF (a NINU has the same
		// shape), 17 a CIN.
		{country: "HT", value: "000-699-208-1", valid: true, wantType: "nif"},
		{country: "HT", value: "01-01-99-1990-05-00001", valid: true, wantType: "cin", entity: ndval.EntityPerson},
		{country: "HT", value: "000-000-000-0", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "HT", value: "123", reason: ndval.ReasonInvalidLength, wantType: "nif"},
	})
}

func TestHTAllocs(t *testing.T) {
	for _, v := range []string{"0006992081", "01019919900500001", "1234567890"} {
		n := testing.AllocsPerRun(100, func() { Validate("HT", "", v) })
		assert.LessOrEqual(t, n, 1.0, v)
		n = testing.AllocsPerRun(100, func() { Validate("HT", "cin", v) })
		assert.LessOrEqual(t, n, 1.0, v)
	}
}
