package taxid

import "github.com/ndval/ndval/internal/checksum"

// NI: Número de Identidad (número de identidad permanente), the Cuban
// personal id printed on the carné de identidad, assigned by the Dirección
// de Identificación, Inmigración y Extranjería of the Ministerio del
// Interior. It is also the tax id (NIT) of persons (see cu.go).
//
// Structure: 11 digits. YYMMDD is the date of birth; the seventh digit
// gives the century (9 for 1800-1899, 0 to 5 for 1900-1999, 6 to 8 for
// 2000-2099); the remaining digits tell apart people born on the same day
// and encode the sex, and the last is described by some sources as a check
// digit computed with an algorithm that has never been published. A date
// that does not exist is invalid_component.
//
// Birth dates in the future are accepted, a judgement against the issuer's
// rule (issue 20): the NI is assigned when a birth is registered, so an NI
// dated after today cannot exist yet, but rejecting it would make the
// answer depend on the day it is asked, and every answer of this package
// is a function of its input (batch reports and golden files are
// reproducible). The date the century digit allows (up to 2099) is all
// that is checked, as python-stdnum 1.18 does.
//
// There is no published check digit: only the length, the characters and
// the date are validated.
//
// Source: Postdata.club, "¿Es usted único en Cuba?" (September 2016), as
// cited by python-stdnum; LookupTax, "Cuba TIN number guide" (century
// digit and the unpublished last digit); python-stdnum's cu.ni module and
// stdnum-js src/cu/ni.ts (secondary), which apply the same century rule.
var cuNI = document{
	name:    "ni",
	aliases: []string{"ci", "carne"},
	title:   "Número de Identidad",
	id:      idCUNI,
}

func cuCheckNI(n string, _ Validator) verdict {
	if len(n) != 11 {
		return verdict{reason: faultLength}
	}
	if !checksum.IsDigits(n) {
		return verdict{reason: faultFormat}
	}
	year := twoDigits(n, 0)
	switch c := n[6]; {
	case c == '9':
		year += 1800
	case c <= '5':
		year += 1900
	default:
		year += 2000
	}
	if !validDate(twoDigits(n, 2), twoDigits(n, 4), isLeap(year)) {
		return verdict{reason: faultComponent, entity: entPerson}
	}
	return verdict{entity: entPerson}
}
