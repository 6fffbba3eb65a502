// Package ndval is the root of a library that validates and normalizes
// Latin American business data, and of the reference server and
// command-line tool built on it. It holds the words every field package
// speaks: Reason, Error, Field, Entity and Set.
//
// The work is done by one package per kind of field; import the ones you
// need:
//
//   - [github.com/ndval/ndval/taxid]: tax and personal identifications
//     (CUIT, CPF, CNPJ, RFC, CURP, RUT, NIT, RUC, RIF, cedulas, ...).
//   - [github.com/ndval/ndval/account]: bank accounts (CBU, CVU, CLABE, CCI,
//     IBAN) with bank names and type detection.
//   - [github.com/ndval/ndval/email]: email addresses, normalized as mail
//     systems accept them, with typo, role and disposable warnings.
//   - [github.com/ndval/ndval/phone]: phone numbers in E.164 and national
//     form, with Latin American dialing habits.
//   - [github.com/ndval/ndval/name]: people's names split into given names
//     and the father's and the mother's surnames, and companies' names told
//     apart from them.
//   - [github.com/ndval/ndval/address]: free-form postal addresses parsed
//     into street, number, neighborhood, city, region and postal code.
//
// [github.com/ndval/ndval/record] validates a whole supplier or customer
// record with them, checks its fields against each other and against its
// country, and says whether it is ready for payment and for billing.
// [github.com/ndval/ndval/httpapi] serves tax ids and records over HTTP
// with API keys and quota, and [github.com/ndval/ndval/batch] validates
// CSV and JSON Lines files of them on every core. cmd/ndval is the
// reference server and a command-line tool that validates files with
// batch. The examples directory of the repository holds small complete
// programs.
//
// # One vocabulary
//
// Every field package has the same shape:
//
//   - Validate(country, [type,] value) returns a Result by value; the
//     package-level function uses the zero Validator, whose options are
//     the defaults. (email.Validate(value) has no country.) The country is
//     read the same way everywhere: an ISO 3166-1 alpha-2 code in any
//     case; empty is ReasonMissingCountry, a string that is not an
//     assigned code is ReasonInvalidCountry, an assigned code the field
//     has no rules for is ReasonUnsupportedCountry. The checks run in one
//     order: country, type, value.
//   - Result has the same core words with the same meanings: Valid,
//     Normalized (the form to store), Formatted (the form to show),
//     Country (the value's own country), Type, Reason and Warnings (facts
//     that do not make the value invalid: a Set of named bits, one per
//     package), where they apply: an email address has no display form
//     apart from Normalized, a name's form to store is Full, and an
//     address's is Formatted. Result.Err returns nil exactly when the
//     value is usable as it is, and an *Error otherwise; it is the one
//     test to use across fields (an account with a bad check digit is
//     Valid, structurally, but its Err is not nil).
//   - Result.AppendJSON appends the result's one JSON encoding, which the
//     server and the command-line tool use.
//
// Identifiers and account numbers share one separator rule: spaces of
// every kind, ASCII and Unicode dashes, dots, slashes and underscores are
// removed, full-width digits are read as digits, invisible marks are
// dropped, and a leading label ("CPF:", "CUIT N°") or the country's own
// ISO code written VAT-style ("CL 12.531.909-2") is ignored.
//
// # Reasons and errors
//
// A Reason is a stable snake_case code that is also an error: the
// constants are the sentinels, so errors.Is(err, ReasonInvalidChecksum)
// matches a tax id's and an account's bad check digit alike. Reasons lists
// every code with its message and the fields that can give it. Messages
// never contain the value: ids, accounts, emails, phones, names and
// addresses are personal data.
//
// # Shared state
//
// Every field package, and record, validates offline (email's optional DNS
// check aside), returns values rather than panicking, keeps no mutable
// package state and is safe for concurrent use.
//
// # Versions
//
// The Go API follows semantic versioning from the module's first tagged
// release: until then names may still change, and CHANGELOG.md in the
// repository lists every change. Each package that embeds data says how
// fresh it is: taxid.DataVersion, account.DataVersion, email.DataVersion,
// phone.MetadataVersion, name.DataVersion and address.DataVersion. The
// HTTP API has its own version, /v1 (see httpapi).
package ndval
