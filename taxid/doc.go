// Package taxid validates and normalizes the tax and personal
// identifications of Latin American countries: check digits, length and
// shape, country by country.
//
// One call does the work:
//
//	r := taxid.Validate("AR", "", "30-54668997-9")
//	// r.Valid == true, r.Type == "cuit", r.Formatted == "30-54668997-9"
//
// The country is an ISO 3166-1 alpha-2 code. The type may be empty, in
// which case it is resolved from the value's shape and check digit within
// the country; Types lists a country's types in the order they are tried,
// and Countries lists the supported countries.
//
// # What valid means
//
// A value is valid when its length, characters, components (prefixes,
// dates, region codes) and check digit are all right. Validation says
// nothing about whether the number was issued or is active: no registry is
// consulted. Where an issuer has no public check-digit rule, only length
// and shape are checked; each document's source file says which.
//
// Issuers sometimes assign numbers that break their own rules. Those listed
// publicly by the issuer are valid and carry WarnIssuerException. Where an
// issuer is documented to assign wrong check digits without publishing a
// list (the Mexican RFC, the Ecuadorian company RUC), Validator.Lenient
// accepts them with WarnChecksumMismatch; the zero Validator does not.
//
// # Reasons and errors
//
// An invalid Result carries a Reason from a closed set of stable snake_case
// codes, and Result.Err returns an *Error that unwraps to the matching
// sentinel (ErrInvalidChecksum, ...). Errors never contain the value, since
// identifications are personal data.
//
// # Performance
//
// Validate allocates at most the normalized string (only when separators
// were removed) and the formatted string, uses no regular expressions and
// keeps no mutable package state; it is safe for concurrent use.
package taxid
