package message

import (
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/address"
	"github.com/ndval/ndval/email"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// TestComplete: every reason of the root table and every warning of every
// field package has its message in every language, English's being the
// root table's own words; every message is set and has the placeholders
// English has.
func TestComplete(t *testing.T) {
	for _, r := range ndval.Reasons() {
		assert.Equal(t, r.Message, English.Reason(r.Reason), "English is the root table's message")
		for _, l := range Langs() {
			assert.NotEmpty(t, l.Text("reason."+string(r.Reason)), "%s: no message for %s", l, r.Reason)
		}
	}
	warnings := map[ndval.Field][]string{
		// Every bit set: a Set names only the bits its table has.
		ndval.FieldTaxID:   (^taxid.Warnings(0)).Names(),
		ndval.FieldAccount: (^account.Warnings(0)).Names(),
		ndval.FieldEmail:   (^email.Warnings(0)).Names(),
		ndval.FieldPhone:   (^phone.Warnings(0)).Names(),
		ndval.FieldName:    (^name.Warnings(0)).Names(),
		ndval.FieldAddress: (^address.Warnings(0)).Names(),
	}
	for f, names := range warnings {
		assert.NotEmpty(t, names, f)
		for _, n := range names {
			for _, l := range Langs() {
				assert.NotEmpty(t, l.Text("warning."+string(f)+"."+n), "%s: no message for %s warning %s", l, f, n)
			}
		}
		for _, l := range Langs() {
			assert.NotEmpty(t, l.Text("field."+string(f)), "%s: no name for the field %s", l, f)
		}
	}
	ph := regexp.MustCompile(`\{[a-z_]+\}`)
	for i, k := range keys {
		for _, l := range Langs() {
			msg := texts[l.i][i]
			assert.NotEmpty(t, strings.TrimSpace(msg), "%s %s", l, k)
			assert.ElementsMatch(t, ph.FindAllString(texts[0][i], -1), ph.FindAllString(msg, -1), "%s %s", l, k)
		}
	}
}

func TestMatch(t *testing.T) {
	for _, tt := range []struct {
		prefs []string
		want  Lang
	}{
		{nil, English},
		{[]string{""}, English},
		{[]string{"es"}, Spanish},
		{[]string{"es-MX"}, Spanish},
		{[]string{"es-AR,es;q=0.9,en;q=0.8"}, Spanish},
		{[]string{"es-419"}, Spanish},
		{[]string{"es-ES"}, Spanish},
		{[]string{"pt"}, Portuguese},
		{[]string{"pt-PT"}, Portuguese},
		{[]string{"pt-BR,pt;q=0.9"}, Portuguese},
		{[]string{"en-GB"}, English},
		{[]string{"fr-FR,de;q=0.8"}, English},
		{[]string{"fr-FR,pt;q=0.5"}, Portuguese},
		{[]string{"es_AR.UTF-8"}, Spanish},
		{[]string{"pt_BR.UTF-8"}, Portuguese},
		{[]string{"C.UTF-8"}, English},
		{[]string{"POSIX"}, English},
		{[]string{"", "es_MX.UTF-8"}, Spanish},
		{[]string{"*"}, English},
		{[]string{"not a language !!"}, English},
	} {
		assert.Equal(t, tt.want, Match(tt.prefs...), "%q", tt.prefs)
	}
	assert.Equal(t, "es-419", Spanish.String())
	assert.Equal(t, "pt-BR", Portuguese.String())
	assert.Equal(t, "en", English.String())
	assert.Equal(t, English, Lang{})
	for _, l := range Langs() {
		assert.Equal(t, l.Tag().String(), l.String())
		assert.Zero(t, testing.AllocsPerRun(10, func() { _ = l.String() }))
	}
}

func TestError(t *testing.T) {
	err := &ndval.Error{Field: ndval.FieldAccount, Country: "AR", Type: "cbu", Reason: ndval.ReasonInvalidChecksum}
	assert.Equal(t, "cuenta bancaria AR CBU: el dígito verificador no coincide", Spanish.Error(err))
	assert.Equal(t, "conta bancária AR CBU: o dígito verificador não confere", Portuguese.Error(err))
	assert.Equal(t, "bank account AR CBU: check digit does not verify", English.Error(err))
	joined := errors.Join(err, &ndval.Error{Field: ndval.FieldEmail, Reason: ndval.ReasonMultipleValues})
	assert.Equal(t, "cuenta bancaria AR CBU: el dígito verificador no coincide; correo: varios valores donde se espera uno: deje uno solo",
		Spanish.Error(joined))
	assert.Equal(t, "falta el país", Spanish.Error(&ndval.Error{Reason: ndval.ReasonMissingCountry}))
	assert.Equal(t, "falta el valor", Spanish.Error(ndval.ReasonMissingValue))
	assert.Equal(t, "EOF", Spanish.Error(errors.New("EOF")))
	assert.Equal(t, "", Spanish.Error(nil))
	assert.Equal(t, "invalid (no_such_code)", Spanish.Reason("no_such_code"))
	assert.Equal(t, "nope", Spanish.Warning(ndval.FieldName, "nope"))
	assert.Equal(t, "", Spanish.Text("no.such.key"))
	assert.True(t, slices.IsSorted(keys[:]))
}

func TestFormat(t *testing.T) {
	assert.Equal(t, "items tiene 2 ítems; el límite es 1.",
		Spanish.Format("detail.batch_too_large.items", "received", Spanish.Format("items.other", "n", "2"), "max_items", "1"))
	assert.Equal(t, "This path accepts {allow}.", English.Format("detail.method_not_allowed"))
	assert.Equal(t, "This path accepts {max_items}.", English.Format("detail.method_not_allowed", "allow", "{max_items}", "max_items", "1"),
		"a value is not read again")
	assert.Equal(t, "This path accepts {allow}.", English.Format("detail.method_not_allowed", "n", "1"))
	assert.Equal(t, "1 item", English.Format("items.one", "n", "1"))
	assert.Equal(t, "", Portuguese.Format("no.such.key", "n", "1"))
}
