package ndval_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

func ExampleError() {
	var err error = &ndval.Error{Field: ndval.FieldTaxID, Country: "AR", Type: "cuit", Reason: ndval.ReasonInvalidChecksum}
	fmt.Println(err)
	fmt.Println(errors.Is(err, ndval.ReasonInvalidChecksum))
	var e *ndval.Error
	if errors.As(err, &e) {
		fmt.Println(e.Field, string(e.Reason))
	}
	// Output:
	// ndval: tax_id AR cuit: check digit does not verify
	// true
	// tax_id invalid_checksum
}

func ExampleReasons() {
	for _, r := range ndval.Reasons()[:3] {
		fmt.Println(string(r.Reason), "|", r.Message)
	}
	// Output:
	// missing_value | missing value
	// missing_country | missing country
	// invalid_country | country is not an ISO 3166-1 alpha-2 code
}

// A Reason is the error errors.Is looks for, whichever field failed; fmt
// prints its message, string gives its code.
func ExampleReason() {
	for _, err := range []error{
		taxid.Validate("AR", "", "30-54668997-8").Err(),            // YPF's CUIT, last digit mistyped
		account.Validate("AR", "", "0170356420000030382009").Err(), // a CBU, last digit mistyped
		phone.Validate("AR", "15 5050-0147").Err(),                 // a mobile without its area code
	} {
		fmt.Println(errors.Is(err, ndval.ReasonInvalidChecksum), err)
	}
	r := ndval.ReasonInvalidChecksum
	fmt.Println(string(r), "|", r)
	// Output:
	// true ndval: tax_id AR cuit: check digit does not verify
	// true ndval: account AR cbu: check digit does not verify
	// false ndval: phone AR: number not in an assigned range
	// invalid_checksum | check digit does not verify
}

func ExampleReason_Known() {
	fmt.Println(ndval.Reason("invalid_checksum").Known(), ndval.Reason("no_such_code").Known())
	fmt.Println(ndval.Reason("no_such_code"))
	// Output:
	// true false
	// invalid (no_such_code)
}

// Every package's Warnings is a Set: here an account's.
func ExampleSet() {
	w := account.Validate("AR", "", "DE89 3704 0044 0532 0130 00").Warnings
	fmt.Println(w.Has(account.WarnCountryMismatch), w.Has(account.WarnUnknownBank))
	fmt.Println(w.Names(), w)
	fmt.Println(string(w.AppendJSON(nil)))

	var back account.Warnings
	if err := json.Unmarshal([]byte(`["unknown_bank"]`), &back); err != nil {
		panic(err)
	}
	fmt.Println(back == account.WarnUnknownBank)
	fmt.Println(json.Unmarshal([]byte(`["no_such_warning"]`), &back))
	// Output:
	// true false
	// [national_check_unverified country_mismatch] national_check_unverified,country_mismatch
	// ["national_check_unverified","country_mismatch"]
	// true
	// ndval: unknown name "no_such_warning"
}

// Tax ids and names say whose they are; record compares the two.
func ExampleEntity() {
	fmt.Println(taxid.Validate("BR", "", "33.000.167/0001-01").Entity) // Petrobras's CNPJ
	fmt.Println(name.Validate("BR", "Petróleo Brasileiro S.A.").Entity)
	fmt.Println(name.Validate("MX", "Emma Gómez Díaz").Entity == ndval.EntityPerson)
	// Output:
	// company
	// company
	// true
}
