package email

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fieldtest"
)

// allReasons are the reasons Validate and ValidateContext give, in the
// order of reason.go.
var allReasons = []ndval.Reason{
	ndval.ReasonMissingValue, ReasonUnsafeCharacter, ndval.ReasonInvalidFormat,
	ReasonInvalidLocalPart, ReasonInvalidDomain, ndval.ReasonTooLong,
	ReasonReservedDomain, ReasonDomainLiteral, ReasonQuotedLocalPart,
	ReasonNonASCIILocalPart, ReasonUndeliverable, ndval.ReasonMultipleValues,
}

// emailCase is one row of a table test. Empty string fields are not
// checked unless check says so; valid, reason, warnings and suggestion
// always are.
type emailCase struct {
	name string
	v    Validator
	in   string

	valid      bool
	reason     ndval.Reason
	normalized string
	ascii      string
	local      string
	domain     string
	asciiDom   string
	warnings   Warnings
	suggestion string
	noASCII    bool // ASCII must be empty
}

func runCases(t *testing.T, cases []emailCase) {
	t.Helper()
	for _, tc := range cases {
		name := tc.name
		if name == "" {
			name = tc.in
		}
		t.Run(name, func(t *testing.T) {
			r := tc.v.Validate(tc.in)
			assert.Equal(t, tc.valid, r.Valid, "valid (reason %q)", r.Reason)
			assert.Equal(t, tc.reason, r.Reason, "reason")
			assert.Equal(t, tc.warnings, r.Warnings, "warnings")
			assert.Equal(t, tc.suggestion, r.Suggestion, "suggestion")
			for _, f := range []struct{ name, want, got string }{
				{"normalized", tc.normalized, r.Normalized},
				{"ascii", tc.ascii, r.ASCII},
				{"local part", tc.local, r.LocalPart},
				{"domain", tc.domain, r.Domain},
				{"ascii domain", tc.asciiDom, r.ASCIIDomain},
			} {
				if f.want != "" {
					assert.Equal(t, f.want, f.got, f.name)
				}
			}
			if tc.noASCII {
				assert.Empty(t, r.ASCII, "ascii")
			}
			if r.Valid {
				assert.NoError(t, r.Err())
			} else {
				assert.ErrorIs(t, r.Err(), tc.reason)
				fieldtest.ReasonListed(t, ndval.FieldEmail, r.Reason)
			}
			if !wellFormed(r.Reason) {
				assert.Empty(t, r.Normalized+r.ASCII+r.LocalPart+r.Domain+r.ASCIIDomain, "address fields of a malformed address")
			}
			assertStable(t, tc.v, r)
		})
	}
}

func TestValidateNormalization(t *testing.T) {
	runCases(t, []emailCase{
		{name: "ascii as is", in: "ana.souza@uol.com.br", valid: true, normalized: "ana.souza@uol.com.br",
			ascii: "ana.souza@uol.com.br", local: "ana.souza", domain: "uol.com.br", asciiDom: "uol.com.br",
			warnings: WarnFreeProvider},
		{name: "domain lower-cased, local part kept", in: "Ana.Souza@UOL.COM.BR", valid: true,
			normalized: "Ana.Souza@uol.com.br", local: "Ana.Souza", domain: "uol.com.br", warnings: WarnFreeProvider},
		{name: "surrounding space trimmed", in: " \t juan.perez@mercadolibre.com.ar\u00a0\n", valid: true,
			normalized: "juan.perez@mercadolibre.com.ar"},
		{name: "IDN domain", in: "user@bücher.de", valid: true, normalized: "user@bücher.de",
			ascii: "user@xn--bcher-kva.de", domain: "bücher.de", asciiDom: "xn--bcher-kva.de"},
		{name: "IDN domain with capitals", in: "user@Bücher.DE", valid: true, normalized: "user@bücher.de",
			ascii: "user@xn--bcher-kva.de"},
		{name: "Punycode domain shown in Unicode", in: "user@xn--bcher-kva.de", valid: true,
			normalized: "user@bücher.de", ascii: "user@xn--bcher-kva.de", asciiDom: "xn--bcher-kva.de"},
		{name: "Punycode in capitals", in: "user@XN--BCHER-KVA.DE", valid: true, normalized: "user@bücher.de"},
		{name: "internationalized local part has no ASCII form", in: "用户@例子.广告", valid: true,
			normalized: "用户@例子.广告", local: "用户", domain: "例子.广告", asciiDom: "xn--fsqu00a.xn--4rr70v", noASCII: true},
		{name: "NFC", in: "Jose\u0301@correo.com.mx", valid: true, normalized: "José@correo.com.mx", local: "José", noASCII: true},
		{name: "NFC in the domain", in: "ana@cafe\u0301.com.br", valid: true, normalized: "ana@café.com.br",
			ascii: "ana@xn--caf-dma.com.br"},
		{name: "fullwidth domain (UTS #46)", in: "ana@ＧＭＡＩＬ．ＣＯＭ", valid: true, normalized: "ana@gmail.com",
			ascii: "ana@gmail.com", warnings: WarnFreeProvider},
		{name: "ideographic full stop", in: "ana@例子。广告", valid: true, normalized: "ana@例子.广告",
			ascii: "ana@xn--fsqu00a.xn--4rr70v"},
		{name: "sharp s kept (non-transitional)", in: "ana@straße.de", valid: true, normalized: "ana@straße.de",
			ascii: "ana@xn--strae-oqa.de"},
		{name: "needless quotes removed", in: `"juan.perez"@empresa.com.mx`, valid: true, normalized: "juan.perez@empresa.com.mx"},
		{name: "needed quotes kept", in: `"juan perez"@empresa.com.mx`, valid: true, normalized: `"juan perez"@empresa.com.mx`,
			local: `"juan perez"`, ascii: `"juan perez"@empresa.com.mx`},
		{name: "needless backslash removed", in: `"juan\ perez"@empresa.com.mx`, valid: true, normalized: `"juan perez"@empresa.com.mx`},
		{name: "quote and backslash escaped once", in: `"a\"b\\c"@empresa.com.mx`, valid: true, normalized: `"a\"b\\c"@empresa.com.mx`},
		{name: "quoted non-ASCII space kept in quotes", in: "\"a\u00a0b\"@empresa.com.mx", valid: true,
			normalized: "\"a\u00a0b\"@empresa.com.mx", noASCII: true},
		{name: "subaddress kept", in: "juan+facturas@gmail.com", valid: true, normalized: "juan+facturas@gmail.com", warnings: WarnFreeProvider},
		{name: "case of the local part kept", in: "Postmaster@Empresa.com.ar", valid: true, normalized: "Postmaster@empresa.com.ar",
			warnings: WarnRoleAccount},
	})
}

// long repeats s to n bytes.
func long(s string, n int) string { return strings.Repeat(s, n/len(s)+1)[:n] }

func TestReasons(t *testing.T) {
	label63 := long("a", 63)
	domain253 := label63 + "." + label63 + "." + label63 + "." + long("b", 61) // 253 octets
	cases := []emailCase{
		{in: "", reason: ndval.ReasonMissingValue},
		{name: "spaces only", in: " \t\u00a0 ", reason: ndval.ReasonMissingValue},
		{name: "RIGHT-TO-LEFT OVERRIDE", in: "ana\u202e@gmail.com", reason: ReasonUnsafeCharacter},
		{name: "zero width space", in: "ana\u200b@gmail.com", reason: ReasonUnsafeCharacter},
		{name: "zero width joiner in the domain", in: "ana@gm\u200dail.com", reason: ReasonUnsafeCharacter},
		{name: "byte order mark", in: "\ufeffana@gmail.com", reason: ReasonUnsafeCharacter},
		{name: "NUL", in: "ana\x00@gmail.com", reason: ReasonUnsafeCharacter},
		{name: "invalid UTF-8", in: "ana\xff@gmail.com", reason: ReasonUnsafeCharacter},
		{name: "no-break space inside", in: "ana\u00a0souza@gmail.com", reason: ReasonUnsafeCharacter},
		{name: "combining mark first", in: "\u0301ana@gmail.com", reason: ReasonUnsafeCharacter},
		{name: "combining mark first in the domain", in: "ana@\u0301gmail.com", reason: ReasonUnsafeCharacter},
		{name: "no at sign", in: "ana.gmail.com", reason: ndval.ReasonInvalidFormat},
		{name: "two at signs", in: "ana@souza@gmail.com", reason: ndval.ReasonInvalidFormat},
		{name: "display name", in: "Ana Souza <ana@gmail.com>", reason: ReasonInvalidLocalPart},
		{name: "empty local part", in: "@gmail.com", reason: ReasonInvalidLocalPart},
		{name: "empty quoted local part", in: `""@gmail.com`, reason: ReasonInvalidLocalPart},
		{name: "comma in local part", in: "ana,souza@gmail.com", reason: ReasonInvalidLocalPart},
		{name: "double dot", in: "ana..souza@gmail.com", reason: ReasonInvalidLocalPart},
		{name: "backslash pair with non-ASCII", in: `"ana\é"@gmail.com`, reason: ReasonInvalidLocalPart},
		{name: "empty domain", in: "ana@", reason: ReasonInvalidDomain},
		{name: "no dot", in: "ana@gmail", reason: ReasonInvalidDomain},
		{name: "numeric TLD", in: "ana@empresa.123", reason: ReasonInvalidDomain},
		{name: "bare IPv4", in: "ana@192.0.2.1", reason: ReasonInvalidDomain},
		{name: "TLD ending in a digit", in: "ana@empresa.c0m2", reason: ReasonInvalidDomain},
		{name: "label over 63", in: "ana@" + long("a", 64) + ".com", reason: ReasonInvalidDomain},
		{name: "label of 63", in: "ana@" + label63 + ".com", valid: true},
		{name: "leading hyphen", in: "ana@-empresa.com", reason: ReasonInvalidDomain},
		{name: "trailing hyphen", in: "ana@empresa-.com", reason: ReasonInvalidDomain},
		{name: "empty label", in: "ana@empresa..com", reason: ReasonInvalidDomain},
		{name: "underscore", in: "ana@em_presa.com", reason: ReasonInvalidDomain},
		{name: "emoji domain (IDNA2008)", in: "ana@💩.la", reason: ReasonInvalidDomain},
		{name: "emoji in Punycode", in: "ana@xn--ls8h.la", reason: ReasonInvalidDomain},
		{name: "bad Punycode", in: "ana@xn--0.com", reason: ReasonInvalidDomain},
		{name: "Punycode of ASCII", in: "ana@xn--empresa-.com", reason: ReasonInvalidDomain},
		{name: "Bidi rule", in: "ana@abcא.com", reason: ReasonInvalidDomain},
		{name: "local part of 64", in: long("a", 64) + "@gmail.com", valid: true, warnings: WarnFreeProvider},
		{name: "local part of 65", in: long("a", 65) + "@gmail.com", reason: ndval.ReasonTooLong},
		{name: "local part of 64 octets in UTF-8", in: long("ñ", 64) + "@gmail.com", valid: true, warnings: WarnFreeProvider},
		{name: "local part of 66 octets in UTF-8", in: long("ñ", 66) + "@gmail.com", reason: ndval.ReasonTooLong},
		{name: "domain of 253", in: "a@" + domain253, reason: ndval.ReasonTooLong},
		{name: "address of 254", in: long("a", 254-1-len(domain253[4:])) + "@" + domain253[4:], valid: true},
		{name: "address of 255", in: long("a", 255-1-len(domain253[4:])) + "@" + domain253[4:], reason: ndval.ReasonTooLong},
		{in: "ana@localhost", reason: ReasonReservedDomain, normalized: "ana@localhost"},
		{in: "ana@empresa.local", reason: ReasonReservedDomain},
		{in: "ana@empresa.test", reason: ReasonReservedDomain},
		{in: "ana@empresa.invalid", reason: ReasonReservedDomain},
		{in: "ana@empresa.example", reason: ReasonReservedDomain},
		{in: "ana@empresa.localhost", reason: ReasonReservedDomain},
		{in: "ana@facebookcorewwwi.onion", reason: ReasonReservedDomain},
		{in: "ana@router.home.arpa", reason: ReasonReservedDomain},
		{in: "ana@corp.internal", reason: ReasonReservedDomain},
		{in: "ana@name.alt", reason: ReasonReservedDomain},
		{name: "the example TLD", in: "ana@example", reason: ReasonReservedDomain},
		{in: "ana@example.com", valid: true, normalized: "ana@example.com", warnings: WarnReservedDomain},
		{in: "ana@mail.example.net", valid: true, warnings: WarnReservedDomain},
		{in: "ana@EXAMPLE.ORG", valid: true, normalized: "ana@example.org", warnings: WarnReservedDomain},
		{in: "ventas@example.com", valid: true, warnings: WarnRoleAccount | WarnReservedDomain},
		{name: "example inside a name is fine", in: "ana@myexample.com", valid: true},
		{name: "example.com under a country code is fine", in: "ana@example.com.br", valid: true},
		{name: "test inside a name is fine", in: "ana@test.com.br", valid: true},
		{in: "ana@[192.0.2.1]", reason: ReasonDomainLiteral, normalized: "ana@[192.0.2.1]", domain: "[192.0.2.1]"},
		{in: `"ana souza"@gmail.com`, v: Validator{RejectQuotedLocal: true}, reason: ReasonQuotedLocalPart,
			normalized: `"ana souza"@gmail.com`},
		{in: "josé@gmail.com", v: Validator{ASCIIOnly: true}, reason: ReasonNonASCIILocalPart, normalized: "josé@gmail.com"},
		{name: "two addresses in one cell", in: "compras@ypf.com; pagos@ypf.com", reason: ndval.ReasonMultipleValues},
	}
	runCases(t, cases)

	// Every reason but the deliverability one (deliverability_test.go) has
	// a case here.
	seen := map[ndval.Reason]bool{ReasonUndeliverable: true}
	for _, tc := range cases {
		seen[tc.reason] = true
	}
	for _, r := range allReasons {
		assert.True(t, seen[r], "no case for reason %s", r)
	}
}

// TestControlCharacters holds the python-email-validator and pyIsEmail
// cases with control characters (tests/test_syntax.py, commit 83e8ced).
// Surrounding control characters and space are trimmed here, so those
// cases differ from python-email-validator, which rejects them.
func TestControlCharacters(t *testing.T) {
	runCases(t, []emailCase{
		{in: "my@example.com\n", valid: true, normalized: "my@example.com", warnings: WarnReservedDomain},
		{in: "\nmy@example.com", valid: true, normalized: "my@example.com", warnings: WarnReservedDomain},
		{in: "test@iana.org\r\n", valid: true, normalized: "test@iana.org"},
		{in: " \r\n test@iana.org", valid: true, normalized: "test@iana.org"},
		{in: "test@\n", reason: ReasonInvalidDomain},
		{in: "my@example\n.com", reason: ReasonUnsafeCharacter},
		{in: "m\ny@example.com", reason: ReasonUnsafeCharacter},
		{in: "my\n@example.com", reason: ReasonUnsafeCharacter},
		{in: "\"test\x00\"@iana.org", reason: ReasonUnsafeCharacter},
		{in: "\"test\\\x00\"@iana.org", reason: ReasonUnsafeCharacter},
		{in: "\x7f@iana.org", reason: ReasonUnsafeCharacter},
		{in: "test@\x7f.org", reason: ReasonUnsafeCharacter},
		{in: "\"\x7f\"@iana.org", reason: ReasonUnsafeCharacter},
		{in: "\"\\\x7f\"@iana.org", reason: ReasonUnsafeCharacter},
		{in: "(\x7f)test@iana.org", reason: ReasonUnsafeCharacter},
		{in: "\"\rtest\"@iana.org", reason: ReasonUnsafeCharacter},
		{in: "(\r)test@iana.org", reason: ReasonUnsafeCharacter},
		{in: "test@iana.org(\r)", reason: ReasonUnsafeCharacter},
		{in: "\"\n\"@iana.org", reason: ReasonUnsafeCharacter},
		{in: "\"\\\n\"@iana.org", reason: ReasonUnsafeCharacter},
		{in: "(\n)test@iana.org", reason: ReasonUnsafeCharacter},
		{in: "\x07@iana.org", reason: ReasonUnsafeCharacter},
		{in: "test@\x07.org", reason: ReasonUnsafeCharacter},
		{in: "\"\x07\"@iana.org", reason: ReasonUnsafeCharacter},
		{in: "\"\\\x07\"@iana.org", reason: ReasonUnsafeCharacter},
		{in: "(\x07)test@iana.org", reason: ReasonUnsafeCharacter},
		{in: "test@[RFC-5322-\\\x07-domain-literal]", reason: ReasonUnsafeCharacter},
		{in: "test@[RFC-5322-\\\t-domain-literal]", reason: ReasonUnsafeCharacter},
		{in: "\r\n \r\n test@iana.org", valid: true},
		{in: "test@iana.org \r\n\r\n ", valid: true},
	})
}

// TestUnsafeCharacters holds python-email-validator's
// test_email_unsafe_character cases, placed inside the local part and the
// domain (at the edges, the spaces among them would be trimmed here).
func TestUnsafeCharacters(t *testing.T) {
	v := Validator{AllowReservedDomains: true}
	for _, s := range []string{
		"\u2005",           // FOUR-PER-EM SPACE (Zs)
		"\u2028",           // LINE SEPARATOR (Zl)
		"\u2029",           // PARAGRAPH SEPARATOR (Zp)
		"\u009c",           // STRING TERMINATOR (Cc)
		"\u200b",           // ZERO WIDTH SPACE (Cf)
		"\u202d-\u202e",    // LEFT-TO-RIGHT and RIGHT-TO-LEFT OVERRIDE (Cf)
		"\xed\xa0\x80",     // U+D800, a surrogate: not UTF-8
		"\ue000",           // private use (Co)
		"\U0010fdef",       // private use (Co)
		"\ufdef",           // unassigned (Cn)
		"\u2066x\u2069",    // LEFT-TO-RIGHT ISOLATE ... POP DIRECTIONAL ISOLATE
		"\u00ad",           // SOFT HYPHEN (Cf)
		"\u200c", "\u200d", // ZERO WIDTH NON-JOINER, JOINER (Cf)
	} {
		for _, in := range []string{"a" + s + "b@test", "test@a" + s + "b.test"} {
			r := v.Validate(in)
			assert.Equal(t, ReasonUnsafeCharacter, r.Reason, "%+q", in)
		}
	}
	// A combining mark first in the local part or the domain.
	assert.Equal(t, ReasonUnsafeCharacter, v.Validate("\u0300@test").Reason)
	assert.Equal(t, ReasonUnsafeCharacter, v.Validate("test@\u0300").Reason)
	// Spaces other than U+0020 are allowed in quotes, as python-email-validator allows them.
	assert.True(t, v.Validate("\"a\u2005b\"@test").Valid)
}

func TestDomainLiterals(t *testing.T) {
	allow := Validator{AllowDomainLiteral: true}
	runCases(t, []emailCase{
		// python-email-validator's test_domain_literal.
		{in: "me@[127.0.0.1]", v: allow, valid: true, normalized: "me@[127.0.0.1]", domain: "[127.0.0.1]", asciiDom: "[127.0.0.1]"},
		{in: "me@[IPv6:::1]", v: allow, valid: true, normalized: "me@[IPv6:::1]"},
		{in: "me@[IPv6:0000:0000:0000:0000:0000:0000:0000:0001]", v: allow, valid: true, normalized: "me@[IPv6:::1]"},
		{in: "me@[ipv6:2001:DB8::1]", v: allow, valid: true, normalized: "me@[IPv6:2001:db8::1]", ascii: "me@[IPv6:2001:db8::1]"},
		{in: "me@[192.0.2.1]", valid: false, reason: ReasonDomainLiteral, normalized: "me@[192.0.2.1]"},
		{in: "me@[IPv6:fe80::1%eth0]", v: allow, reason: ReasonInvalidDomain},
		{in: "me@[IPv6:192.0.2.1]", v: allow, reason: ReasonInvalidDomain},
		{in: "me@[192.000.002.001]", v: allow, reason: ReasonInvalidDomain},
		{in: "me@[]", v: allow, reason: ReasonInvalidDomain},
		{in: "me@[192.0.2.1", v: allow, reason: ReasonInvalidDomain},
		// No warnings on literals.
		{in: "info@[192.0.2.1]", v: allow, valid: true},
	})
}

func TestOptions(t *testing.T) {
	runCases(t, []emailCase{
		{name: "reserved allowed", in: "ana@empresa.test", v: Validator{AllowReservedDomains: true}, valid: true,
			warnings: WarnReservedDomain},
		{name: "localhost allowed", in: "ana@localhost", v: Validator{AllowReservedDomains: true}, valid: true,
			normalized: "ana@localhost", warnings: WarnReservedDomain},
		{name: "example.com the same", in: "ana@example.com", v: Validator{AllowReservedDomains: true}, valid: true,
			warnings: WarnReservedDomain},
		{name: "dotless non-reserved still invalid", in: "ana@intranet", v: Validator{AllowReservedDomains: true}, reason: ReasonInvalidDomain},
		{name: "needless quotes pass RejectQuotedLocal", in: `"ana"@gmail.com`, v: Validator{RejectQuotedLocal: true},
			valid: true, normalized: "ana@gmail.com", warnings: WarnFreeProvider},
		{name: "IDN domain passes ASCIIOnly", in: "ana@bücher.de", v: Validator{ASCIIOnly: true}, valid: true,
			ascii: "ana@xn--bcher-kva.de"},
		{name: "quoted non-ASCII fails ASCIIOnly", in: `"josé perez"@gmail.com`, v: Validator{ASCIIOnly: true},
			reason: ReasonNonASCIILocalPart},
		{name: "Validate ignores CheckDeliverability", in: "ana@gmail.com", v: Validator{CheckDeliverability: true},
			valid: true, warnings: WarnFreeProvider},
	})
}

func TestErr(t *testing.T) {
	err := Validate("ana.souza@gmail..com").Err()
	require.Error(t, err)
	assert.True(t, errors.Is(err, ReasonInvalidDomain))
	assert.False(t, errors.Is(err, ReasonInvalidLocalPart))
	assert.Equal(t, "ndval: email: invalid domain", err.Error())
	assert.NotContains(t, err.Error(), "ana")

	var e *ndval.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, ndval.Error{Field: ndval.FieldEmail, Reason: ReasonInvalidDomain}, *e)

	err = Validate("  ").Err()
	assert.ErrorIs(t, err, ndval.ReasonMissingValue)
	assert.Equal(t, "ndval: email: missing value", err.Error())

	assert.NoError(t, Validate("ana@gmail.com").Err())
	assert.NoError(t, Validate("ana@example.com").Err(), "valid with a warning is usable")
}

func TestReasonsListed(t *testing.T) {
	for _, r := range allReasons {
		assert.True(t, r.Known(), string(r))
		fieldtest.ReasonListed(t, ndval.FieldEmail, r)
		assert.NotContains(t, r.Error(), "_", "%s: the message is text, not the code", string(r))
	}
}

// TestAllocs holds the allocation promises of Validate on ASCII input:
// none for an address already in normal form, valid or not; one when the
// domain's case changes (the normalized address), and one for a
// suggestion.
func TestAllocs(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want float64
	}{
		{"ana.souza@uol.com.br", 0},
		{"facturacion@mercadolibre.com.ar", 0},
		{"  juan.perez@empresa.com.mx  ", 0},
		{"Facturación@empresa.com.mx", 0},
		{"ana@mailinator.com", 0},
		{"Ana.Souza@UOL.COM.BR", 1},
		{"ana@gmial.com", 1},
		{"ana.souza@gmail..com", 1},
		{"ana.souza@empresa..com", 0},
		{"not an address", 0},
		{"", 0},
	} {
		n := testing.AllocsPerRun(100, func() { Validate(tc.in) })
		assert.Equal(t, tc.want, n, "%q", tc.in)
	}
}
