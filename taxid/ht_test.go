package taxid

import "testing"

func TestHT(t *testing.T) {
	runCases(t, []idCase{
		// NIF of a community organisation; shape only.
		{country: "HT", typ: "nif", value: "000-699-208-1", valid: true, normalized: "0006992081", formatted: "000-699-208-1"},
		{country: "HT", typ: "NIF", value: "0008933853", valid: true, formatted: "000-893-385-3", wantType: "nif"},
		{country: "HT", typ: "nif", value: "000-000-000-0", reason: ReasonInvalidComponent},
		{country: "HT", typ: "nif", value: "000-699-208", reason: ReasonInvalidLength},
		{country: "HT", typ: "nif", value: "000-699-208-X", reason: ReasonInvalidFormat},
		{country: "HT", typ: "cin", value: "000-699-208-1", reason: ReasonUnknownType},
		{country: "HT", value: "000-699-208-1", valid: true, wantType: "nif"},
	})
}
