package account_test

import (
	"fmt"

	"github.com/ndval/ndval/account"
)

func ExampleValidate_iban() {
	// The IBAN the Universidade Federal de Pernambuco publishes for
	// payments from abroad; type and country detected from the value.
	r := account.Validate("", "", "BR83 0000 0000 0361 3000 4000 013C 1")
	fmt.Println(r.Type, r.Country, r.Valid, r.ChecksumValid)
	fmt.Println(r.BankCode, r.BankName, r.Branch)
	fmt.Println(r.Normalized)

	// The registry's German example: Germany's national check digits
	// (one method per bank) are not verified, which a warning says.
	r = account.Validate("DE", "iban", "de89 3704 0044 0532 0130 00")
	fmt.Println(r.Formatted, r.BankName, r.Warnings)

	// A French IBAN whose RIB key is wrong but whose IBAN check digits
	// were computed over the wrong number: the national check catches it.
	r = account.Validate("", "iban", "FR84 2004 1010 0505 0001 3M02 607")
	fmt.Println(r.Valid, r.ChecksumValid, string(r.Reason))
	// Output:
	// iban BR true true
	// 00000000 Banco do Brasil S.A. 03613
	// BR8300000000036130004000013C1
	// DE89 3704 0044 0532 0130 00 Commerzbank national_check_unverified
	// true false invalid_checksum
}

func ExampleValidator_iban() {
	// A Costa Rican bank code that the built-in list does not know yet.
	const iban = "CR03 0999 0100 1009 1100 31"
	r := account.Validate("CR", "", iban)
	fmt.Println(r.Valid, r.ChecksumValid, r.BankCode, r.Warnings.Names())

	v := account.Validator{Banks: []account.Bank{{Country: "CR", Code: "0999", Name: "Banco Nuevo"}}}
	r = v.Validate("CR", "", iban)
	fmt.Println(r.BankName, r.Warnings.Names())
	// Output:
	// true true 0999 [unknown_bank]
	// Banco Nuevo []
}
