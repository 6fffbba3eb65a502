package taxid

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
)

func TestCU(t *testing.T) {
	runCases(t, []idCase{
		{country: "CU", typ: "ni", value: "91021027775", valid: true, normalized: "91021027775", formatted: "91021027775", entity: ndval.EntityPerson},
		{country: "CU", typ: "ci", value: "720625 06561", valid: true, wantType: "ni", normalized: "72062506561"},
		{name: "19th century", country: "CU", typ: "ni", value: "85020291531", valid: true},
		{name: "21st century leap day (synthetic)", country: "CU", typ: "ni", value: "04022960001", valid: true},
		{name: "2000 is a leap year (synthetic)", country: "CU", typ: "ni", value: "00022960000", valid: true},
		{name: "30 February", country: "CU", typ: "ni", value: "02023061531", reason: ndval.ReasonInvalidComponent, entity: ndval.EntityPerson},
		{name: "1900 is not a leap year", country: "CU", typ: "ni", value: "00022900000", reason: ndval.ReasonInvalidComponent},
		{name: "2005 is not a leap year", country: "CU", typ: "ni", value: "05022960000", reason: ndval.ReasonInvalidComponent},
		{name: "month 13", country: "CU", typ: "ni", value: "91131027775", reason: ndval.ReasonInvalidComponent},
		{name: "31 April", country: "CU", typ: "ni", value: "91043127775", reason: ndval.ReasonInvalidComponent},
		{country: "CU", typ: "ni", value: "9102102777", reason: ndval.ReasonInvalidLength},
		{country: "CU", typ: "ni", value: "9102102777A", reason: ndval.ReasonInvalidFormat},
		{country: "CU", value: "91021027775", valid: true, wantType: "ni"},
		{country: "CU", value: "123", reason: ndval.ReasonInvalidLength, wantType: "ni"},
	})
}

func TestCUAllocs(t *testing.T) {
	for _, v := range []string{"91021027775", "02023061531"} {
		n := testing.AllocsPerRun(100, func() { Validate("CU", "", v) })
		assert.LessOrEqual(t, n, 1.0, v)
	}
}
