package email

import (
	"github.com/ndval/ndval"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWarnings(t *testing.T) {
	runCases(t, []emailCase{
		// Free providers, Latin American and global.
		{in: "ana@gmail.com", valid: true, warnings: WarnFreeProvider},
		{in: "ana@hotmail.com.mx", valid: true, warnings: WarnFreeProvider},
		{in: "ana@yahoo.com.ar", valid: true, warnings: WarnFreeProvider},
		{in: "ana@uol.com.br", valid: true, warnings: WarnFreeProvider},
		{in: "ana@bol.com.br", valid: true, warnings: WarnFreeProvider},
		{in: "ana@terra.com.br", valid: true, warnings: WarnFreeProvider},
		{in: "ana@ig.com.br", valid: true, warnings: WarnFreeProvider},
		{in: "ana@prodigy.net.mx", valid: true, warnings: WarnFreeProvider},
		{in: "ana@fibertel.com.ar", valid: true, warnings: WarnFreeProvider},
		{in: "ana@outlook.com.br", valid: true, warnings: WarnFreeProvider},
		{in: "ana@GMAIL.COM", valid: true, warnings: WarnFreeProvider},
		{name: "a provider's subdomain is not the provider", in: "ana@mail.gmail.com", valid: true},
		{name: "company domain", in: "ana.souza@petrobras.com.br", valid: true},

		// Role accounts.
		{in: "admin@empresa.com.ar", valid: true, warnings: WarnRoleAccount},
		{in: "info@empresa.com.ar", valid: true, warnings: WarnRoleAccount},
		{in: "ventas@empresa.com.mx", valid: true, warnings: WarnRoleAccount},
		{in: "facturacion@empresa.com.mx", valid: true, warnings: WarnRoleAccount},
		{in: "Facturación@empresa.com.mx", valid: true, warnings: WarnRoleAccount},
		{in: "contato@empresa.com.br", valid: true, warnings: WarnRoleAccount},
		{in: "contacto@empresa.cl", valid: true, warnings: WarnRoleAccount},
		{in: "compras@empresa.com.pe", valid: true, warnings: WarnRoleAccount},
		{in: "pagos@empresa.com.co", valid: true, warnings: WarnRoleAccount},
		{in: "cobranzas@empresa.com.ar", valid: true, warnings: WarnRoleAccount},
		{in: "financeiro@empresa.com.br", valid: true, warnings: WarnRoleAccount},
		{in: "nfe@empresa.com.br", valid: true, warnings: WarnRoleAccount},
		{in: "noreply@empresa.com", valid: true, warnings: WarnRoleAccount},
		{in: "No-Reply@empresa.com", valid: true, warnings: WarnRoleAccount},
		{in: "do_not_reply@empresa.com", valid: true, warnings: WarnRoleAccount},
		{in: "facturacion.electronica@empresa.com.co", valid: true, warnings: WarnRoleAccount},
		{in: "cuentas.por.pagar@empresa.com.mx", valid: true, warnings: WarnRoleAccount},
		{in: "ventas2@empresa.com.mx", valid: true, warnings: WarnRoleAccount},
		{in: "ventas+web@empresa.com.mx", valid: true, warnings: WarnRoleAccount},
		{in: "COBRANÇA@empresa.com.br", valid: true, warnings: WarnRoleAccount},
		{in: "facturacion@gmail.com", valid: true, warnings: WarnRoleAccount | WarnFreeProvider},
		{name: "a person", in: "maria.ventas@empresa.com.mx", valid: true},
		{name: "quoted local parts are never roles", in: `"ventas "@empresa.com.mx`, valid: true},

		// Disposable domains (data/disposable.txt) and their subdomains.
		{in: "ana@mailinator.com", valid: true, warnings: WarnDisposable},
		{in: "ana@yopmail.com", valid: true, warnings: WarnDisposable},
		{in: "ana@10minutemail.com", valid: true, warnings: WarnDisposable},
		{in: "ana@guerrillamail.com", valid: true, warnings: WarnDisposable},
		{in: "ana@emailtemporario.com.br", valid: true, warnings: WarnDisposable},
		{in: "ana@inbox.mailinator.com", valid: true, warnings: WarnDisposable},
		{in: "info@trashmail.com", valid: true, warnings: WarnDisposable | WarnRoleAccount},
		{name: "not a suffix match", in: "ana@notmailinator.com.br", valid: true},
	})
}

func TestLikelyTypo(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		// The examples.
		{"ana@gmial.com", "ana@gmail.com"},
		{"ana@gmal.com", "ana@gmail.com"},
		{"ana@hotmial.com", "ana@hotmail.com"},
		{"ana@hotmail.con", "ana@hotmail.com"},
		{"ana@yahoo.con.ar", "ana@yahoo.com.ar"},
		{"ana@yaho.com.ar", "ana@yahoo.com.ar"},
		{"ana@yahooo.com.ar", "ana@yahoo.com.ar"},
		{"ana@yahoo.com.ra", "ana@yahoo.com.ar"},
		{"ana@outlok.com", "ana@outlook.com"},
		{"ana@uol.con.br", "ana@uol.com.br"},
		{"ana@bol.com.bt", ""}, // .bt is Bhutan: one country code is not turned into another
		{"ana@terra.con.br", "ana@terra.com.br"},
		{"ana@tera.com.br", "ana@terra.com.br"},
		{"ana@hotmail.com.mz", ""}, // Mozambique, likewise
		{"ana@hotmal.com.mx", "ana@hotmail.com.mx"},
		{"ana@prodigy.net.mx", ""},
		{"ana@prodigi.net.mx", "ana@prodigy.net.mx"},
		{"ana@gmail.com.br", "ana@gmail.com"}, // gmail exists under .com only
		{"ana@gmail.com.mx", "ana@gmail.com"},
		{"ana@gmail.es", "ana@gmail.com"},
		{"ana@gmial.com.ar", "ana@gmail.com"},
		{"ana@icloud.com.br", "ana@icloud.com"},
		// More slips.
		{"ana@gmail.co", "ana@gmail.com"},
		{"ana@gmail.cm", "ana@gmail.com"},
		{"ana@gmail.ocm", "ana@gmail.com"},
		{"ana@gmail.comm", "ana@gmail.com"},
		{"ana@gnail.com", "ana@gmail.com"},
		{"ana@gmaill.com", "ana@gmail.com"},
		{"ana@hotamil.com", "ana@hotmail.com"},
		{"ana@hotmil.com", "ana@hotmail.com"},
		{"ana@hotmail.co", "ana@hotmail.com"},
		{"ana@hotmailcom.br", "ana@hotmail.com.br"},
		{"ana@outllok.com", "ana@outlook.com"},
		{"ana@gmial.con", "ana@gmail.com"},
		{"ventas@empresa.con", "ventas@empresa.com"},
		{"ventas@empresa.con.mx", "ventas@empresa.com.mx"},
		{"ventas@empresa.cmo.br", "ventas@empresa.com.br"},
		// Not typos: real domains near a provider.
		{"ana@cloud.com", ""},      // not icloud.com: the first letter differs
		{"ana@email.com", ""},      // a provider itself
		{"ana@ymail.com", ""},      // Yahoo's, one letter from gmail.com
		{"ana@hotmail.be", ""},     // Microsoft's Belgian domain
		{"ana@yahoo.com.au", ""},   // Yahoo's Australian domain
		{"ana@terra.com.mx", ""},   // another suffix, two edits away
		{"ana@live.com.pt", ""},    // short names must match exactly
		{"ana@life.com", ""},       // not live.com
		{"ana@bol.com", ""},        // not bol.com.br
		{"ana@ig.com", ""},         // not ig.com.br
		{"ana@uolhost.com.br", ""}, // a different name
		{"ana@gmx.at", ""},         // two edits from gmx.de
		{"ana@empresa.com.co", ""}, // .co is Colombia
		{"ana@yahoo.co.jp", ""},    // two edits from yahoo.co.uk
		{"ana@hotmail.com.co", ""}, // no candidate within one edit
		{"ana@hotmail.fr", ""},     // a provider
		{"ana@mercadolibre.com", ""},
	} {
		t.Run(tc.in, func(t *testing.T) {
			r := Validate(tc.in)
			assert.Equal(t, tc.want, r.Suggestion)
			assert.Equal(t, tc.want != "", r.Warnings.Has(WarnLikelyTypo), "warnings %v", r.Warnings)
			if tc.want != "" {
				s := Validate(r.Suggestion)
				assert.True(t, s.Valid, "suggestion %q: %s", r.Suggestion, s.Reason)
				assert.False(t, s.Warnings.Has(WarnLikelyTypo), "suggestion %q is itself a typo", r.Suggestion)
			}
		})
	}
}

// TestLikelyTypoInvalid covers suggestions for addresses invalid only
// because of a slip in a provider's domain.
func TestLikelyTypoInvalid(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"ana@gmail,com", "ana@gmail.com"},
		{"ana@gmail;com", "ana@gmail.com"},
		{"ana@gmailcom", "ana@gmail.com"},
		{"ana@gmail..com", "ana@gmail.com"},
		{"ana@gmail.com.", "ana@gmail.com"},
		{"ana@.gmail.com", "ana@gmail.com"},
		{"ana@gmail .com", "ana@gmail.com"},
		{"ana@hotmailcombr", "ana@hotmail.com.br"},
		{"ana@Hotmail,Com", "ana@hotmail.com"},
		{"ana@gmial,com", "ana@gmail.com"},
		{"ana@yahoo.com,ar", "ana@yahoo.com.ar"},
		{"ana@yahoo.com.mx.", "ana@yahoo.com.mx"},
		{"ana@empresa,com", ""},
		{"ana@gmail", ""},
		{"ana@[gmail.com]", ""},
		{"ana..souza@gmail,com", ""}, // the local part fails first
	} {
		t.Run(tc.in, func(t *testing.T) {
			r := Validate(tc.in)
			require.False(t, r.Valid)
			assert.Equal(t, tc.want, r.Suggestion)
			assert.Equal(t, tc.want != "", r.Warnings.Has(WarnLikelyTypo))
		})
	}
}

func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		max  int
		want int
	}{
		{"gmail", "gmail", 2, 0},
		{"gmial", "gmail", 2, 1},  // swap
		{"gmal", "gmail", 2, 1},   // deletion
		{"gmaill", "gmail", 2, 1}, // insertion
		{"gnail", "gmail", 2, 1},  // substitution
		{"hotmial", "hotmail", 2, 1},
		{"ca", "abc", 3, 3}, // optimal string alignment: 3 (true Damerau-Levenshtein: 2)
		{"hotmail", "outlook", 2, 3},
		{"abc", "abcdef", 2, 3},
		{long("a", 40), long("a", 40), 2, 3}, // beyond maxDistanceLen
	} {
		assert.Equal(t, tc.want, distance(tc.a, tc.b, tc.max), "%s %s", tc.a, tc.b)
		if len(tc.a) <= maxDistanceLen {
			assert.Equal(t, tc.want, distance(tc.b, tc.a, tc.max), "%s %s", tc.b, tc.a)
		}
	}
}

func TestWarningsNames(t *testing.T) {
	all := WarnLikelyTypo | WarnRoleAccount | WarnFreeProvider | WarnDisposable | WarnImplicitMX |
		WarnDeliverabilityUnknown | WarnReservedDomain | WarnPlaceholder
	assert.Len(t, all.Names(), len(warningTable))
	assert.Equal(t, "likely_typo,role_account,free_provider,disposable,implicit_mx,deliverability_unknown,reserved_domain,placeholder",
		all.String())
	assert.Nil(t, Warnings(0).Names())
	assert.Equal(t, "", Warnings(0).String())
	assert.True(t, all.Has(WarnDisposable|WarnImplicitMX))
	assert.False(t, WarnDisposable.Has(WarnDisposable|WarnImplicitMX))

	b, err := all.MarshalJSON()
	require.NoError(t, err)
	var back Warnings
	require.NoError(t, back.UnmarshalJSON(b))
	assert.Equal(t, all, back)

	b, err = Warnings(0).MarshalJSON()
	require.NoError(t, err)
	assert.Equal(t, "[]", string(b))

	assert.ErrorContains(t, back.UnmarshalJSON([]byte(`["bogus"]`)), `ndval: unknown name "bogus"`)
	assert.Error(t, back.UnmarshalJSON([]byte(`{`)))
}

func TestRoleNames(t *testing.T) {
	for _, s := range []string{"admin", "info", "ventas", "facturacion", "contato", "contacto", "compras",
		"pagos", "cobranzas", "financeiro", "nfe", "noreply", "postmaster", "abuse"} {
		assert.True(t, isRole(s), s)
		assert.True(t, isRole(strings.ToUpper(s)), s)
	}
	for _, s := range []string{"ana", "juan.perez", "", `"admin"`, "adminx", "+admin"} {
		assert.False(t, isRole(s), s)
	}
	assert.False(t, isRole(long("ñ", 64)), "long non-ASCII local part")
}

// TestPlaceholder: what sheets hold where an address is missing is
// answered missing_value with WarnPlaceholder; a broken address is not.
func TestPlaceholder(t *testing.T) {
	for _, v := range []string{"-", "--", ".", "N/A", "sin correo", "Sin Email", "não tem", "no tiene", "s/d", "0"} {
		r := Validate(v)
		assert.Equal(t, ndval.ReasonMissingValue, r.Reason, v)
		assert.Equal(t, WarnPlaceholder, r.Warnings, v)
		assert.False(t, r.Valid, v)
	}
	for _, v := range []string{"@", "sin@correo", "pagos@x.com.ar; a@x.com.ar", "   "} {
		assert.False(t, Validate(v).Warnings.Has(WarnPlaceholder), v)
	}
}

// TestMultipleValues: a cell with several addresses is named so.
func TestMultipleValues(t *testing.T) {
	for _, v := range []string{"a@x.com.ar; pagos@x.com.ar", "a@x.com.ar, pagos@x.com.ar", "a@x.com.ar / b@x.com"} {
		assert.Equal(t, ndval.ReasonMultipleValues, Validate(v).Reason, v)
		assert.ErrorIs(t, Validate(v).Err(), ndval.ReasonMultipleValues, v)
	}
	assert.Equal(t, ndval.Reason(""), Validate("pagos@x.com.ar").Reason)
}
