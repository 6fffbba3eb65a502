// Package record validates complete records, such as suppliers and
// customers: it validates every field a record has with its own package,
// compares the fields with each other and with the declared country, and
// says whether the record is ready for payment and for billing, and if not,
// why. It composes the field packages and holds no field rule of its own.
//
//	r := record.Validator{}.Validate(ctx, record.Item{
//		Country: "AR", TaxID: "30-54668997-9", Account: "0170356420000030382008",
//		Name: "YPF S.A.",
//	})
//	// r.Readiness.Payment.Status == record.Ready
//
// # Fields
//
// Country is required and read with the module's one country rule: empty
// is ndval.ReasonMissingCountry, not an assigned ISO 3166-1 alpha-2 code
// ndval.ReasonInvalidCountry; such a record gets that Reason and nothing
// else. An assigned code with no rules in some field is not a record error:
// each field answers for itself (unsupported_country).
//
// Every other field is validated only when the item has it, an empty string
// being an absent field (spreadsheets leave cells empty), and exactly as its
// package validates it on its own, with the same call and the Validator's
// options for it: taxid.Validate(country, "", tax_id),
// account.Validate(country, account_type, account),
// email.ValidateContext(ctx, email), phone.Validate(country, phone),
// name.Validate(country, name), address.Validate(country, address).
// Result.Fields holds each result, with its warnings: a tax id that fits
// two documents of the country carries taxid.WarnAmbiguousType and names
// the other document (OtherType). Result.Errors holds the *ndval.Error of
// each field that is not usable as it is (its Err).
//
// # Consistency checks
//
// Result.Consistency lists, in this order, every check whose two sides the
// record has; each has a name (Check), ok and a detail that says what was
// found, naming countries and document types but never a value. The names
// are stable and the list only grows.
//
//   - country_matches_tax_id: the tax id is valid for the declared country.
//     When it is not, the tax id is validated in every other supported
//     country, and the detail names those where it is valid with a check
//     digit that was verified, with no warning ("it fits BR cpf"): the same
//     value with its last character changed is not valid there. A value
//     that only has the shape of another country's id (a Bolivian NIT, a
//     Panamanian RUC without its DV) is not named; the detail then says the
//     value is no valid id of the declared country. This is the only
//     validation record adds, and only on failure, for values of at most 64
//     bytes.
//   - country_matches_account: the account's own country (the IBAN's; AR,
//     MX, PE for CBU, CVU, CLABE, CCI) is the declared one, or, for a valid
//     IBAN, the one whose IBANs the declared territory uses.
//   - country_matches_phone: the number's own country is the declared one.
//     Present when the number's country is known.
//   - country_matches_address: the address's postal code and region fit the
//     declared country (address.FitsCountry) and the address does not end
//     with another country's name. Present when the address has a postal
//     code, a region or another country's name.
//   - tax_id_matches_name: where the id encodes the name, the first four
//     letters of a valid Mexican person's RFC (13 characters) or CURP are
//     those taxid.MXNameKey takes from the name's given names and surnames
//     (for an RFC, also those of taxid.MXNameKeyLegacy, the SAT's 1988
//     rules). Present for a valid person's name and such an id; absent for
//     a company's name or id. The detail says which part disagrees.
//   - entity_matches_name: the tax id and the name are of the same kind of
//     entity: a company's id (CUIT 30, 33, 34; CNPJ; a 12-character RFC; RUC
//     20; RUT from 50.000.000 ...) with a person's name fails, and so does a
//     person's id with a company's name. Present when both say which.
//
// A field present but answered missing_value by its package (only spaces)
// is a side the record does not have.
//
// # Readiness
//
// Result.Readiness has exactly two flags, Payment and Billing, each with
// Status ready or not_ready, the Reason of the first unmet condition and
// Unmet, all of them, in this order:
//
//   - payment: the tax id is valid (missing_tax_id, invalid_tax_id), the
//     account is valid (missing_account, invalid_account), its check digits
//     verify (account_checksum_failed), and the check
//     country_matches_account holds (account_country_mismatch);
//   - billing: the tax id is valid (missing_tax_id, invalid_tax_id) and the
//     record has a name (missing_name) that the name package accepts
//     (invalid_name): a value with no letters, digits alone or an email
//     is present but is no name.
//
// A missing field counts once (missing_account, not also invalid_account).
// A field that holds a placeholder instead of a value ("-", "N/A", "sin
// dato", "no tiene", "não tem", zeros alone: internal/clean's rule) is
// answered missing_value by its package, with that package's placeholder
// warning, and so counts as missing (missing_name, not invalid_name).
// No other finding changes readiness: warnings and the other checks are
// for a person to weigh.
//
// # JSON
//
// Result.AppendJSON writes the one encoding of a result, composing the field
// packages' own AppendJSON: reference_id, country, reason, fields,
// consistency and readiness.
//
// # Batches and shared state
//
// Validator.ValidateBatch validates a slice of items in parallel, bounded
// by Validator.Parallelism (GOMAXPROCS by default), keeps their order and
// stops early when its context is done. A Batch is the same work with the
// memory kept for the next batch: Reset, Validate a range (from as many
// goroutines as wanted, each its own range), Results, then Clear before
// keeping it; a server that keeps one per request allocates no results for
// a batch no larger than an earlier one. A Validator is a plain value whose
// zero value uses every field package's defaults; the package keeps no
// mutable state and is safe for concurrent use.
package record
