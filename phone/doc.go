// Package phone validates and normalizes phone numbers as Latin Americans
// write them, with github.com/nyaruka/phonenumbers (a port of Google's
// libphonenumber) doing the parsing and its metadata deciding validity.
//
// One call does the work:
//
//	r := phone.Validate("AR", "011 15 5050-0147")
//	// r.Valid == true, r.Normalized == "+5491150500147" (E.164),
//	// r.Formatted == "+54 9 11 5050-0147", r.Type == "mobile"
//
// Result speaks the module's vocabulary (package ndval): Normalized is the
// E.164 form to store, Formatted the international form to show (National
// the form dialled within the country), Country the number's own country.
//
// # Countries
//
// The country given is an ISO 3166-1 alpha-2 code, read as every field
// package reads it: the country the number is dialled from when it is
// written in national form, phonenumbers' default region. It may be empty
// when the number carries its own, written with + or 00; otherwise an
// empty country is missing_country, even with an empty value (the country
// is checked first). A code that is not assigned is invalid_country,
// including AC, TA and XK, which phonenumbers knows but ISO 3166-1 does not
// assign; an assigned code with no numbering plan of its own (AQ, BV, GS,
// HM, PN, TF, UM) is unsupported_country.
//
// The number may belong to another country than the one given:
// Result.Country says which (AR for "0054 9 11 5050-0147" given with BR),
// and a valid number gets WarnCountryMismatch. Non-geographic numbers
// (+800, +882 ...) have no Country; CountryCode says their code.
//
// # What valid means
//
// A number is valid when it falls in a range that its region has assigned,
// according to the metadata phonenumbers embeds (see MetadataVersion). That
// says nothing about whether the line exists or is in service: no network
// is consulted. Result.Possible is the lenient check, true for numbers of a
// plausible length, including ranges assigned after the metadata was built.
//
// # Latin American dialing habits
//
// These are read as the number they stand for; the tests hold each one to a
// real published number (testdata/):
//
//   - Argentina: mobiles written with the area code and 15 ("011 15
//     5050-0147", "(11) 15-5050-0147", "(342) 15 546-2862") or with 9 after
//     +54 ("+54 9 11 5050-0147") are mobile numbers, +54 9 ... in E.164.
//     Written without 9 or 15 ("+54 11 5050-0147"), the same digits are
//     the landline form of the number: valid, fixed_line, +54 11 ... in
//     E.164, a different E.164 than the mobile. Fixed and mobile ranges
//     share the same area code and subscriber digits in Argentina, so the
//     package cannot tell that a mobile was meant and does not add the 9;
//     write the 9 or the 15 for mobiles. A 15 without the area code ("15
//     5050-0147") cannot be completed and is invalid.
//   - Mexico: the numbering plan of 2019 abolished the 1 after +52 for
//     mobiles and the national prefixes 01, 044 and 045; numbers written
//     with them ("+52 1 55 8932 4827", "044 55 8932 4827", "01 800 468
//     8722") are read without them, +52 55 8932 4827. Since that plan,
//     fixed and mobile ranges coincide and numbers are fixed_line_or_mobile.
//   - Brazil: the trunk prefix 0 with a carrier code ("0 21 79 98877-8489",
//     "0xx79 98877-8489", "(0xx79) 9 8877-8489") and the bare trunk 0
//     ("079 98877-8489").
//   - Chile: the 0 that came before the area code until 2016 ("(02) 2670
//     7000") is dropped.
//   - Colombia, Peru, Uruguay: carrier prefixes (Colombia "03 604 ...")
//     and trunk prefixes ("(01) 311-9898" in Lima, "092 250 260" in
//     Uruguay).
//   - Everywhere: spaces, dots, dashes, slashes and parentheses; a + or 00
//     prefix ("+54 ...", "00 54 ...", "0054..."), also where the country's
//     own international prefix is not a plain 00 (Brazil and Colombia dial
//     00 and a carrier code; the United States, 011); a leading label such
//     as "Tel:"; and an extension ("ext. 12", "int. 12").
//   - Pasted text: Unicode spaces (no-break, thin, narrow no-break,
//     ideographic) and dashes (en, em, minus, non-breaking hyphen) are
//     read as their ASCII forms, full-width digits and plus signs too, and
//     invisible marks (the direction marks LRM and RLM, zero-width spaces
//     and joiners, the soft hyphen, the byte order mark) are ignored, with
//     the module's classes of internal/clean. phonenumbers alone rejects the
//     thin spaces and the marks.
//
// Only the Mexican and Chilean prefixes, the 00 reading (habits.go) and
// pasted text (input.go) need work on top of phonenumbers; the rest is
// libphonenumber's metadata. The package strips abolished prefixes but
// never renumbers: an 8-digit Brazilian mobile from before the ninth
// digit, or a 7-digit Colombian landline from before 2021, is invalid. It also corrects phonenumbers'
// national format of Argentine mobiles ("09 15-5050-0147" for
// libphonenumber's "011 15-5050-0147"; see national).
//
// # Reasons and errors
//
// An invalid Result carries an ndval.Reason, a stable snake_case code, each
// the image of a phonenumbers parse error or IsPossibleNumberWithReason
// result: the shared missing_value, missing_country, invalid_country,
// unsupported_country, invalid_format, too_short, too_long and
// invalid_length, and the package's own ReasonInvalidCountryCode and
// ReasonInvalidNumber (reason.go says what each means here). Result.Err
// returns an *ndval.Error (Field ndval.FieldPhone, the number's Country)
// that unwraps to the reason, so
//
//	errors.Is(r.Err(), ndval.ReasonTooShort)
//	errors.Is(r.Err(), phone.ReasonInvalidNumber)
//
// work. Errors never contain the number: phone numbers are personal data.
//
// # Metadata version
//
// Results do not carry the version of the metadata that judged them:
// MetadataVersion returns it, the phonenumbers version the program was
// built with. Numbering plans change (Mexico 2019, Colombia 2021), so
// store it once next to stored results, not in each.
//
// # Compiled metadata
//
// Most values are answered without phonenumbers' regular expressions:
// go generate compiles the metadata phonenumbers embeds into tables
// (tables.go, written by internal/genphone): per region, a deterministic
// automaton over the digits of the national number whose final state says
// which number-type patterns match, with the possible lengths; per calling
// code, an automaton that picks the national and international format;
// and the international prefixes and national prefixes for parsing, with
// their capturing groups, as programs for a small backtracking machine
// that explores them in the order Go's regexp does. Validate reads values
// written with ASCII digits, the separators " -.()/", a + or 00 prefix and
// an extension (ext, extn, extension, anexo, int, x), after the Unicode
// spaces, dashes and full-width digits of a pasted value are written in
// ASCII, and answers them from the tables, parsing step by step as
// phonenumbers' Parse does. Every other value (letters as in 1-800-FLOWERS,
// a label such as "Tel:", a tab, '#' or ',' extensions, an RFC 3966 URI)
// goes through phonenumbers, so that no answer can differ.
//
// The tables carry the phonenumbers version they came from; a test holds
// it to go.mod, and CI fails when go generate changes them. A program
// built with another phonenumbers version (Go's minimum version selection
// can pick a newer one) answers every value through phonenumbers, so that
// its answers follow the metadata it runs with. Differential tests compare
// the tables with phonenumbers on every example number of the metadata and
// a million derived numbers, and Validate with and without the tables on a
// million values written as people write them, habits included (60,000 in
// a plain go test, the million with NDVAL_LONG=1, as CI runs them); fuzz
// targets compare the two on any input.
//
// # Shared state and performance
//
// phonenumbers keeps its metadata in process-wide variables that it fills
// in its init function, and compiles the metadata's regular expressions
// into a process-wide cache, behind a sync.RWMutex, as they are first used
// (the keys come from the metadata, never from the input, so the cache is
// bounded). This package uses them read-only: it calls ParseToNumber,
// GetNumberType, GetRegionCodeForNumber, IsPossibleNumberWithReason,
// GetCountryCodeForRegion and Format, never assigns phonenumbers' exported
// variables and never calls the functions that hand out its internal maps
// (GetSupportedRegions and the like; only tests read them). Its own tables
// are immutable. It holds no mutable state, and Validate is safe for
// concurrent use.
//
// From the tables, Validate costs well under a microsecond and one
// allocation (the string that holds Normalized, Formatted and National),
// more than ten times less than phonenumbers.Parse alone (BENCHMARKS.md).
// Through phonenumbers, Parse is the floor of the cost: it runs several
// regular expressions over the input; Validate types the number once
// (which also decides validity) and formats the valid ones, and the
// Formatted and National forms cost about as much again, which
// Validator.SkipFormats saves. Values longer than MaxLength bytes are
// rejected before either path sees them. Result.AppendJSON writes a
// result's one JSON encoding without allocating.
package phone
