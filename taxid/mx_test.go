package taxid

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
)

func TestMX(t *testing.T) {
	runCases(t, []idCase{
		// RFC of companies (12 characters), with and without separators.
		{country: "MX", typ: "rfc", value: "SAT970701NN3", valid: true, normalized: "SAT970701NN3", formatted: "SAT970701NN3", entity: ndval.EntityCompany},
		{country: "MX", typ: "rfc", value: "sat-970701-nn3", valid: true, normalized: "SAT970701NN3", formatted: "SAT970701NN3", entity: ndval.EntityCompany},
		{country: "MX", typ: "RFC", value: "CFE 370814 QI0", valid: true, wantType: "rfc", normalized: "CFE370814QI0", entity: ndval.EntityCompany},
		{country: "MX", typ: "rfc", value: "PME380607P35", valid: true, entity: ndval.EntityCompany},
		{name: "check value 10 is A", country: "MX", typ: "rfc", value: "CEM880726UZA", valid: true, entity: ndval.EntityCompany},
		// RFC of a person (13 characters): python-stdnum's textbook example.
		{country: "MX", typ: "rfc", value: "GODE 561231 GR8", valid: true, normalized: "GODE561231GR8", formatted: "GODE561231GR8", entity: ndval.EntityPerson},
		// Ñ and &: counted as one character each; ñ is read as Ñ.
		{country: "MX", typ: "rfc", value: "MUÑ-110218-LJ6", valid: true, normalized: "MUÑ110218LJ6", formatted: "MUÑ110218LJ6", entity: ndval.EntityCompany},
		{name: "lower-case ñ", country: "MX", typ: "rfc", value: "muñ110218lj6", valid: true, normalized: "MUÑ110218LJ6", entity: ndval.EntityCompany},
		{country: "MX", typ: "rfc", value: "&&&030828PX7", valid: true, entity: ndval.EntityCompany},
		{name: "Ñ wrongly given the value of &", country: "MX", typ: "rfc", value: "BAÑ930616R65", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityCompany},
		// Generic RFCs.
		{country: "MX", typ: "rfc", value: "XAXX010101000", valid: true, warnings: WarnGeneric},
		{country: "MX", typ: "rfc", value: "XEXX-010101-000", valid: true, normalized: "XEXX010101000", warnings: WarnGeneric},
		{country: "MX", typ: "rfc", value: "XAXX010101000", lenient: true, valid: true, warnings: WarnGeneric},
		// Check digit: Banco Santander México's real RFC does not verify.
		{country: "MX", typ: "rfc", value: "BSM970519DU8", reason: ndval.ReasonInvalidChecksum, normalized: "BSM970519DU8", entity: ndval.EntityCompany},
		{country: "MX", typ: "rfc", value: "BSM970519DU8", lenient: true, valid: true, formatted: "BSM970519DU8", entity: ndval.EntityCompany, warnings: WarnChecksumMismatch},
		{country: "MX", typ: "rfc", value: "GODE561231GR7", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},
		{country: "MX", typ: "rfc", value: "GODE561231GR7", lenient: true, valid: true, entity: ndval.EntityPerson, warnings: WarnChecksumMismatch},
		// Lenient forgives only the check digit.
		{name: "lenient keeps a bad date", country: "MX", typ: "rfc", value: "SAT971301NN3", lenient: true, reason: ndval.ReasonInvalidComponent},
		{name: "lenient keeps a bad shape", country: "MX", typ: "rfc", value: "SAT970701NNB", lenient: true, reason: ndval.ReasonInvalidFormat},
		// Components.
		{name: "synthetic: month 13", country: "MX", typ: "rfc", value: "SAT971301NN9", reason: ndval.ReasonInvalidComponent, entity: ndval.EntityCompany},
		{name: "synthetic: 29 Feb 2001", country: "MX", typ: "rfc", value: "ABC010229AB8", reason: ndval.ReasonInvalidComponent},
		{name: "inconvenient word", country: "MX", typ: "rfc", value: "CACA580710NF7", reason: ndval.ReasonInvalidComponent, entity: ndval.EntityPerson},
		// Length and format.
		{country: "MX", typ: "rfc", value: "SAT970701NN", reason: ndval.ReasonInvalidLength},
		{country: "MX", typ: "rfc", value: "COMG600703", reason: ndval.ReasonInvalidLength},
		{country: "MX", typ: "rfc", value: "GODE561231GR8X", reason: ndval.ReasonInvalidLength},
		{name: "Ñ counts as one character", country: "MX", typ: "rfc", value: "MUÑ110218LJ", reason: ndval.ReasonInvalidLength},
		{country: "MX", typ: "rfc", value: "SAT97O701NN3", reason: ndval.ReasonInvalidFormat},
		{country: "MX", typ: "rfc", value: "SAT970701NÑ3", reason: ndval.ReasonInvalidFormat},
		{country: "MX", typ: "rfc", value: "GODÉ561231GR8", reason: ndval.ReasonInvalidFormat},
		{name: "invalid UTF-8", country: "MX", typ: "rfc", value: "SAT970701N\xc3\x28", reason: ndval.ReasonInvalidFormat},

		// CURP.
		{country: "MX", typ: "curp", value: "SABC560626MDFLRN01", valid: true, normalized: "SABC560626MDFLRN01", formatted: "SABC560626MDFLRN01", entity: ndval.EntityPerson},
		{country: "MX", typ: "curp", value: "boxw-310820-hnerxn09", valid: true, normalized: "BOXW310820HNERXN09", formatted: "BOXW310820HNERXN09", entity: ndval.EntityPerson},
		{country: "MX", typ: "CURP", value: "HEGG560427MVZRRL04", valid: true, wantType: "curp"},
		{name: "synthetic: letter differentiator, 2004", country: "MX", typ: "curp", value: "XEXX040229MNEXXXA2", valid: true},
		{name: "synthetic: 29 Feb 2000", country: "MX", typ: "curp", value: "XEXX000229HDFXXXA8", valid: true},
		{name: "synthetic: 29 Feb 1900", country: "MX", typ: "curp", value: "XEXX000229HDFXXX08", reason: ndval.ReasonInvalidComponent, entity: ndval.EntityPerson},
		{name: "synthetic: sex X", country: "MX", typ: "curp", value: "XAXX800101XJCXXX07", valid: true},
		{country: "MX", typ: "curp", value: "PEGL891313MJCRMS06", reason: ndval.ReasonInvalidComponent},
		{country: "MX", typ: "curp", value: "PEGL890909QJCRMS08", reason: ndval.ReasonInvalidComponent},
		{country: "MX", typ: "curp", value: "PEGL890909MQQRMS02", reason: ndval.ReasonInvalidComponent},
		{country: "MX", typ: "curp", value: "BACA890909MJCRMS05", reason: ndval.ReasonInvalidComponent},
		{country: "MX", typ: "curp", value: "PEGL890909MJCRMS09", reason: ndval.ReasonInvalidChecksum, entity: ndval.EntityPerson},
		{country: "MX", typ: "curp", value: "PEGL890909MJCRMS09", lenient: true, reason: ndval.ReasonInvalidChecksum},
		{country: "MX", typ: "curp", value: "PEGL890909MJCRMS0", reason: ndval.ReasonInvalidLength},
		{country: "MX", typ: "curp", value: "123ZZZZZZZZZZZZZ90", reason: ndval.ReasonInvalidFormat},
		{country: "MX", typ: "curp", value: "PEGL890909MJCRMS0A", reason: ndval.ReasonInvalidFormat},
		{country: "MX", typ: "curp", value: "PEGÑ890909MJCRMS08", reason: ndval.ReasonInvalidFormat},

		// Resolution by length: 12 or 13 characters is an RFC, 18 a CURP.
		{country: "MX", value: "SAT970701NN3", valid: true, wantType: "rfc", entity: ndval.EntityCompany},
		{country: "MX", value: "GODE561231GR8", valid: true, wantType: "rfc", entity: ndval.EntityPerson},
		{country: "MX", value: "XAXX010101000", valid: true, wantType: "rfc", warnings: WarnGeneric},
		{country: "MX", value: "BOXW310820HNERXN09", valid: true, wantType: "curp", entity: ndval.EntityPerson},
		{country: "MX", value: "BSM970519DU8", reason: ndval.ReasonInvalidChecksum, wantType: "rfc"},
		{country: "MX", value: "BSM970519DU8", lenient: true, valid: true, wantType: "rfc", warnings: WarnChecksumMismatch},
		{country: "MX", value: "PEGL890909MJCRMS09", reason: ndval.ReasonInvalidChecksum, wantType: "curp"},
		{country: "MX", value: "12345", reason: ndval.ReasonInvalidLength, wantType: "rfc"},
	})
}

// TestMXWordLists checks the inconvenient word tables against the sizes of
// their sources, 41 words in the SAT's Anexo IV and 81 in RENAPO's Anexo
// 2, and mxInconvenient's one probe against the lists, for every four
// letters and the other bytes a key or an id can hold.
func TestMXWordLists(t *testing.T) {
	set := func(list string) map[string]bool {
		m := map[string]bool{}
		for _, w := range strings.Fields(list) {
			m[w] = true
		}
		return m
	}
	rfcWords, curpWords := set(mxRFCWords), set(mxCURPWords)
	require.Len(t, rfcWords, 41)
	require.Len(t, curpWords, 81)
	bytes := "ABCDEFGHIJKLMNOPQRSTUVWXYZ&*09 \x00\xd1\xff"
	rfc, curp := 0, 0
	for _, a := range []byte(bytes) {
		for _, b := range []byte(bytes) {
			for _, c := range []byte(bytes) {
				for _, d := range []byte(bytes) {
					w := string([]byte{a, b, c, d})
					inRFC, inCURP := mxRFCInconvenient(w), mxCURPInconvenient(w)
					if inRFC != rfcWords[w] || inCURP != curpWords[w] {
						t.Fatalf("%q: rfc %v, curp %v", w, inRFC, inCURP)
					}
					if inRFC {
						rfc++
					}
					if inCURP {
						curp++
					}
				}
			}
		}
	}
	assert.Equal(t, 41, rfc)
	assert.Equal(t, 81, curp)
}

func TestMXAllocs(t *testing.T) {
	for _, in := range [][2]string{
		{"rfc", "SAT970701NN3"}, {"rfc", "BSM970519DU8"},
		{"curp", "BOXW310820HNERXN09"}, {"", "GODE561231GR8"},
	} {
		n := testing.AllocsPerRun(100, func() { Validate("MX", in[0], in[1]) })
		assert.Zero(t, n, "%s %s", in[0], in[1])
	}
	// clean.Compact copies any value with a non-ASCII byte: one allocation.
	n := testing.AllocsPerRun(100, func() { Validate("MX", "rfc", "MUÑ110218LJ6") })
	assert.LessOrEqual(t, n, 1.0)
}
