// Package ndval is the root of a library that validates and normalizes
// Latin American business data, and of the reference server built on it.
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
//
// [github.com/ndval/ndval/httpapi] serves them over HTTP with API keys and
// quota, and cmd/ndval is the reference server and command-line tool.
//
// Every package validates offline, returns values rather than panicking,
// keeps no mutable package state and is safe for concurrent use.
package ndval
