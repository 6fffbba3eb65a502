package taxid

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
)

func TestDO(t *testing.T) {
	runCases(t, []idCase{
		// Cédula: JCE, Luhn check digit.
		{country: "DO", typ: "cedula", value: "001-1391820-5", valid: true, normalized: "00113918205", formatted: "001-1391820-5", entity: ndval.EntityPerson},
		{country: "DO", typ: "cedula", value: "22400022111", valid: true, formatted: "224-0002211-1", entity: ndval.EntityPerson},
		{country: "DO", typ: "CIE", value: "00101552784", valid: true, wantType: "cedula"},
		{name: "listed cedula", country: "DO", typ: "cedula", value: "001-1427236-0", valid: true, normalized: "00114272360", formatted: "001-1427236-0", entity: ndval.EntityPerson, warnings: WarnIssuerException},
		{name: "listed cedula 2", country: "DO", typ: "cedula", value: "40200401324", valid: true, formatted: "402-0040132-4", warnings: WarnIssuerException},
		{name: "listed 10-digit cedula", country: "DO", typ: "cedula", value: "0094662667", valid: true, formatted: "009-466266-7", warnings: WarnIssuerException},
		{name: "failing, not listed", country: "DO", typ: "cedula", value: "00114272368", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},
		{country: "DO", typ: "cedula", value: "001-1391820-4", reason: ndval.ReasonInvalidChecksum, normalized: "00113918204"},
		{name: "all zeros pass Luhn", country: "DO", typ: "cedula", value: "000-0000000-0", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{name: "10 digits, not listed", country: "DO", typ: "cedula", value: "0011391820", reason: ndval.ReasonInvalidLength},
		{country: "DO", typ: "cedula", value: "0011391820A", reason: ndval.ReasonInvalidFormat},

		// RNC: DGII, mod 11 with weights 7 9 8 6 5 4 3 2.
		{name: "Banco Popular", country: "DO", typ: "rnc", value: "1-01-01063-2", valid: true, normalized: "101010632", formatted: "1-01-01063-2"},
		{name: "Claro", country: "DO", typ: "rnc", value: "101001577", valid: true, formatted: "1-01-00157-7"},
		{name: "DGII", country: "DO", typ: "rnc", value: "4 01 50625 4", valid: true, normalized: "401506254", formatted: "4-01-50625-4"},
		{name: "listed RNC", country: "DO", typ: "rnc", value: "501341601", valid: true, formatted: "5-01-34160-1", warnings: WarnIssuerException},
		{name: "listed 8-digit RNC", country: "DO", typ: "rnc", value: "10233317", valid: true, formatted: "1-02-3331-7", warnings: WarnIssuerException},
		{country: "DO", typ: "rnc", value: "101850042", reason: ndval.ReasonInvalidChecksum},
		{country: "DO", typ: "rnc", value: "10185004", reason: ndval.ReasonInvalidLength},
		{country: "DO", typ: "rnc", value: "1018A0043", reason: ndval.ReasonInvalidFormat},

		// Resolution by length.
		{country: "DO", value: "001-1391820-5", valid: true, wantType: "cedula", entity: ndval.EntityPerson},
		{country: "DO", value: "1-01-01063-2", valid: true, wantType: "rnc"},
		{country: "DO", value: "10233317", valid: true, wantType: "rnc", warnings: WarnIssuerException},
		{country: "DO", value: "0094662667", valid: true, wantType: "cedula", warnings: WarnIssuerException},
		{country: "DO", value: "00114272360", valid: true, wantType: "cedula", warnings: WarnIssuerException},
		{country: "DO", value: "101850042", reason: ndval.ReasonInvalidChecksum, wantType: "rnc"},
		{country: "DO", value: "00114272368", reason: ndval.ReasonInvalidChecksum, wantType: "cedula"},
		{country: "DO", value: "12345", reason: ndval.ReasonInvalidLength, wantType: "cedula"},
	})
}

// TestDOExceptionTablesSorted guards the binary search: the tables must be
// sorted and free of duplicates, and every entry must fail the check digit
// (an entry that passes would never be reached).
func TestDOExceptionTablesSorted(t *testing.T) {
	for name, table := range map[string][]string{
		"cedula": doCedulaExceptions[:],
		"rnc":    doRNCExceptions[:],
	} {
		assert.True(t, sort.StringsAreSorted(table), name)
		for i := 1; i < len(table); i++ {
			assert.NotEqual(t, table[i-1], table[i], "%s: duplicate", name)
		}
	}
	assert.Len(t, doCedulaExceptions, 578)
	assert.Len(t, doRNCExceptions, 23)
	for _, n := range doCedulaExceptions {
		r := Validate("DO", "cedula", n)
		assert.True(t, r.Valid, n)
		assert.Equal(t, WarnIssuerException, r.Warnings, n)
	}
	for _, n := range doRNCExceptions {
		r := Validate("DO", "rnc", n)
		assert.True(t, r.Valid, n)
		assert.Equal(t, WarnIssuerException, r.Warnings, n)
	}
}

func TestDOAllocs(t *testing.T) {
	for _, v := range []string{"00113918205", "00114272360", "101010632", "501341601", "00114272368"} {
		n := testing.AllocsPerRun(100, func() { doCheckCedula(v, Validator{}); doCheckRNC(v, Validator{}) })
		assert.Zero(t, n, v)
		// A compact valid value allocates only its formatted form.
		n = testing.AllocsPerRun(100, func() { Validate("DO", "", v) })
		assert.LessOrEqual(t, n, 1.0, v)
	}
}
