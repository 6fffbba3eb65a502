package record

import (
	"strings"
	"unicode/utf8"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/address"
	"github.com/ndval/ndval/internal/swar"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// Check names a consistency check. The names are stable and the list only
// grows; a Result lists its checks in the order of these constants. The
// rules are in the package documentation, "Consistency checks".
type Check string

// The checks, in the order a Result lists them.
const (
	CheckCountryMatchesTaxID   Check = "country_matches_tax_id"
	CheckCountryMatchesAccount Check = "country_matches_account"
	CheckCountryMatchesPhone   Check = "country_matches_phone"
	CheckCountryMatchesAddress Check = "country_matches_address"
	CheckTaxIDMatchesName      Check = "tax_id_matches_name"
	CheckEntityMatchesName     Check = "entity_matches_name"
)

// numChecks is how many Check constants there are.
const numChecks = 6

// checkOrder holds the checks in the order of the constants.
var checkOrder = [numChecks]Check{CheckCountryMatchesTaxID, CheckCountryMatchesAccount, CheckCountryMatchesPhone,
	CheckCountryMatchesAddress, CheckTaxIDMatchesName, CheckEntityMatchesName}

// maxRetried bounds the tax ids that countryMatchesTaxID tries in other
// countries, in bytes: no id is half as long, even with a label and
// separators, and the bound keeps a pasted page from being validated 20
// times.
const maxRetried = 64

// CheckResult is the outcome of one check. Detail says in words what the
// check found, naming countries and document types but never a value.
type CheckResult struct {
	Check  Check  `json:"check"`  // which check
	OK     bool   `json:"ok"`     // whether the two sides agree
	Detail string `json:"detail"` // what was found, in words
}

// checks appends to out every check whose two sides the record has, in
// order, and reports whether country_matches_account applies and failed,
// which readiness needs (unmet). Each outcome is noted on the stack in its
// check's place (the order of checkOrder), then those that apply are
// written into out's room in one loop: one store, whose code runs for
// each, not six inlined appends, and no list built on the stack to be
// copied. The room is out's capacity: maxChecks of the item.
func (v *Validator) checks(out []CheckResult, code string, it *Item, f *Fields) (_ []CheckResult, accountElsewhere bool) {
	var ok, applied [numChecks]bool
	var detail [numChecks]string
	ok[0], detail[0], applied[0] = v.countryMatchesTaxID(code, it.TaxID, f.TaxID)
	ok[1], detail[1], applied[1] = countryMatchesAccount(code, f.Account)
	ok[2], detail[2], applied[2] = countryMatchesPhone(code, f.Phone)
	ok[3], detail[3], applied[3] = countryMatchesAddress(f.Address)
	ok[4], detail[4], applied[4] = taxIDMatchesName(f.TaxID, f.Name)
	ok[5], detail[5], applied[5] = entityMatchesName(f.TaxID, f.Name)
	n, room := len(out), out[:cap(out)]
	for i := range numChecks {
		if applied[i] {
			c := &room[n] // member by member: a literal is built on the stack and copied
			c.Check, c.OK, c.Detail = checkOrder[i], ok[i], detail[i]
			n++
		}
	}
	return room[:n], applied[1] && !ok[1]
}

// given reports whether a field's package found something in it: it did
// not answer missing_value.
func given(reason ndval.Reason) bool { return reason != ndval.ReasonMissingValue }

// countryMatchesTaxID: the tax id is valid in the declared country. When it
// is not, the other supported countries are tried with the same value (the
// only extra validation record does, and only then), and the detail names
// those where it is valid with a check digit that was verified
// (checkDigitVerified), with no warning: a fact, not a shape.
func (v *Validator) countryMatchesTaxID(code, value string, t *taxid.Result) (ok bool, detail string, applies bool) {
	if t == nil || !given(t.Reason) {
		return false, "", false
	}
	if t.Valid {
		return true, "the tax id fits a document of the declared country", true
	}
	fits := ""
	if len(value) > maxRetried {
		return false, "the tax id fits no document of " + code, true
	}
	for _, c := range taxid.Countries() {
		if c == code {
			continue
		}
		if r := v.TaxID.Validate(c, "", value); r.Valid && v.checkDigitVerified(c, r) {
			if fits != "" {
				fits += ", "
			}
			fits += c + " " + r.Type
		}
	}
	detail = "the tax id fits no document of " + code
	if t.Reason == ndval.ReasonUnsupportedCountry {
		detail = "no tax id rules for " + code
	}
	if fits == "" {
		return false, detail + ", nor one with a check digit of another supported country", true
	}
	return false, detail + "; it fits " + fits, true
}

// checkDigitVerified reports whether r, a valid result of country c,
// rests on a check digit that was verified: the document has one, and the
// same value with its last character changed (where every document of
// the tables puts it) is not valid as that document. A document whose
// check digit may be left out (Panama's RUC without its DV) is then only
// a shape, and a value that merely has the shape of another country's id
// is no fact worth naming.
func (v *Validator) checkDigitVerified(c string, r taxid.Result) bool {
	if info, _ := taxid.Info(c, r.Type); info.CheckDigit == "" || r.Warnings != 0 || r.Normalized == "" {
		return false
	}
	n := []byte(r.Normalized)
	last := &n[len(n)-1]
	switch {
	case '0' <= *last && *last <= '8':
		*last++
	case *last == '9':
		*last = '0'
	default:
		*last = '1' // a letter check digit (K, A...)
	}
	return !v.TaxID.Validate(c, r.Type, string(n)).Valid
}

// countryMatchesAccount: the account's own country (the IBAN's, or AR, MX,
// PE for CBU, CVU, CLABE, CCI) is the declared one, or, for a valid IBAN,
// the one whose IBANs the declared territory uses (no country_mismatch).
func countryMatchesAccount(code string, a *account.Result) (ok bool, detail string, applies bool) {
	if a == nil || !given(a.Reason) {
		return false, "", false
	}
	if a.Country == code || (a.Valid && !a.Warnings.Has(account.WarnCountryMismatch)) {
		return true, "the account is of the declared country", true
	}
	return false, "the account is of " + a.Country, true
}

// countryMatchesPhone: the number's own country is the declared one. It
// applies when the number's country is known.
func countryMatchesPhone(code string, p *phone.Result) (ok bool, detail string, applies bool) {
	if p == nil || p.Country == "" {
		return false, "", false
	}
	if p.Country == code {
		return true, "the number is of the declared country", true
	}
	return false, "the number is of " + p.Country, true
}

// countryMatchesAddress: the address's postal code and region fit the
// declared country, as address.FitsCountry(country, PostalCode, RegionCode)
// decides, and the address does not end with another country's name. An
// address parsed as the declared country's already carries these facts
// (its package documents it), so the result's reason and warnings decide
// without parsing again: invalid_postal_code, postal_code_region_mismatch,
// country_mismatch. It applies when the address has a postal code, a
// region or another country's name.
func countryMatchesAddress(a *address.Result) (ok bool, detail string, applies bool) {
	if a == nil {
		return false, "", false
	}
	other := a.Warnings.Has(address.WarnCountryMismatch)
	badCode := a.Reason == address.ReasonInvalidPostalCode
	if a.PostalCode == "" && a.RegionCode == "" && !other && !badCode {
		return false, "", false
	}
	switch {
	case other:
		return false, "the address names another country", true
	case badCode:
		return false, "the postal code is not in the declared country's format", true
	case a.Warnings.Has(address.WarnPostalCodeRegionMismatch):
		return false, "the postal code belongs to another region than the one written", true
	}
	return true, "the postal code and region fit the declared country", true
}

// taxIDMatchesName: the first four letters of a valid person's RFC (13
// characters) or CURP are the letters taxid.MXNameKey takes from the name
// (or, for an RFC, MXNameKeyLegacy). It applies to a valid person's name.
func taxIDMatchesName(t *taxid.Result, n *name.Result) (ok bool, detail string, applies bool) {
	if t == nil || n == nil || !t.Valid || t.Entity != ndval.EntityPerson ||
		!n.Valid || n.Entity != ndval.EntityPerson || (t.Type != "rfc" && t.Type != "curp") {
		return false, "", false
	}
	key := taxid.MXNameKey(t.Type, n.First, n.Paternal, n.Maternal)
	if key == "" {
		return false, "", false
	}
	// The key is four letters A-Z: the id's first four characters are the
	// key exactly when its first four bytes are, with no need to find where
	// its fourth character ends (firstRunes), which only the legacy key
	// (with Ñ) and the detail need.
	if strings.HasPrefix(t.Normalized, key) {
		return true, "the tax id's name letters agree with the name", true
	}
	id := firstRunes(t.Normalized, 4)
	if t.Type == "rfc" && id == taxid.MXNameKeyLegacy(n.First, n.Paternal, n.Maternal) {
		return true, "the tax id's name letters agree with the name", true
	}
	detail = "the tax id's name letters disagree with the " + nameParts(id, key)
	if n.Warnings.Has(name.WarnUncertainSplit) {
		detail += "; the name's split into given names and surnames is uncertain"
	}
	return false, detail, true
}

// entityMatchesName: the tax id and the name belong to the same kind of
// entity, person or company. It applies when both say which.
func entityMatchesName(t *taxid.Result, n *name.Result) (ok bool, detail string, applies bool) {
	if t == nil || n == nil || t.Entity == "" || n.Entity == "" {
		return false, "", false
	}
	same := t.Entity == n.Entity // compared once: a call to memequal
	switch {
	case same && t.Entity == ndval.EntityCompany:
		return true, "the tax id and the name are both a company's", true
	case same:
		return true, "the tax id and the name are both a person's", true
	case t.Entity == ndval.EntityCompany:
		return false, "a company's tax id with a person's name", true
	}
	return false, "a person's tax id with a company's name", true
}

// firstRunes returns the first n characters of s. An ASCII byte is one
// character (an RFC or a CURP is all ASCII), read without decoding; n
// ASCII bytes at the start of a value of eight bytes or more (the RFC's
// and the CURP's name letters) are tested at once.
func firstRunes(s string, n int) string {
	if n < 8 && len(s) >= 8 && swar.ASCII(swar.Load(s)&(1<<(8*n)-1)) {
		return s[:n]
	}
	i := 0
	for ; n > 0 && i < len(s); n-- {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i]
}

// nameParts names the parts of the name whose letters differ between an
// id's four name letters and a key: letters 1-2 are the first surname's,
// 3 the second's, 4 the given name's.
func nameParts(id, key string) string {
	var differ [4]bool
	kr := []rune(key)
	for i, r := range []rune(id) {
		differ[min(i, 3)] = differ[min(i, 3)] || i >= len(kr) || r != kr[i]
	}
	parts := ""
	for _, p := range [...]struct {
		ok   bool
		name string
	}{{differ[0] || differ[1], "first surname"}, {differ[2], "second surname"}, {differ[3], "given name"}} {
		if !p.ok {
			continue
		}
		if parts != "" {
			parts += " and the "
		}
		parts += p.name
	}
	return parts
}
