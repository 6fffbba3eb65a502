// Package ndval is the root of a library that validates and normalizes
// Latin American business data, and of the reference server built on it.
//
// The work is done by one package per kind of field; import the ones you
// need:
//
//   - [github.com/ndval/ndval/taxid]: tax and personal identifications
//     (CUIT, CPF, CNPJ, RFC, CURP, RUT, NIT, RUC, RIF, cedulas, ...).
//
// Every package validates offline, returns values rather than panicking,
// keeps no mutable package state and is safe for concurrent use.
package ndval
