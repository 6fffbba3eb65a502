package name

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
)

// TestLegalForms checks both outcomes of every legal form and company
// word: after an invented name ("Andina Norte", a person's name without
// them) the value is a company, and the name alone is a person.
func TestLegalForms(t *testing.T) {
	const base = "Andina Norte"
	assert.Equal(t, ndval.EntityPerson, Validate("MX", base).Entity)
	for _, form := range []string{
		"S.A.", "SA", "S/A", "S.A. de C.V.", "S.A.B. de C.V.", "S. de R.L. de C.V.", "S.R.L.", "SRL", "SAS",
		"S.A.S.", "SpA", "Ltda.", "LTDA", "EIRL", "E.I.R.L.", "EIRELI", "ME", "EPP", "S.C.", "A.C.",
		"S.C.S.", "C.A.", "S.A.C.", "S.A.A.", "S.L.", "S.L.U.", "Lda.", "SGPS, S.A.", "S.A.P.I. de C.V.",
		"y Cía.", "& Cía.", "Hnos.", "y Asociados", "e Hijos", "& Filhos", "Cooperativa", "Sociedad Anónima",
		"Limitada", "S. A.", "S. A. de C. V.", "S. de R. L. de C. V.", "S. R. L.", "S. A. S.", "S. A. C.",
		"S. A. C. I. F. I. A.", "S.A.C.I.F.", "Cía. Ltda.",
	} {
		r := Validate("MX", base+" "+form)
		assert.Equal(t, ndval.EntityCompany, r.Entity, form)
		assert.Equal(t, base+" "+form, r.Full, form)
	}
	for _, word := range []string{"Sociedad", "Banco", "Cooperativa", "Fundación", "Asociación", "Universidad",
		"Instituto", "Ministerio", "Municipalidad", "Gobierno", "Compañía", "Corporación", "Caja", "Iglesia"} {
		assert.Equal(t, ndval.EntityCompany, Validate("AR", word+" de "+base).Entity, word)
	}
}

// TestCompanyWordsInPersons checks the other outcome: a word that names
// companies where it decides nothing, and SA after de or a Portuguese
// given name.
func TestCompanyWordsInPersons(t *testing.T) {
	for _, c := range []struct {
		country, value string
		order          Order
		warn           bool
	}{
		{"AR", "Juan Banco Pérez", OrderGivenFirst, true},
		{"AR", "Banco Pérez, Juan", OrderGivenFirst, true},
		{"AR", "BANCO PÉREZ JUAN", OrderSurnamesFirst, true},
		{"ES", "María de la Iglesia Santos", OrderGivenFirst, false},
		{"ES", "Javier Cámara Rodríguez", OrderGivenFirst, true},
		{"BR", "JOSE DE SA", OrderGivenFirst, false},
		{"BR", "JOAO SA", OrderGivenFirst, true},
		{"BR", "Maria Caixa Silva", OrderGivenFirst, true},
		{"MX", "Juan Pérez Hijo", OrderGivenFirst, false},
	} {
		r := Validator{Order: c.order}.Validate(c.country, c.value)
		assert.Equal(t, ndval.EntityPerson, r.Entity, c.value)
		assert.Equal(t, c.warn, r.Warnings.Has(WarnCompanyWord), c.value)
	}
}

// TestSpacedLegalForms: a legal form written as initials with spaces makes
// a company; initials that are also a person's (C. A., J. R. R.) do not.
func TestSpacedLegalForms(t *testing.T) {
	for _, c := range []struct {
		country, value string
		want           ndval.Entity
	}{
		{"MX", "Servicios Andinos S. A. de C. V.", ndval.EntityCompany},
		{"AR", "ANDINA NORTE S. R. L.", ndval.EntityCompany},
		{"AR", "Andina Norte, S. A.", ndval.EntityCompany},
		{"PE", "ANDINA NORTE S. A. C.", ndval.EntityCompany},
		{"VE", "Carlos A. Pérez", ndval.EntityPerson},
		{"VE", "PEREZ, C. A.", ndval.EntityPerson},
		{"AR", "J. R. R. Tolkien", ndval.EntityPerson},
		{"AR", "Juan S. A. Pérez", ndval.EntityPerson},
	} {
		assert.Equal(t, c.want, Validate(c.country, c.value).Entity, "%s %q", c.country, c.value)
	}
}

// TestLegalFormsAnywhere: a legal form written with periods, with periods
// and spaces, or a long one without them (issue 23) makes a company
// wherever it stands: before the name, inside it (a branch's name after
// it) and at the end; each class of form in each place. Person names with
// initials that spell a two-letter form (M.E., A.C., C.A., S. A.) before
// the surname, and
// the Portuguese surname Sa stay persons.
func TestLegalFormsAnywhere(t *testing.T) {
	forms := []struct{ class, form string }{
		{"dotted with trades", "S.A.C.I.F.I.A."},
		{"dotted with trades", "S.A.C.I.F."},
		{"dotted with trades, not listed", "S.A.A.I."},
		{"dotted with trades and e", "S.A.C.e I."},
		{"spaced with de", "S. A. de C. V."},
		{"spaced with de", "S. de R. L. de C. V."},
		{"spaced, three letters", "S. R. L."},
		{"spaced, three letters", "S. A. S."},
		{"dotted, three letters", "S.A.S."},
		{"company word", "Cía."},
		{"dotted long", "Ltda."},
		{"long, no periods", "EIRELI"},
		{"long, no periods", "SpA"},
	}
	for _, f := range forms {
		for _, v := range []string{
			"Andina Norte " + f.form,                   // end
			"Andina Norte " + f.form + " Sucursal Sur", // inside
		} {
			r := Validate("AR", v)
			assert.Equal(t, ndval.EntityCompany, r.Entity, "%s: %q", f.class, v)
			assert.Equal(t, v, r.Full, "%s: %q", f.class, v)
		}
	}
	for _, v := range []string{"S.A.C.I.F.I.A. Andina Norte", "Ltda. Andina Norte", "S.A.S. Andina Norte", "Cía. Andina Norte"} {
		assert.Equal(t, ndval.EntityCompany, Validate("AR", v).Entity, "start: %q", v)
	}
	for _, c := range []struct{ country, value string }{
		{"MX", "M.E. Pérez"},
		{"MX", "A.C. Pérez López"},
		{"VE", "Juan C.A. Pérez"},
		{"AR", "Juan S. A. Pérez"},
		{"AR", "Juan C. V. Pérez"},
		{"ES", "Ana Sa Pérez"},
		{"BR", "Maria de Sa"},
		{"PT", "Sa Carneiro, Francisco"},
	} {
		assert.Equal(t, ndval.EntityPerson, Validate(c.country, c.value).Entity, "%s %q", c.country, c.value)
	}
}

func TestASCII(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"", true},
		{"S.A.", true},
		{"de", true},
		{"Sá", false},
		{"é", false},
		{"d\u00ade", true}, // a soft hyphen is invisible
		{"de\u200b", true},
		{"S.A.\u00a0", false},
		{"\xff", false},
	} {
		assert.Equal(t, tc.want, ascii(tc.w), "%q", tc.w)
		assert.Equal(t, tc.want, asciiRunes(tc.w), "%q", tc.w)
	}
}
