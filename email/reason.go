package email

import "errors"

// Reason says why a value is not an acceptable email address. Reasons are a
// closed set with stable snake_case names, used as-is on the wire.
type Reason string

// The reasons: first those of the syntax, in the order the checks run, then
// those of policy (the address is well-formed but not accepted), then the
// one of the deliverability check.
const (
	// ReasonMissingValue: the value is empty once surrounding space is removed.
	ReasonMissingValue Reason = "missing_value"
	// ReasonUnsafeCharacter: the value holds a character that is unsafe
	// in an address even where the syntax would allow it: a control or
	// format character (bidi overrides, zero-width spaces and joiners, the
	// byte order mark), a line or paragraph separator, a space other than
	// U+0020 outside quotes, a private-use or unassigned code point, a
	// combining mark at the start of the local part or the domain, or
	// bytes that are not UTF-8.
	ReasonUnsafeCharacter Reason = "unsafe_character"
	// ReasonInvalidFormat: the value is not of the form local@domain: it
	// has no @ sign, or more than one outside a quoted local part.
	ReasonInvalidFormat Reason = "invalid_format"
	// ReasonInvalidLocalPart: the part before the @ is empty or breaks the
	// dot-atom or quoted-string syntax (RFC 5322 3.2.3, RFC 5321 4.1.2,
	// RFC 6531 3.3): a character that needs quoting, a leading, trailing
	// or doubled dot, an unclosed quote, text after the closing quote.
	ReasonInvalidLocalPart Reason = "invalid_local_part"
	// ReasonInvalidDomain: the part after the @ cannot be a mail domain
	// that exists: empty, no dot, an empty label, a label over 63 octets or
	// starting or ending with a hyphen, a top-level domain that does not
	// end with a letter (numeric TLDs included), two hyphens in the third
	// and fourth positions outside Punycode, a character outside letters,
	// digits and hyphens, an invalid IDNA label, or a malformed domain
	// literal.
	ReasonInvalidDomain Reason = "invalid_domain"
	// ReasonTooLong: after normalization the local part exceeds 64 octets,
	// the domain 253 octets, or the address 254 octets (in its ASCII form
	// or in UTF-8).
	ReasonTooLong Reason = "too_long"
	// ReasonReservedDomain: the domain is a special-use or reserved name
	// that no public mailbox can have (localhost, .local, .test, .invalid,
	// .example, example.com ...). See the package documentation for the
	// list; Validator.AllowReservedDomains accepts them.
	ReasonReservedDomain Reason = "reserved_domain"
	// ReasonDomainLiteral: the domain is an IP address in brackets
	// (user@[192.0.2.1]), which Validator.AllowDomainLiteral accepts.
	ReasonDomainLiteral Reason = "domain_literal"
	// ReasonQuotedLocalPart: the local part needs quotes ("john
	// doe"@example.net) and Validator.RejectQuotedLocal is set.
	ReasonQuotedLocalPart Reason = "quoted_local_part"
	// ReasonNonASCIILocalPart: the local part is not ASCII, so the address
	// has no ASCII form and needs SMTPUTF8 (RFC 6531), and
	// Validator.ASCIIOnly is set.
	ReasonNonASCIILocalPart Reason = "non_ascii_local_part"
	// ReasonUndeliverable: the deliverability check found that the domain
	// does not receive mail: it has no MX, A or AAAA record, or it
	// publishes a null MX (RFC 7505).
	ReasonUndeliverable Reason = "undeliverable"
)

// Sentinel errors, one per reason, for use with errors.Is on the error
// returned by Result.Err.
var (
	ErrMissingValue      = errors.New("missing value")
	ErrUnsafeCharacter   = errors.New("unsafe character")
	ErrInvalidFormat     = errors.New("not of the form local@domain")
	ErrInvalidLocalPart  = errors.New("invalid local part")
	ErrInvalidDomain     = errors.New("invalid domain")
	ErrTooLong           = errors.New("too long")
	ErrReservedDomain    = errors.New("reserved domain")
	ErrDomainLiteral     = errors.New("domain literal not allowed")
	ErrQuotedLocalPart   = errors.New("quoted local part not allowed")
	ErrNonASCIILocalPart = errors.New("non-ASCII local part not allowed")
	ErrUndeliverable     = errors.New("domain does not receive mail")
)

// Err returns the sentinel error of r, or nil for the empty reason. A
// reason outside the closed set gets a new error naming it.
func (r Reason) Err() error {
	if r == "" {
		return nil
	}
	if err := r.sentinel(); err != nil {
		return err
	}
	return errors.New("email: unknown reason " + string(r))
}

// sentinel returns the sentinel of r, or nil when r is not in the set.
func (r Reason) sentinel() error {
	switch r {
	case ReasonMissingValue:
		return ErrMissingValue
	case ReasonUnsafeCharacter:
		return ErrUnsafeCharacter
	case ReasonInvalidFormat:
		return ErrInvalidFormat
	case ReasonInvalidLocalPart:
		return ErrInvalidLocalPart
	case ReasonInvalidDomain:
		return ErrInvalidDomain
	case ReasonTooLong:
		return ErrTooLong
	case ReasonReservedDomain:
		return ErrReservedDomain
	case ReasonDomainLiteral:
		return ErrDomainLiteral
	case ReasonQuotedLocalPart:
		return ErrQuotedLocalPart
	case ReasonNonASCIILocalPart:
		return ErrNonASCIILocalPart
	case ReasonUndeliverable:
		return ErrUndeliverable
	}
	return nil
}

// wellFormed reports whether a result with reason r still carries the
// normalized address: the policy reasons and the deliverability reason
// concern an address that parsed and normalized cleanly.
func (r Reason) wellFormed() bool {
	switch r {
	case "", ReasonReservedDomain, ReasonDomainLiteral, ReasonQuotedLocalPart,
		ReasonNonASCIILocalPart, ReasonUndeliverable:
		return true
	}
	return false
}

// Error is the error form of an invalid Result. It names the reason but
// never the address: email addresses are personal data.
type Error struct {
	Reason Reason
}

// Error implements error. The message never contains the value.
func (e *Error) Error() string {
	if err := e.Reason.sentinel(); err != nil {
		return "email: " + err.Error()
	}
	if e.Reason == "" {
		return "email: invalid"
	}
	return "email: invalid (" + string(e.Reason) + ")"
}

// Unwrap returns the sentinel of the reason, so errors.Is(err,
// email.ErrInvalidDomain) works.
func (e *Error) Unwrap() error { return e.Reason.sentinel() }
