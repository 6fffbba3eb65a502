// Package email validates and normalizes email addresses the way mail
// systems accept them, and flags the ones a billing or payment team should
// look at twice: likely typos of common providers, role mailboxes, free
// and disposable mail services.
//
// One call does the work, with no network I/O:
//
//	r := email.Validate(" Ana.Souza@UOL.com.br")
//	// r.Valid == true, r.Normalized == "Ana.Souza@uol.com.br",
//	// r.Warnings == email.WarnFreeProvider
//
// Options live in a Validator, whose zero value is the default; the
// optional DNS check is Validator.ValidateContext. Result speaks the
// module's vocabulary (package ndval): Valid, Normalized (the form to
// store, which is also the form to show: an address has no separate
// display form, so there is no Formatted), Reason and Warnings, and
// Result.AppendJSON writes its one JSON encoding.
//
// # What valid means
//
// The syntax is that of RFC 5321 and RFC 5322 as mail systems accept it
// in practice: a dot-atom local part or a quoted string (RFC 5321 4.1.2,
// printable ASCII and backslash pairs), internationalized local parts and
// domains (RFC 6531, RFC 5890), and an @. Obsolete forms such as
// comments, folding white space and "a".b mixtures are rejected. The local
// part may have 64 octets, the domain 253 and the whole address 254 (RFC
// 3696 erratum 1690), counted after normalization, in UTF-8 and, when the
// address has one, in its ASCII form.
//
// The domain must be able to exist: at least two labels, each of 1 to 63
// octets in ASCII form, of letters, digits and inner hyphens, no hyphens
// in the third and fourth positions unless Punycode (RFC 5890), valid
// IDNA labels, and a top-level domain ending in a letter, which rules out
// numeric TLDs and bare IP addresses.
//
// Characters that are unsafe in an address even where the syntax would
// allow them are rejected with ReasonUnsafeCharacter: controls, format
// characters (bidi overrides and isolates, zero-width spaces and joiners,
// the byte order mark, the soft hyphen), line and paragraph separators,
// spaces other than U+0020 outside quotes, private-use and unassigned code
// points, a combining mark at the start of the local part or the domain,
// and bytes that are not UTF-8.
//
// # Normalization
//
// As python-email-validator does it: surrounding space is removed, the
// address is put in Unicode NFC (golang.org/x/text/unicode/norm), and the
// domain is mapped with UTS #46 (golang.org/x/net/idna, non-transitional,
// so ß stays ß): lower case, fullwidth characters and the ideographic full
// stops mapped, Punycode labels shown in Unicode. Result.Domain is that
// Unicode form and Result.ASCIIDomain its ASCII form. The local part keeps
// its case, since a mail server may treat it as significant, but loses
// needless quotes and backslashes ("ana"@x.com becomes ana@x.com; RFC
// 5321 4.1.2 asks for the minimum quoting). Result.ASCII is the address
// with the ASCII domain; it is empty when the local part is not ASCII,
// because such an address has no ASCII form.
//
// # Reserved domains
//
// Names that cannot exist on the public Internet are rejected with
// ReasonReservedDomain: the top-level domains arpa, example, invalid,
// localhost, test (RFC 2606, RFC 6761), local (RFC 6762), onion (RFC
// 7686), alt (RFC 9476) and internal (ICANN, 2024), their subdomains, and
// localhost alone. Validator.AllowReservedDomains accepts them, for test
// environments, with WarnReservedDomain.
//
// example.com, example.net and example.org, and their subdomains, are
// valid, with WarnReservedDomain. They exist in the DNS, with a null MX
// (RFC 7505) that IANA publishes for the three, and RFC 6761 asks
// applications not to treat them specially; python-email-validator
// accepts them too. No address there receives mail, though, and in a
// customer record they are placeholders: the warning says so, and the
// deliverability check finds them undeliverable.
//
// # Domain literals
//
// An IP address in brackets (user@[192.0.2.1], user@[IPv6:2001:db8::1])
// is a valid domain literal (RFC 5321 4.1.3) but is rejected by default
// with ReasonDomainLiteral, as python-email-validator rejects it:
// public mail never uses one. Validator.AllowDomainLiteral accepts it,
// normalized to the canonical text of the address.
//
// # Reasons and errors
//
// An invalid Result carries an ndval.Reason, a stable snake_case code: the
// shared ndval.ReasonMissingValue, ndval.ReasonInvalidFormat and
// ndval.ReasonTooLong, or one of the package's own (ReasonUnsafeCharacter,
// ReasonInvalidLocalPart, ReasonInvalidDomain, ReasonReservedDomain,
// ReasonDomainLiteral, ReasonQuotedLocalPart, ReasonNonASCIILocalPart,
// ReasonUndeliverable); reason.go says when each is given. Result.Err
// returns an *ndval.Error (Field ndval.FieldEmail) that unwraps to the
// reason, so
//
//	errors.Is(r.Err(), ndval.ReasonInvalidFormat)
//	errors.Is(r.Err(), email.ReasonInvalidDomain)
//
// work, and errors.As gives the *ndval.Error. Errors never contain the
// address, which is personal data.
//
// The address fields (Normalized, ASCII, LocalPart, Domain, ASCIIDomain)
// are set whenever the address is well-formed, even when a policy rejects
// it (reserved_domain, domain_literal, quoted_local_part,
// non_ascii_local_part) or the DNS says it is undeliverable, and are empty
// otherwise.
//
// # Warnings
//
// A valid address may carry Warnings, a bit set: WarnLikelyTypo with a
// corrected address in Result.Suggestion (ana@gmial.com, hotmail.con,
// yahoo.con.ar, gmail.com.br, and invalid slips such as gmail,com),
// WarnRoleAccount (ventas@, facturacion@, contato@, noreply@ ...),
// WarnFreeProvider (gmail.com, hotmail.com.mx, uol.com.br,
// prodigy.net.mx ...), WarnDisposable (mailinator.com, yopmail.com ...)
// and WarnReservedDomain (example.com). The deliverability check adds
// WarnImplicitMX and WarnDeliverabilityUnknown. Each constant documents
// when it is set.
//
// # Deliverability
//
// Validator.ValidateContext with CheckDeliverability looks the domain up
// through the Resolver it is given (a *net.Resolver, or a fake in tests):
// MX records, falling back to A and AAAA; a null MX (RFC 7505), or no
// record at all, makes the address undeliverable; a DNS failure or
// timeout only adds a warning. Validate never touches the network.
//
// # Data
//
// The provider list (data/providers.txt) and the disposable-domain list
// (data/disposable.txt, a few hundred entries of the CC0
// disposable-email-domains project) name their sources and are compiled
// into tables.go by `go generate` (internal/genemail, which shares the
// tables' index and name masks with the package through
// internal/domaintab); DataVersion names their versions.
//
// # Differences from python-email-validator
//
// Surrounding white space is trimmed rather than rejected. Quoted local
// parts are accepted by default (Validator.RejectQuotedLocal rejects those
// that need their quotes). The example, alt and internal top-level domains
// are reserved (python-email-validator accepts them); example.com,
// example.net and example.org are valid in both, with a warning here. The
// local part's 64-octet limit is counted in octets, not
// characters. Local parts named in RFC 2142 (Postmaster, Info ...) keep
// their case. Dotless domains that are reserved names (localhost, test)
// get ReasonReservedDomain rather than a syntax error, so that
// AllowReservedDomains accepts them. The DNS check does not read SPF
// records. Unicode tables are Go's (Unicode 15.0 in Go 1.26), so a few
// recent characters may be judged differently.
//
// # Performance
//
// Validate uses no regular expressions and no fmt, keeps no mutable
// package state, and is safe for concurrent use. An ASCII address already
// in normal form costs no allocation and well under a microsecond,
// warnings included; BENCHMARKS.md has the figures.
package email
