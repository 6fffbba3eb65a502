package email

import "github.com/ndval/ndval"

// Warnings are facts about an address that do not make it invalid but that
// a billing or payment team may want to act on. The zero value holds none.
// Warnings is a bit set, so reading it allocates nothing; Names and
// MarshalJSON give the snake_case names.
type Warnings = ndval.Set[warningNames]

const (
	// WarnLikelyTypo: the domain is one or two keystrokes away from a common
	// mail provider (gmial.com, hotmail.con, yahoo.con.ar, outlok.com), is a
	// provider's name under a suffix the provider does not use
	// (gmail.com.br), or ends in a misspelled .com (empresa.con).
	// Result.Suggestion holds the address with the corrected domain. The
	// address is still valid: someone may own that domain. It is also set,
	// with Suggestion, on an address invalid only because of a slip in a
	// provider's domain (ana@gmail,com, ana@gmailcom).
	WarnLikelyTypo Warnings = 1 << iota
	// WarnRoleAccount: the local part names a function rather than a person
	// (admin, info, ventas, facturacion, contato, compras, pagos,
	// cobranzas, financeiro, nfe, noreply ...). Such mailboxes are normal
	// for billing, but they are often shared, unattended or unable to
	// receive replies.
	WarnRoleAccount
	// WarnFreeProvider: the domain is a consumer mail service (free webmail
	// such as gmail.com or hotmail.com.mx, or an ISP's mailboxes such as
	// uol.com.br or prodigy.net.mx) rather than the organization's own
	// domain.
	WarnFreeProvider
	// WarnDisposable: the domain, or a domain it belongs to, is a throw-away
	// mailbox service (mailinator.com, yopmail.com, 10minutemail.com ...)
	// from the embedded list (see DataVersion).
	WarnDisposable
	// WarnImplicitMX: the deliverability check found no MX record; mail
	// would go to the domain's A or AAAA address (RFC 5321 5.1), which few
	// domains that really receive mail rely on.
	WarnImplicitMX
	// WarnDeliverabilityUnknown: the deliverability check could not finish
	// (timeout, SERVFAIL, no resolver reachable), so it proved nothing
	// either way. The address keeps the verdict of its syntax.
	WarnDeliverabilityUnknown
	// WarnReservedDomain: the domain is a reserved documentation name,
	// example.com, example.net or example.org or under them, which exists
	// but receives no mail (a null MX): in a record, a placeholder. It is
	// also set on the special-use names Validator.AllowReservedDomains
	// accepts (localhost, .test ...). See the package documentation,
	// Reserved domains.
	WarnReservedDomain
	// WarnPlaceholder: the value is what sheets hold where an address is
	// missing ("-", "N/A", "sin correo", "não tem"): it is answered
	// missing_value with this warning, so that a record treats the email
	// as absent and says why.
	WarnPlaceholder
)

// warningNames names the warnings, in bit order: the type argument of Warnings.
type warningNames struct{}

// BitNames returns the snake_case names of the warnings, in bit order.
func (warningNames) BitNames() []string { return warningTable[:] }

var warningTable = [...]string{
	"likely_typo", "role_account", "free_provider", "disposable",
	"implicit_mx", "deliverability_unknown", "reserved_domain", "placeholder",
}

// warnings returns the warnings of a valid address, and the suggested
// address for WarnLikelyTypo.
func (p *parsed) warnings() (Warnings, string) {
	if p.literal {
		return 0, ""
	}
	var w Warnings
	var suggestion string
	if isRole(p.local) {
		w |= WarnRoleAccount
	}
	d := p.asciiDomain
	if isProvider(d) {
		// A provider's domain is neither disposable nor reserved, nor
		// under such a domain (TestProviderTable): nothing is left to
		// look up.
		return w | WarnFreeProvider, ""
	}
	if s, ok := suggest(d); ok {
		w |= WarnLikelyTypo
		suggestion = p.local + "@" + s
	}
	if isDisposable(d) {
		w |= WarnDisposable
	}
	if isDocumentation(d) || p.specialUse {
		w |= WarnReservedDomain
	}
	return w, suggestion
}

// suggest returns the domain that the valid ASCII domain d, not itself a
// provider, most likely mistypes: a provider's (see suggestDomain and
// dotlessProvider) or d with its .com fixed (see suggestCom).
func suggest(d string) (string, bool) {
	if s, ok := suggestDomain(d); ok {
		return s, true
	}
	if s, ok := dotlessProvider(d); ok {
		return s, true
	}
	return suggestCom(d)
}
