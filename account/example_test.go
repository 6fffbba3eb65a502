package account_test

import (
	"errors"
	"fmt"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/account"
)

// Err() == nil is the one test that an account can be used as it is: a
// wrong check digit leaves the account Valid (its structure is right) but
// not usable. The error says why, never with the number.
func ExampleResult_Err() {
	for _, cbu := range []string{"0170356420000030382008", "0170356420000030382009"} {
		r := account.Validate("AR", "", cbu)
		err := r.Err()
		fmt.Println(r.Valid, err == nil, errors.Is(err, ndval.ReasonInvalidChecksum))
		if err != nil {
			fmt.Println(err)
		}
	}
	// Output:
	// true true false
	// true false true
	// ndval: account AR cbu: check digit does not verify
}

// AppendJSON writes the result as the server does, into a buffer that can
// be reused from one account to the next.
func ExampleResult_AppendJSON() {
	r := account.Validate("MX", "", "CLABE: 002 150 70182220270 9")
	buf := r.AppendJSON(make([]byte, 0, 512))
	fmt.Println(string(buf))
	// Output:
	// {"valid":true,"normalized":"002150701822202709","formatted":"002 150 70182220270 9","country":"MX","type":"clabe","checksum_valid":true,"bank_code":"002","bank_name":"BANAMEX","branch":"150","branch_name":"Chihuahua / Ciudad Delicias"}
}

// A value whose own country is not the one given is validated as what it
// is, and a warning says so: Country is the account's own. With no type,
// the country's own format is tried first; a 22-digit number given for
// Mexico is a CBU only because it verifies fully as one.
func ExampleValidate_countryMismatch() {
	r := account.Validate("AR", "", "DE89 3704 0044 0532 0130 00")
	fmt.Println(r.Type, r.Country, r.Err() == nil, r.Warnings.Has(account.WarnCountryMismatch))

	r = account.Validate("MX", "", "0170356420000030382008")
	fmt.Println(r.Type, r.Country, r.Err() == nil, r.Warnings)

	// A type that does not fit the value is not guessed away.
	r = account.Validate("AR", "cbu", "DE89 3704 0044 0532 0130 00")
	fmt.Println(r.Type, r.Country, string(r.Reason))
	// Output:
	// iban DE true true
	// cbu AR true country_mismatch
	// cbu AR invalid_format
}

// The country rule: an empty country is fine when the value carries its
// own (an IBAN) or its digits fit one national format only; otherwise,
// and for a country the package has no account format for, the reason
// says so.
func ExampleValidate_country() {
	for _, in := range []struct{ country, value string }{
		{"", "IBAN BR83 0000 0000 0361 3000 4000 013C 1"},
		{"", "0000003100099540907944"},
		{"", "12345678"},
		{"US", "021000021"},
		{"ZZ", "0170356420000030382008"},
	} {
		r := account.Validate(in.country, "", in.value)
		fmt.Printf("country %q: %q %q %q\n", in.country, r.Country, r.Type, string(r.Reason))
	}
	// Output:
	// country "": "BR" "iban" ""
	// country "": "AR" "cvu" ""
	// country "": "" "" "missing_country"
	// country "US": "US" "" "unsupported_country"
	// country "ZZ": "" "" "invalid_country"
}

func ExampleWarnings() {
	r := account.Validate("", "", "DE89 3704 0044 0532 0130 00")
	fmt.Println(r.Warnings.Has(account.WarnNationalCheckUnverified), r.Warnings.Names(), r.Warnings)
	// Output:
	// true [national_check_unverified] national_check_unverified
}
