package email

import "github.com/ndval/ndval"

// The reasons only email addresses give. The others are the shared codes
// of package ndval:
//
//   - ndval.ReasonMissingValue: the value is empty once surrounding space
//     is removed.
//   - ndval.ReasonInvalidFormat: the value is not of the form
//     local@domain: it has no @ sign, or more than one outside a quoted
//     local part.
//   - ndval.ReasonTooLong: after normalization the local part exceeds 64
//     octets, the domain 253 octets, or the address 254 octets (in its
//     ASCII form or in UTF-8).
//   - ndval.ReasonMultipleValues: the value is a list of addresses
//     ("a@x.com.ar; pagos@x.com.ar"), as a sheet's cell may hold.
//
// A placeholder ("-", "N/A", "sin correo", "não tem") is missing_value with
// WarnPlaceholder.
//
// In the order the checks run: the syntax (ReasonUnsafeCharacter,
// ReasonInvalidLocalPart, ReasonInvalidDomain), then the policies on a
// well-formed address (ReasonReservedDomain, ReasonDomainLiteral,
// ReasonQuotedLocalPart, ReasonNonASCIILocalPart), then the
// deliverability check (ReasonUndeliverable).
const (
	// ReasonUnsafeCharacter: the value holds a character that is unsafe
	// in an address even where the syntax would allow it: a control or
	// format character (bidi overrides, zero-width spaces and joiners, the
	// byte order mark), a line or paragraph separator, a space other than
	// U+0020 outside quotes, a private-use or unassigned code point, a
	// combining mark at the start of the local part or the domain, or
	// bytes that are not UTF-8.
	ReasonUnsafeCharacter ndval.Reason = "unsafe_character"
	// ReasonInvalidLocalPart: the part before the @ is empty or breaks the
	// dot-atom or quoted-string syntax (RFC 5322 3.2.3, RFC 5321 4.1.2,
	// RFC 6531 3.3): a character that needs quoting, a leading, trailing
	// or doubled dot, an unclosed quote, text after the closing quote.
	ReasonInvalidLocalPart ndval.Reason = "invalid_local_part"
	// ReasonInvalidDomain: the part after the @ cannot be a mail domain
	// that exists: empty, no dot, an empty label, a label over 63 octets or
	// starting or ending with a hyphen, a top-level domain that does not
	// end with a letter (numeric TLDs included), two hyphens in the third
	// and fourth positions outside Punycode, a character outside letters,
	// digits and hyphens, an invalid IDNA label, or a malformed domain
	// literal.
	ReasonInvalidDomain ndval.Reason = "invalid_domain"
	// ReasonReservedDomain: the domain is a special-use name that cannot
	// exist on the public Internet (localhost, .local, .test, .invalid,
	// .example ...; see the package documentation), which
	// Validator.AllowReservedDomains accepts. example.com, example.net and
	// example.org exist and are valid, with WarnReservedDomain.
	ReasonReservedDomain ndval.Reason = "reserved_domain"
	// ReasonDomainLiteral: the domain is an IP address in brackets
	// (user@[192.0.2.1]), which Validator.AllowDomainLiteral accepts.
	ReasonDomainLiteral ndval.Reason = "domain_literal"
	// ReasonQuotedLocalPart: the local part needs quotes ("john
	// doe"@example.net) and Validator.RejectQuotedLocal is set.
	ReasonQuotedLocalPart ndval.Reason = "quoted_local_part"
	// ReasonNonASCIILocalPart: the local part is not ASCII, so the address
	// has no ASCII form and needs SMTPUTF8 (RFC 6531), and
	// Validator.ASCIIOnly is set.
	ReasonNonASCIILocalPart ndval.Reason = "non_ascii_local_part"
	// ReasonUndeliverable: the deliverability check found that the domain
	// does not receive mail: it has no MX, A or AAAA record, or it
	// publishes a null MX (RFC 7505).
	ReasonUndeliverable ndval.Reason = "undeliverable"
)

// wellFormed reports whether a result with reason r still carries the
// normalized address: the policy reasons and the deliverability reason
// concern an address that parsed and normalized cleanly.
func wellFormed(r ndval.Reason) bool {
	switch r {
	case "", ReasonReservedDomain, ReasonDomainLiteral, ReasonQuotedLocalPart,
		ReasonNonASCIILocalPart, ReasonUndeliverable:
		return true
	}
	return false
}
