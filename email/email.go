package email

import (
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/clean"
)

// Result is the outcome of validating one email address.
type Result struct {
	// Valid reports whether the address is well-formed and acceptable under
	// the Validator's options (and, when the deliverability check ran,
	// deliverable).
	Valid bool `json:"valid"`
	// Normalized is the address as it should be stored and compared:
	// surrounding space removed, Unicode NFC, the domain lower-cased and
	// in its Unicode form (UTS #46), the local part kept as written
	// (mail servers may treat its case as significant) except that
	// needless quotes and backslashes are removed. It is set when the
	// address is well-formed, even if a policy (Reason reserved_domain,
	// domain_literal, quoted_local_part, non_ascii_local_part) or the
	// deliverability check (undeliverable) rejects it, and empty otherwise.
	//
	// It is also the form to show: an address has no display form of its
	// own (ASCII is the form for mail systems without SMTPUTF8), so Result
	// has no Formatted.
	Normalized string `json:"normalized"`
	// Reason is empty when Valid is true.
	Reason ndval.Reason `json:"reason,omitempty"`
	// Warnings are set on valid results and kept when the deliverability
	// check finds the address undeliverable; WarnLikelyTypo is also set on
	// an address invalid only because of a mistyped provider domain.
	Warnings Warnings `json:"warnings,omitempty"`
	// ASCII is Normalized with the domain in its ASCII (Punycode) form, as
	// it travels without SMTPUTF8. It is empty when the local part is not
	// ASCII, since such an address has no ASCII form (RFC 6531).
	ASCII string `json:"ascii,omitempty"`
	// LocalPart is the part of Normalized before the @.
	LocalPart string `json:"local_part,omitempty"`
	// Domain is the part of Normalized after the @: a lower-case domain in
	// its Unicode form, or a domain literal such as [192.0.2.1].
	Domain string `json:"domain,omitempty"`
	// ASCIIDomain is Domain in its ASCII (Punycode) form, the one to look
	// up in the DNS. It is set whenever Domain is.
	ASCIIDomain string `json:"ascii_domain,omitempty"`
	// Suggestion is the address with the domain corrected, set with
	// WarnLikelyTypo, e.g. "ana@gmail.com" for "ana@gmial.com".
	Suggestion string `json:"suggestion,omitempty"`
}

// Err returns nil for a valid result and an *ndval.Error otherwise, with
// Field ndval.FieldEmail. Its message never holds the address.
func (r Result) Err() error {
	if r.Valid {
		return nil
	}
	return &ndval.Error{Field: ndval.FieldEmail, Reason: r.Reason}
}

// Validator validates email addresses with options. Its zero value applies
// the defaults: quoted and internationalized local parts are accepted,
// domain literals and special-use domains that cannot exist on the public
// Internet are rejected, and no network I/O is done. A Validator is a
// plain value, safe for concurrent use.
type Validator struct {
	// AllowDomainLiteral accepts an IP address in brackets as the domain:
	// user@[192.0.2.1] or user@[IPv6:2001:db8::1] (RFC 5321 4.1.3).
	// By default such addresses are rejected with ReasonDomainLiteral, as
	// python-email-validator does: public mail never uses them, and in a
	// customer record they are a sign of test or forged data.
	AllowDomainLiteral bool
	// AllowReservedDomains accepts the special-use names that cannot exist
	// on the public Internet (localhost, .test, .local, .example ...), for
	// test environments, with WarnReservedDomain. Malformed domains are
	// still rejected. example.com, example.net and example.org are
	// accepted without it (with WarnReservedDomain).
	AllowReservedDomains bool
	// RejectQuotedLocal rejects local parts that need quotes ("john
	// doe"@example.net) with ReasonQuotedLocalPart, for systems that
	// cannot store or send them. Needlessly quoted local parts
	// ("john"@example.net) are still accepted and normalized to john.
	RejectQuotedLocal bool
	// ASCIIOnly rejects addresses whose local part is not ASCII with
	// ReasonNonASCIILocalPart, for mail systems without SMTPUTF8.
	// Internationalized domains are still accepted: they have an ASCII
	// (Punycode) form.
	ASCIIOnly bool

	// CheckDeliverability makes ValidateContext look the domain up in the
	// DNS (MX, then A/AAAA). Validate never does.
	CheckDeliverability bool
	// Resolver answers the deliverability look-ups; nil means
	// net.DefaultResolver. Tests pass a fake.
	Resolver Resolver
	// Timeout bounds the look-ups of one address; zero means
	// DefaultTimeout.
	Timeout time.Duration
}

// Validate validates value as an email address with the default Validator.
func Validate(value string) Result {
	return Validator{}.Validate(value)
}

// Validate validates value as an email address with v's options. It does
// no network I/O, whatever CheckDeliverability says; ValidateContext does
// the deliverability check.
func (v Validator) Validate(value string) Result {
	var r Result
	v.validate(&r, value)
	return r
}

// validate is Validate writing into r, which is zero: ValidateContext and
// Validate fill their own result, which is not copied on its way out.
func (v Validator) validate(r *Result, value string) {
	var p parsed
	reason := v.parse(value, &p)
	if wellFormed(reason) {
		p.fill(r)
	}
	switch {
	case reason == "":
		r.Valid = true
		r.Warnings, r.Suggestion = p.warnings()
	case reason == ReasonInvalidDomain && p.rawDomain != "":
		// The domain may be a provider's, mistyped beyond the syntax.
		if d, ok := suggestInvalidDomain(p.rawDomain); ok {
			r.Warnings = WarnLikelyTypo
			r.Suggestion = p.local + "@" + d
		}
	}
	r.Reason = reason
	if reason != "" && reason != ndval.ReasonMissingValue {
		// Only an invalid answer is looked at again: no address is
		// punctuation, zeros or words alone, nor a list.
		switch {
		case clean.Placeholder(value):
			*r = Result{Reason: ndval.ReasonMissingValue, Warnings: WarnPlaceholder}
		case clean.MultipleValues(value, '@', 0):
			*r = Result{Reason: ndval.ReasonMultipleValues}
		}
	}
}

// parsed is an address taken apart by parse.
type parsed struct {
	input       string // the trimmed, NFC value
	normalized  string // local@domain, when built while parsing
	local       string // normalized local part
	domain      string // normalized domain (Unicode form or literal)
	asciiDomain string // domain in ASCII form
	asciiLocal  bool   // local is ASCII
	quoted      bool   // local is a quoted string (needs its quotes)
	literal     bool   // domain is a domain literal
	rawDomain   string // the domain as given, when the local part was valid
	specialUse  bool   // a well-formed domain is special-use (isSpecialUse)
	plain       bool   // input is the address in normal form and ASCII (parseUsual)
}

// parse checks value and fills p as far as the checks go. It returns the
// empty reason for a valid address.
func (v Validator) parse(value string, p *parsed) ndval.Reason {
	s := clean.TrimSpace(value)
	if s == "" {
		return ndval.ReasonMissingValue
	}
	if !p.parseUsual(s) {
		if reason := p.parseAny(s); reason != "" {
			return reason
		}
		p.specialUse = !p.literal && isSpecialUse(p.asciiDomain)
	}

	// Policies, on a well-formed address.
	switch {
	case p.literal && !v.AllowDomainLiteral:
		return ReasonDomainLiteral
	case p.specialUse && !v.AllowReservedDomains:
		return ReasonReservedDomain
	case p.quoted && v.RejectQuotedLocal:
		return ReasonQuotedLocalPart
	case !p.asciiLocal && v.ASCIIOnly:
		return ReasonNonASCIILocalPart
	}
	return ""
}

// parseAny checks the trimmed, non-empty value s, any address, and fills p
// as far as the checks go, before the policies. It returns the empty
// reason for a well-formed address.
func (p *parsed) parseAny(s string) ndval.Reason {
	// An address of printable ASCII alone, the usual one, is in NFC and
	// safe: both checks read the others.
	if printablePrefix(s) < len(s) {
		if !isASCII(s) {
			if !utf8.ValidString(s) {
				return ReasonUnsafeCharacter
			}
			s = norm.NFC.String(s)
		}
		if hasUnsafe(s) {
			return ReasonUnsafeCharacter
		}
	}
	p.input = s

	local, domain, quoted, reason := split(s)
	if reason != "" {
		return reason
	}
	if reason := p.parseLocal(local, quoted); reason != "" {
		return reason
	}
	if domain == "" {
		return ReasonInvalidDomain
	}
	if startsWithMark(domain) {
		return ReasonUnsafeCharacter
	}
	p.rawDomain = domain
	if domain[0] == '[' {
		p.literal = true
		if reason := p.parseLiteral(domain); reason != "" {
			return reason
		}
	} else if reason := p.parseHostname(domain); reason != "" {
		return reason
	}
	p.rawDomain = ""

	// The limit holds for the address in UTF-8 and, when it has one (its
	// local part is ASCII), for its ASCII form.
	if len(p.local)+1+len(p.domain) > maxAddress || (p.asciiLocal && len(p.local)+1+len(p.asciiDomain) > maxAddress) {
		return ndval.ReasonTooLong
	}
	return ""
}

// Length limits in octets: RFC 5321 4.5.3.1.1 (local part), RFC 1035 2.3.4
// as a host name without its trailing dot (domain), RFC 3696 erratum 1690
// (address: the 256-octet path minus its angle brackets).
const (
	maxLocal   = 64
	maxDomain  = 253
	maxLabel   = 63
	maxAddress = 254
)

// fill sets the address fields of r from p, without allocating when the
// input was already in normal form.
func (p *parsed) fill(r *Result) {
	n := len(p.local)
	in := p.input
	if p.plain {
		// What the general case below sets for it, without its tests.
		r.Normalized, r.ASCII = in, in
		r.LocalPart = in[:n]
		r.Domain, r.ASCIIDomain = in[n+1:], in[n+1:]
		return
	}
	switch {
	case p.normalized != "":
		r.Normalized = p.normalized
	case len(in) == n+1+len(p.domain) && in[:n] == p.local && in[n] == '@' && in[n+1:] == p.domain:
		r.Normalized = in
	default:
		r.Normalized = p.local + "@" + p.domain
	}
	r.LocalPart = r.Normalized[:n]
	r.Domain = r.Normalized[n+1:]
	r.ASCIIDomain = p.asciiDomain
	if p.asciiDomain == p.domain {
		r.ASCIIDomain = r.Domain
	}
	if p.asciiLocal {
		if r.ASCIIDomain == r.Domain {
			r.ASCII = r.Normalized
		} else {
			r.ASCII = r.LocalPart + "@" + p.asciiDomain
			r.ASCIIDomain = r.ASCII[n+1:]
		}
	}
}

// split cuts s at the @ that ends the local part. For a quoted local part
// it returns the text between the quotes (still escaped) and quoted true.
func split(s string) (local, domain string, quoted bool, reason ndval.Reason) {
	if s[0] == '"' {
		end := closingQuote(s)
		if end < 0 {
			return "", "", false, ReasonInvalidLocalPart
		}
		rest := s[end+1:]
		switch at := strings.IndexByte(rest, '@'); {
		case at < 0:
			return "", "", false, ndval.ReasonInvalidFormat
		case at > 0: // "a"b@c or "a".b@c: obsolete forms nobody accepts
			return "", "", false, ReasonInvalidLocalPart
		}
		local, domain, quoted = s[1:end], rest[1:], true
	} else {
		at := strings.IndexByte(s, '@')
		if at < 0 {
			return "", "", false, ndval.ReasonInvalidFormat
		}
		local, domain = s[:at], s[at+1:]
	}
	if strings.IndexByte(domain, '@') >= 0 {
		return "", "", false, ndval.ReasonInvalidFormat
	}
	return local, domain, quoted, ""
}

// closingQuote returns the index of the quote that closes the quoted
// string s starts with, skipping backslash pairs, or -1.
func closingQuote(s string) int {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return -1
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
