package account_test

import (
	"fmt"

	"github.com/ndval/ndval/account"
)

// A CBU published for donations by a non-profit (Asociación Asperger
// Argentina, Banco Credicoop), as printed, and the same number with its
// last digit mistyped.
func ExampleValidate_cbu() {
	r := account.Validate("AR", "", "19100063 55000609131550")
	fmt.Println(r.Type, r.Valid, r.ChecksumValid, r.BankCode, r.BankName, r.Branch)
	fmt.Println(r.Normalized, "|", r.Formatted)

	r = account.Validate("AR", "cbu", "1910006355000609131551")
	fmt.Println(r.Valid, r.ChecksumValid, string(r.Reason))
	fmt.Println(r.Err())
	// Output:
	// cbu true true 191 Banco Credicoop Cooperativo Limitado 0006
	// 1910006355000609131550 | 19100063 55000609131550
	// true false invalid_checksum
	// ndval: account AR cbu: check digit does not verify
}

// A Mercado Pago CVU: the entity 000 makes it a CVU, and the provider is
// named. A CBU given as a CVU is reported, not re-typed.
func ExampleValidate_cvu() {
	r := account.Validate("AR", "", "0000003100099540907944")
	fmt.Println(r.Type, r.Valid, r.ChecksumValid, r.BankCode, r.Provider)

	r = account.Validate("AR", "cvu", "1910006355000609131550")
	fmt.Println(r.Type, r.Valid, string(r.Reason))
	// Output:
	// cvu true true 0000003 Mercado Pago
	// cvu false invalid_component
}

// A CLABE published for tuition by a college in Ciudad Juárez: the bank's
// SPEI short name and the plaza's city. A bank code in no list is a
// warning, not an error.
func ExampleValidate_clabe() {
	r := account.Validate("MX", "", "002164460100681188")
	fmt.Println(r.Type, r.Valid, r.ChecksumValid, r.BankName, r.Branch, r.BranchName)
	fmt.Println(r.Formatted)

	r = account.Validate("", "", "999180000000000015") // synthetic
	fmt.Println(r.Country, r.Valid, r.ChecksumValid, r.Warnings)
	// Output:
	// clabe true true BANAMEX 164 Ciudad Juárez
	// 002 164 46010068118 8
	// MX true true unknown_bank
}

// A CCI published for donations by an environmental society (BCP).
func ExampleValidate_cci() {
	r := account.Validate("PE", "cci", "002-193-001081531054-14")
	fmt.Println(r.Type, r.Valid, r.ChecksumValid, r.BankName, r.Branch)
	fmt.Println(r.Normalized, "|", r.Formatted)
	// Output:
	// cci true true Banco de Crédito del Perú (BCP) 193
	// 00219300108153105414 | 002-193-001081531054-14
}

// A Validator names banks the built-in lists do not know yet, and
// payment providers by their 7-digit CVU prefix.
func ExampleValidator_Validate_newBank() {
	v := account.Validator{Banks: []account.Bank{
		{Country: "MX", Code: "999", Name: "BANCO NUEVO"},
		{Country: "AR", Code: "0000999", Name: "Billetera Nueva"},
	}}
	r := v.Validate("MX", "", "999180000000000015") // synthetic
	fmt.Println(r.BankName, r.Warnings.Has(account.WarnUnknownBank))

	r = v.Validate("AR", "", "0000999100000001234565") // synthetic
	fmt.Println(r.Type, r.Provider)
	// Output:
	// BANCO NUEVO false
	// cvu Billetera Nueva
}
