package phone_test

import (
	"errors"
	"fmt"

	"github.com/ndval/ndval/phone"
)

func ExampleValidate() {
	// Boti, the WhatsApp line of the City of Buenos Aires, as Argentines
	// write a mobile: trunk 0, area code, 15.
	r := phone.Validate("011 15 5050-0147", "AR")
	fmt.Println(r.Valid, r.Type, r.E164)
	fmt.Println(r.International, "|", r.National)

	// The same line in international form needs no country.
	r = phone.Validate("+54 9 11 5050-0147", "")
	fmt.Println(r.Valid, r.E164, r.Region)

	// Without the 9 or the 15 the digits are the landline form of the
	// number: valid, but another E.164.
	r = phone.Validate("+54 11 5050-0147", "")
	fmt.Println(r.Valid, r.Type, r.E164)
	// Output:
	// true mobile +5491150500147
	// +54 9 11 5050-0147 | 011 15-5050-0147
	// true +5491150500147 AR
	// true fixed_line +541150500147
}

func ExampleValidate_mexico() {
	// The SRE's WhatsApp line, with the 1 that Mexico abolished in 2019,
	// and Profeco's toll-free line with the old 01.
	for _, value := range []string{"+52 1 55 8932 4827", "044 55 8932 4827", "01 800 468 8722"} {
		r := phone.Validate(value, "MX")
		fmt.Println(r.Valid, r.E164, r.Type)
	}
	// Output:
	// true +525589324827 fixed_line_or_mobile
	// true +525589324827 fixed_line_or_mobile
	// true +528004688722 toll_free
}

func ExampleValidate_brazil() {
	// A Brazilian mobile dialled through carrier 21, with "0xx" for any
	// carrier, and with 00 in place of +.
	for _, value := range []string{"0 21 79 98877-8489", "(0xx79) 9 8877-8489", "0055 79 98877 8489"} {
		r := phone.Validate(value, "BR")
		fmt.Println(r.Valid, r.E164, r.National)
	}
	// Output:
	// true +5579988778489 (79) 98877-8489
	// true +5579988778489 (79) 98877-8489
	// true +5579988778489 (79) 98877-8489
}

func ExampleValidate_region() {
	// An Argentine number in a Brazilian record, with 00, which Brazilians
	// dial with a carrier code: the country only says
	// how to read national numbers.
	r := phone.Validate("0054 9 11 5050-0147", "BR")
	fmt.Println(r.Valid, r.Region, r.CountryCode)
	// Output:
	// true AR 54
}

func ExampleValidator() {
	// Only E164 is needed: skip the two formatting passes.
	v := phone.Validator{SkipFormats: true}
	r := v.Validate("(0342) 15-546-2862", "AR")
	fmt.Printf("%v %s %q %q\n", r.Valid, r.E164, r.International, r.National)
	// Output:
	// true +5493425462862 "" ""
}

func ExampleResult_Err() {
	// A 15 without the area code cannot be completed.
	r := phone.Validate("15 5050-0147", "AR")
	fmt.Println(r.Valid, r.Reason, r.Possible)
	err := r.Err()
	fmt.Println(err)
	fmt.Println(errors.Is(err, phone.ErrInvalidNumber))

	err = phone.Validate("011 15 5050-0147", "").Err()
	fmt.Println(errors.Is(err, phone.ErrMissingCountry))
	// Output:
	// false invalid_number true
	// phone: AR: invalid number
	// true
	// true
}

func ExampleMetadataVersion() {
	// Store the metadata version with the results: numbering plans change.
	r := phone.Validate("+56 2 2670 7000", "")
	fmt.Println(r.Valid, r.MetadataVersion == phone.MetadataVersion())
	// Output:
	// true true
}
