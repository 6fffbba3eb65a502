package taxid

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
)

func TestGT(t *testing.T) {
	runCases(t, []idCase{
		// NIT: mod 11 from the right, check character 0-9 or K.
		{name: "SAT", country: "GT", typ: "nit", value: "1669394-9", valid: true, normalized: "16693949", formatted: "1669394-9"},
		{name: "INFILE", country: "GT", typ: "nit", value: "12521337", valid: true, formatted: "1252133-7"},
		{country: "GT", typ: "nit", value: "576937-k", valid: true, normalized: "576937K", formatted: "576937-K"},
		{country: "GT", typ: "nit", value: "7108-0", valid: true, formatted: "7108-0"},
		{name: "leading zeros kept", country: "GT", typ: "nit", value: "00576937-K", valid: true, normalized: "00576937K", formatted: "00576937-K"},
		{country: "GT", typ: "nit", value: "8977112-0", reason: ndval.ReasonInvalidChecksum},
		{country: "GT", typ: "nit", value: "576937-0", reason: ndval.ReasonInvalidChecksum},
		{country: "GT", typ: "nit", value: "000-0", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "GT", typ: "nit", value: "1", reason: ndval.ReasonInvalidLength},
		{country: "GT", typ: "nit", value: "1234567890123", reason: ndval.ReasonInvalidLength},
		{country: "GT", typ: "nit", value: "1669394-X", reason: ndval.ReasonInvalidFormat},
		{country: "GT", typ: "nit", value: "16K9394-9", reason: ndval.ReasonInvalidFormat},

		// CUI: mod 11 weights 2-9, department and municipality.
		{country: "GT", typ: "cui", value: "1587 56444 0904", valid: true, normalized: "1587564440904", formatted: "1587 56444 0904", entity: ndval.EntityPerson},
		{country: "GT", typ: "dpi", value: "1580352240101", valid: true, wantType: "cui", formatted: "1580 35224 0101"},
		{name: "Sipacate (synthetic)", country: "GT", typ: "cui", value: "1234567890514", valid: true},
		{name: "Petatán (synthetic)", country: "GT", typ: "cui", value: "1234567891333", valid: true},
		{country: "GT", typ: "cui", value: "1680352240101", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},
		{name: "remainder 10", country: "GT", typ: "cui", value: "1000000700101", reason: ndval.ReasonInvalidChecksum},
		{country: "GT", typ: "cui", value: "2415751810000", reason: ndval.ReasonInvalidComponent},
		{country: "GT", typ: "cui", value: "1580352242301", reason: ndval.ReasonInvalidComponent},
		{country: "GT", typ: "cui", value: "1580352240118", reason: ndval.ReasonInvalidComponent},
		{country: "GT", typ: "cui", value: "1580352241334", reason: ndval.ReasonInvalidComponent},
		{country: "GT", typ: "cui", value: "158035224010", reason: ndval.ReasonInvalidLength},
		{country: "GT", typ: "cui", value: "158035224010A", reason: ndval.ReasonInvalidFormat},

		// Resolution by length: 13 digits are a CUI, up to 12 a NIT.
		{country: "GT", value: "1587564440904", valid: true, wantType: "cui", entity: ndval.EntityPerson},
		{country: "GT", value: "1669394-9", valid: true, wantType: "nit"},
		{country: "GT", value: "576937-K", valid: true, wantType: "nit"},
		{country: "GT", value: "1680352240101", reason: ndval.ReasonInvalidChecksum, wantType: "cui"},
		{country: "GT", value: "1669394-8", reason: ndval.ReasonInvalidChecksum, wantType: "nit"},
	})
}

func TestGTAllocs(t *testing.T) {
	for _, v := range []string{"16693949", "576937K", "1587564440904", "1680352240101"} {
		n := testing.AllocsPerRun(100, func() { Validate("GT", "", v) })
		assert.LessOrEqual(t, n, 1.0, v)
	}
}
