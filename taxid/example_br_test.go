package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate_brazil() {
	// Petrobras, head office (order 0001), with the type resolved from the length.
	r := taxid.Validate("BR", "", "33000167000101")
	fmt.Println(r.Type, r.Valid, r.Formatted, r.Entity)

	// An alphanumeric CNPJ, issued from July 2026: the Receita Federal's example.
	r = taxid.Validate("BR", "cnpj", "12.abc.345/01de-35")
	fmt.Println(r.Valid, r.Normalized, r.Formatted)

	// The textbook CPF with a wrong second check digit.
	r = taxid.Validate("BR", "cpf", "123.456.789-08")
	fmt.Println(r.Valid, string(r.Reason))
	// Output:
	// cnpj true 33.000.167/0001-01 company
	// true 12ABC34501DE35 12.ABC.345/01DE-35
	// false invalid_checksum
}
