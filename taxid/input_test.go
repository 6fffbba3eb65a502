package taxid

import (
	"testing"

	"github.com/ndval/ndval"
)

// TestPastedValues checks the module's separator rule (internal/clean) on
// values as people paste them from spreadsheets, PDFs and web pages.
func TestPastedValues(t *testing.T) {
	runCases(t, []idCase{
		{name: "CUIT with no-break spaces", country: "AR", value: "30\u00a054668997\u00a09",
			valid: true, wantType: "cuit", normalized: "30546689979"},
		{name: "CUIT with en dashes", country: "AR", value: "30\u201354668997\u20139",
			valid: true, wantType: "cuit", normalized: "30546689979"},
		{name: "CUIT with narrow no-break space and minus sign", country: "AR", typ: "cuit", value: "30\u202f54668997\u22129",
			valid: true, normalized: "30546689979"},
		{name: "CUIT in full-width digits", country: "AR", value: "３０－５４６６８９９７－９",
			valid: true, wantType: "cuit", normalized: "30546689979", formatted: "30-54668997-9"},
		// Before the shared rule the RLM stayed in the value, which then
		// had the 14 bytes of a CNPJ.
		{name: "CPF with a stray RLM", country: "BR", value: "123.456.789-09\u200f",
			valid: true, wantType: "cpf", normalized: "12345678909"},
		{name: "CPF with a leading LRM and zero-width space", country: "BR", value: "\u200e123.456.\u200b789-09",
			valid: true, wantType: "cpf", normalized: "12345678909"},
		{name: "CNPJ with a soft hyphen and a BOM", country: "BR", value: "\ufeff33.000.167/0001\u00ad-01",
			valid: true, wantType: "cnpj", normalized: "33000167000101"},
		{name: "RUT with a full-width k", country: "CL", value: "61.704.000-ｋ",
			valid: true, normalized: "61704000K"},
		{name: "Panama keeps its hyphens from Unicode dashes", country: "PA", value: "8\u2010NT\u20111\u201212541 D.V. 40",
			valid: true, wantType: "ruc", normalized: "8-NT-1-12541DV40"},
	})
}

// TestLabels checks that a label written before the value, the document's
// name or the country's ISO code written VAT-style, is dropped, and never
// at the cost of a valid value.
func TestLabels(t *testing.T) {
	runCases(t, []idCase{
		{country: "BR", value: "CPF: 123.456.789-09", valid: true, wantType: "cpf", normalized: "12345678909"},
		{country: "BR", typ: "cnpj", value: "CNPJ 33.000.167/0001-01", valid: true, normalized: "33000167000101"},
		{country: "AR", value: "CUIT N° 30-54668997-9", valid: true, wantType: "cuit", normalized: "30546689979"},
		{country: "AR", value: "cuit nº 30-54668997-9", valid: true, wantType: "cuit", normalized: "30546689979"},
		{country: "AR", typ: "cuil", value: "CUIL: 20-12345678-6", valid: true, normalized: "20123456786"},
		{country: "AR", value: "CUIT 30-54668997-8", reason: ndval.ReasonInvalidChecksum, normalized: "30546689978"},
		{country: "CL", value: "R.U.T. 12.531.909-2", valid: true, wantType: "rut", normalized: "125319092"},
		{country: "CL", value: "RUN: 12.531.909-2", valid: true, normalized: "125319092"},
		{country: "CL", value: "CL 12.531.909-2", valid: true, normalized: "125319092"},
		{country: "CL", value: "CL125319092", valid: true, normalized: "125319092"},
		{country: "cl", value: "cl - RUT 12.531.909-2", valid: true, normalized: "125319092"},
		{country: "UY", value: "UY 21 140634 001 1", valid: true, wantType: "rut", normalized: "211406340011"},
		{country: "UY", value: "UY 214844360018", valid: true, wantType: "rut", normalized: "214844360018"},
		{country: "MX", value: "RFC: SAT970701NN3", valid: true, wantType: "rfc", normalized: "SAT970701NN3"},
		{country: "PE", value: "RUC 20131312955", valid: true, wantType: "ruc", normalized: "20131312955"},
		{country: "PA", value: "RUC 8-NT-1-12541 DV 40", valid: true, normalized: "8-NT-1-12541DV40"},
		// Another country's code is not a label: the value is checked as
		// written.
		{country: "AR", value: "CL 30-54668997-9", reason: ndval.ReasonInvalidLength, normalized: "CL30546689979"},
		// Letters that read as a label but belong to the value: a
		// synthetic company RFC whose name letters are RFC. Cutting the
		// label would leave an invalid value, so the value stays whole.
		{country: "MX", value: "RFC-970701-NN8", valid: true, wantType: "rfc", normalized: "RFC970701NN8"},
		{country: "MX", typ: "rfc", value: "rfc 970701 NN8", valid: true, normalized: "RFC970701NN8"},
		{country: "MX", value: "RFC970701NN8", valid: true, normalized: "RFC970701NN8"},
		{name: "a label alone is the value", country: "BR", value: "CPF:", reason: ndval.ReasonInvalidFormat, normalized: "CPF:"},
	})
}
