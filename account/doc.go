// Package account validates and normalizes bank account numbers used for
// payments in Latin America: the Argentine CBU and CVU, the Mexican CLABE,
// the Peruvian CCI and the IBAN, and names the bank they belong to.
//
//	r := account.Validate("AR", "", "0170356420000030382008")
//	// r.Type == account.CBU, r.Valid, r.ChecksumValid, r.BankName == "Banco BBVA Argentina S.A."
//
// # Valid and ChecksumValid
//
// Valid reports that the length, the characters and the structure are
// right for the type (for an IBAN: a known country, its length and the BBAN
// pattern of the SWIFT registry). ChecksumValid reports that every check
// digit verifies as well: both CBU/CVU blocks, the CLABE digit, both CCI
// digits, the IBAN's mod 97 and the national check digits of the IBAN
// countries that have them. A payment needs both; Reason says which one
// failed.
//
// # Banks
//
// BankName comes from tables gathered from public sources (see
// data/SOURCES.md and DataVersion). Bank lists go stale, so an unknown bank
// or branch never makes a well-formed account invalid: it is reported in
// Warnings. A Validator can add or override bank entries at run time.
//
// # Type detection
//
// When no type is given it is detected from the country and the value: 22
// digits in AR are a CVU when they start with 000, else a CBU; 18 digits
// in MX are a CLABE; 20 digits in PE are a CCI; two letters and two digits
// first are an IBAN. A type given explicitly that does not fit the value is
// reported, not guessed away.
package account
