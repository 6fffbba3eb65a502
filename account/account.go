package account

import (
	"strings"

	"github.com/ndval/ndval/internal/checksum"
)

// Type is an account number format.
type Type string

const (
	CBU   Type = "cbu"   // Clave Bancaria Uniforme, Argentina: a bank account
	CVU   Type = "cvu"   // Clave Virtual Uniforme, Argentina: a payment-provider account
	CLABE Type = "clabe" // Clave Bancaria Estandarizada, Mexico
	CCI   Type = "cci"   // Código de Cuenta Interbancario, Peru
	IBAN  Type = "iban"  // International Bank Account Number (ISO 13616)
)

// Result is the outcome of validating one account number.
type Result struct {
	Type    Type   `json:"type"`    // the type given or detected; empty when neither
	Country string `json:"country"` // the account's country: AR, MX, PE, or the IBAN's
	// Valid: length, characters and structure are right for Type.
	Valid bool `json:"valid"`
	// ChecksumValid: Valid, and every check digit verifies.
	ChecksumValid bool   `json:"checksum_valid"`
	BankCode      string `json:"bank_code,omitempty"`
	BankName      string `json:"bank_name,omitempty"` // empty when the bank is unknown
	// Branch is the branch code where the format has one (CBU branch, CCI
	// office, IBAN branch), or the CLABE plaza.
	Branch string `json:"branch,omitempty"`
	// BranchName is the CLABE plaza's locality, or several separated by
	// " / " when the code covers several.
	BranchName string `json:"branch_name,omitempty"`
	// Provider names the payment service provider of a CVU, when it can be
	// named reliably.
	Provider string `json:"provider,omitempty"`
	// Normalized is the number without separators, letters upper-cased;
	// set even when not valid.
	Normalized string `json:"normalized"`
	// Formatted is the usual grouped display form; empty when not Valid.
	Formatted string   `json:"formatted"`
	Reason    Reason   `json:"reason,omitempty"`
	Warnings  Warnings `json:"warnings,omitempty"`
}

// Err returns nil when the account is valid and its check digits verify,
// else an *Error.
func (r Result) Err() error {
	if r.Valid && r.ChecksumValid {
		return nil
	}
	return &Error{Type: r.Type, Country: r.Country, Reason: r.Reason}
}

// Bank is a bank entry a Validator adds to the built-in tables, or
// overrides them with.
type Bank struct {
	Country string // ISO 3166-1 alpha-2 code of the account's country
	// Code is the bank code as it appears in the account number: the
	// 3-digit CBU entity, the 3-digit CLABE bank, the 3-digit CCI entity,
	// the IBAN bank identifier, or, for a CVU, its 7-digit prefix (000 and
	// the provider number), which names the Provider.
	Code string
	Name string
}

// Validator validates accounts with options. The zero value uses the
// built-in tables only. A Validator is a plain value, safe for concurrent
// use as long as its slices are not modified.
type Validator struct {
	// Banks are looked up before the built-in tables, so they add banks
	// (one that opened last week) or rename them.
	Banks []Bank
}

// Validate validates value as an account of the given type in country
// with the default Validator.
//
// Country is an ISO 3166-1 alpha-2 code in any case, or empty. AccountType
// is cbu, cvu, clabe, cci or iban in any case, or empty to detect it (see
// the package documentation). Value may hold spaces, '-', '.' and '/'; an
// IBAN may start with "IBAN".
func Validate(country, accountType, value string) Result {
	return Validator{}.Validate(country, accountType, value)
}

// Validate is like the package-level Validate, with v's options.
func (v Validator) Validate(country, accountType, value string) Result {
	var r Result
	var src string
	r.Normalized, src = compact(value)
	country = strings.TrimSpace(country)
	cc, ok := upperCountry(country)
	if !ok {
		r.Reason = ReasonInvalidCountry
		r.Country = strings.ToUpper(country)
		return r
	}
	r.Country = cc
	var k *kind
	if accountType = strings.TrimSpace(accountType); accountType != "" {
		if k = kindOf(accountType); k == nil {
			r.Reason = ReasonUnknownType
			return r
		}
		r.Type = k.typ
	}
	if r.Normalized == "" {
		r.Reason = ReasonMissingValue
		return r
	}
	if k == nil {
		if k = detect(cc, r.Normalized); k == nil {
			r.Reason = ReasonUndetectable
			return r
		}
		r.Type = k.typ
	}
	if k.country != "" {
		if cc != "" && cc != k.country {
			r.Reason = ReasonTypeCountryMismatch
			return r
		}
		r.Country = k.country
	}
	k.run(&v, r.Normalized, src, &r)
	if !r.Valid {
		r.ChecksumValid = false
		r.Formatted = ""
	}
	return r
}

// kind is one account type. Its rule is a function in the type's own
// file, called by run.
type kind struct {
	typ     Type
	country string // the only country of the type; "" for IBAN
}

var kinds = [...]*kind{&cbuKind, &cvuKind, &clabeKind, &cciKind, &ibanKind}

// run calls k's rule: it validates the compact number n, written src by
// the caller, and fills in r
// (Valid, ChecksumValid, Reason, the bank and branch fields, Formatted,
// Warnings, and Country for an IBAN). The rules are called directly, not
// through func values in kind: escape analysis would then move v and r to
// the heap, two allocations per Validate. TestKindsRun keeps it complete.
func (k *kind) run(v *Validator, n, src string, r *Result) {
	switch k.typ {
	case CBU:
		latamCheckCBU(v, n, src, r)
	case CVU:
		latamCheckCVU(v, n, src, r)
	case CLABE:
		latamCheckCLABE(v, n, src, r)
	case CCI:
		latamCheckCCI(v, n, src, r)
	case IBAN:
		ibanCheck(v, n, src, r)
	}
}

// kindOf returns the kind named typ, in any case.
func kindOf(typ string) *kind {
	for _, k := range kinds { // the usual lower-case spelling first
		if string(k.typ) == typ {
			return k
		}
	}
	for _, k := range kinds {
		if strings.EqualFold(string(k.typ), typ) {
			return k
		}
	}
	return nil
}

// detect picks the type of n from its shape and the country (which may
// be empty).
func detect(cc, n string) *kind {
	if len(n) >= 4 && isUpper(n[0]) && isUpper(n[1]) && isDigit(n[2]) && isDigit(n[3]) {
		return &ibanKind
	}
	if !checksum.IsDigits(n) {
		return nationalKind(cc)
	}
	switch {
	case len(n) == 22 && (cc == "" || cc == "AR"):
		if strings.HasPrefix(n, "000") {
			return &cvuKind
		}
		return &cbuKind
	case len(n) == 18 && (cc == "" || cc == "MX"):
		return &clabeKind
	case len(n) == 20 && (cc == "" || cc == "PE"):
		return &cciKind
	}
	return nationalKind(cc)
}

// nationalKind is the type a value of the wrong shape is reported
// against: the country's national format, or IBAN for a country that uses
// IBANs, or none.
func nationalKind(cc string) *kind {
	switch cc {
	case "AR":
		return &cbuKind
	case "MX":
		return &clabeKind
	case "PE":
		return &cciKind
	case "":
		return nil
	}
	if ibanCountryKnown(cc) {
		return &ibanKind
	}
	return nil
}

// lookupBank returns the name of a bank: from v.Banks first, then from
// the built-in table through builtin.
func (v *Validator) lookupBank(country, code string, builtin func(string) (string, bool)) (string, bool) {
	for _, b := range v.Banks {
		if b.Code == code && strings.EqualFold(b.Country, country) {
			return b.Name, true
		}
	}
	return builtin(code)
}

// compact removes spaces and the separators people put in account numbers
// and upper-cases ASCII letters; a leading "IBAN" label is dropped. Other
// bytes are kept, to be reported. It returns the compact form n and src,
// the value as written without surrounding space and label, which n is
// when it needs no change (no allocation then).
func compact(s string) (n, src string) {
	s = strings.TrimSpace(s)
	if len(s) > 4 && (s[4] == ' ' || s[4] == ':') && strings.EqualFold(s[:4], "IBAN") {
		s = strings.TrimLeft(s[4:], " :")
	}
	i := 0
	for i < len(s) && compactKeep[s[i]] == 1 && compactLower[s[i]] == 0 {
		i++
	}
	if i == len(s) {
		return s, s
	}
	var stack [64]byte
	var b []byte
	if len(s) <= len(stack) {
		b = stack[:len(s)]
	} else {
		b = make([]byte, len(s)) // longer than any account number
	}
	j := copy(b, s[:i])
	for ; i < len(s); i++ { // without a branch per byte
		c := s[i]
		b[j] = c - compactLower[c]
		j += int(compactKeep[c])
	}
	return string(b[:j]), s
}

// compactKeep is 0 for the separators compact drops and 1 for every other
// byte; compactLower is what compact subtracts from a byte to upper-case
// it.
var compactKeep, compactLower = func() (keep, lower [256]uint8) {
	for c := range keep {
		keep[c] = 1
	}
	for _, c := range []byte(" -./\t\n\r_") {
		keep[c] = 0
	}
	for c := 'a'; c <= 'z'; c++ {
		lower[c] = 'a' - 'A'
	}
	return keep, lower
}()

// reuse returns b as a string: src itself when it holds the same bytes, so
// that a number the caller wrote in its display form costs no allocation.
func reuse(b []byte, src string) string {
	if string(b) == src {
		return src
	}
	return string(b)
}

// upperCountry checks a country code: empty, or two ASCII letters.
func upperCountry(s string) (string, bool) {
	switch len(s) {
	case 0:
		return "", true
	case 2:
		a, b := upper(s[0]), upper(s[1])
		if isUpper(a) && isUpper(b) {
			if s[0] == a && s[1] == b {
				return s, true
			}
			return string([]byte{a, b}), true
		}
	}
	return "", false
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
