package account

import (
	"strings"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/checksum"
	"github.com/ndval/ndval/internal/clean"
	iso3166 "github.com/ndval/ndval/internal/country"
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

// Bank is a bank entry a Validator adds to the built-in tables, or
// overrides them with.
type Bank struct {
	Country string // ISO 3166-1 alpha-2 code of the account's country
	// Code is the bank code as it appears in the account number: the
	// 3-digit CBU entity, the 3-digit CLABE bank, the 3-digit CCI entity,
	// the IBAN bank identifier, or, for a CVU, its 7-digit prefix (000 and
	// the provider number), which names the Provider.
	Code string
	Name string // the name Result.BankName gives (Result.Provider for a CVU)
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
// Country is an ISO 3166-1 alpha-2 code in any case, or empty when the
// type or the value says it (see "The country" in the package
// documentation). AccountType is cbu, cvu, clabe, cci or iban in any case,
// or empty to detect it. Value may hold spaces of any kind, dashes, dots
// and slashes, and start with a label such as "IBAN", "CBU:" or "CLABE
// N°".
func Validate(country, accountType, value string) Result {
	return Validator{}.Validate(country, accountType, value)
}

// Validate is like the package-level Validate, with v's options.
func (v Validator) Validate(country, accountType, value string) (r Result) {
	v.validateInto(&r, country, accountType, value)
	if r.Valid && r.Normalized[0] != '0' || r.Reason == ndval.ReasonInvalidCountry {
		return r // the common case: a valid account that is not zeros alone
	}
	if (!r.Valid || zeros(r.Normalized)) && clean.Placeholder(value) {
		// A placeholder is read as the empty value it stands for, with a
		// warning. No account is punctuation or words alone, so only an
		// invalid answer is looked at again, or one of zeros alone (22
		// zeros pass a CVU's check digits).
		r = Result{}
		v.validateInto(&r, country, accountType, "")
		r.Warnings = WarnPlaceholder
	}
	if !r.Valid && r.Reason != ndval.ReasonInvalidCountry {
		switch {
		case clean.Scientific(value):
			r = Result{Country: r.Country, Type: r.Type, Reason: ndval.ReasonExcelScientificNotation}
		case r.Reason == ndval.ReasonInvalidLength:
			if z, ok := v.restoreZeros(country, accountType, value); ok {
				r = z
			}
		}
	}
	return r
}

// restoreZeros validates value, digits alone, with the leading zeros a
// spreadsheet drops put back: one or two for a CBU, a CLABE or a CCI,
// and up to the 000 that starts every CVU. It reports true only for a
// national account of the country given (or the type's) whose check
// digits verify and whose bank is known, returned with
// WarnLeadingZerosRestored; two check digits and a known bank make a
// typo that happens to verify rare, and the warning says what was done.
func (v Validator) restoreZeros(country, accountType, value string) (Result, bool) {
	s := strings.TrimSpace(value)
	if s == "" || !checksum.IsDigits(s) {
		return Result{}, false
	}
	for _, n := range [...]int{22, 20, 18} {
		short := n - len(s)
		if short < 1 || short > 6 {
			continue
		}
		var r Result
		v.validateInto(&r, country, accountType, strings.Repeat("0", short)+s)
		if !r.Valid || !r.ChecksumValid || r.Type == IBAN || r.Warnings&(WarnCountryMismatch|WarnUnknownBank) != 0 {
			continue
		}
		if short > 2 && r.Type != CVU {
			continue
		}
		r.Warnings |= WarnLeadingZerosRestored
		return r, true
	}
	return Result{}, false
}

// zeros reports whether n is one or more zeros and nothing else.
func zeros(n string) bool {
	return n != "" && checksum.AllSame(n) && n[0] == '0'
}

// validateInto is Validate without the rules for what spreadsheets do to
// a value, into r, which is zero.
func (v Validator) validateInto(r *Result, country, accountType, value string) {
	var cc string
	if country != "" { // empty is fine so far: the type or the value may say it
		var why ndval.Reason
		if cc, why = iso3166.Parse(country); why == ndval.ReasonInvalidCountry {
			r.Reason = why
			return
		}
	}
	r.Country = cc
	k, typeOK := kindOf(accountType)
	if k != nil {
		r.Type = k.typ
	}
	n, src, fits := compact(value)
	r.Normalized = n
	d := k // the kind to validate n as
	if d == nil {
		d = detect(cc, n)
	}
	if d == nil && k == nil && cc != "" && typeOK && fits {
		// A country with no account format of its own: a value of a
		// national shape is that format's when it verifies fully.
		if s := shapeKind(n); s != nil {
			r.Normalized = n
			v.check(s, n, src, r)
			if r.Valid && r.ChecksumValid {
				r.Warnings |= WarnCountryMismatch
				return
			}
			*r = Result{Country: cc, Normalized: n}
		}
	}
	if why := countryReason(cc, d, n, fits); why != "" {
		r.Reason = why
		return
	}
	switch {
	case !typeOK:
		r.Reason = ndval.ReasonUnknownType
		return
	case !fits:
		r.Reason = ndval.ReasonInvalidLength
		return
	case n == "":
		r.Reason = ndval.ReasonMissingValue
		return
	}
	v.check(d, n, src, r)
	if k == nil && cc != "" && !(r.Valid && r.ChecksumValid) {
		v.foreign(cc, n, src, r)
	}
	if r.Valid && cc != "" && r.Country != cc && ibanTerritoryOf(cc) != r.Country {
		r.Warnings |= WarnCountryMismatch
	}
}

// kind is one account type. Its rule is a function in the type's own
// file, called by check.
type kind struct {
	typ     Type
	country string // the only country of the type; "" for IBAN
}

var kinds = [...]*kind{&cbuKind, &cvuKind, &clabeKind, &cciKind, &ibanKind}

// check validates the compact number n, written src by the caller, as an
// account of kind k and fills in r (Valid, ChecksumValid, Reason, the bank
// and branch fields, Formatted, Warnings, and Country: the kind's, or the
// IBAN's once its country letters are known). The rules are called
// directly, not through func values in kind: escape analysis would then
// move r to the heap, an allocation per Validate. TestKindsCheck keeps the
// switch complete.
func (v Validator) check(k *kind, n, src string, r *Result) {
	r.Type = k.typ
	if k.country != "" {
		r.Country = k.country
	}
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
	if !r.Valid {
		r.ChecksumValid = false
		r.Formatted = ""
	}
}

// kindOf returns the kind named typ, in any case and with surrounding
// space ignored: nil and true for an empty typ, nil and false for a name
// that is not a type.
func kindOf(typ string) (*kind, bool) {
	switch Type(typ) { // the usual spellings first
	case "":
		return nil, true
	case CBU:
		return &cbuKind, true
	case CVU:
		return &cvuKind, true
	case CLABE:
		return &clabeKind, true
	case CCI:
		return &cciKind, true
	case IBAN:
		return &ibanKind, true
	}
	typ = strings.TrimSpace(typ)
	if typ == "" {
		return nil, true
	}
	for _, k := range kinds {
		if strings.EqualFold(string(k.typ), typ) {
			return k, true
		}
	}
	return nil, false
}

// userBank returns the name v.Banks gives the bank code of country cc.
// The receiver is a value, as for Validate: the rules read v.Banks and
// nothing else. It is small enough to be inlined, so that the zero
// Validator costs no call.
func (v Validator) userBank(cc, code string) (string, bool) {
	if len(v.Banks) == 0 {
		return "", false
	}
	return v.findBank(cc, code)
}

// findBank looks the bank code of country cc up in v.Banks.
func (v Validator) findBank(cc, code string) (string, bool) {
	for _, b := range v.Banks {
		if b.Code == code && strings.EqualFold(b.Country, cc) {
			return b.Name, true
		}
	}
	return "", false
}
