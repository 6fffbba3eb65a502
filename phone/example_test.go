package phone_test

import (
	"errors"
	"fmt"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/phone"
)

func ExampleValidate() {
	// Boti, the WhatsApp line of the City of Buenos Aires, as Argentines
	// write a mobile: trunk 0, area code, 15.
	r := phone.Validate("AR", "011 15 5050-0147")
	fmt.Println(r.Valid, r.Type, r.Normalized)
	fmt.Println(r.Formatted, "|", r.National)

	// The same line in international form needs no country.
	r = phone.Validate("", "+54 9 11 5050-0147")
	fmt.Println(r.Valid, r.Normalized, r.Country)

	// Without the 9 or the 15 the digits are the landline form of the
	// number: valid, but another E.164.
	r = phone.Validate("", "+54 11 5050-0147")
	fmt.Println(r.Valid, r.Type, r.Normalized)
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
		r := phone.Validate("MX", value)
		fmt.Println(r.Valid, r.Normalized, r.Type)
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
		r := phone.Validate("BR", value)
		fmt.Println(r.Valid, r.Normalized, r.National)
	}
	// Output:
	// true +5579988778489 (79) 98877-8489
	// true +5579988778489 (79) 98877-8489
	// true +5579988778489 (79) 98877-8489
}

func ExampleValidate_pasted() {
	// Copied from a web page: no-break and thin spaces, an en dash and
	// left-to-right marks around the number.
	r := phone.Validate("AR", "\u200e011\u00a015\u20095050\u20130147\u200e")
	fmt.Println(r.Valid, r.Normalized)
	// Output:
	// true +5491150500147
}

func ExampleValidate_countryMismatch() {
	// An Argentine number in a Brazilian record, with 00, which Brazilians
	// dial with a carrier code: the country given only says how to read
	// national numbers, Country says whose number it is.
	r := phone.Validate("BR", "0054 9 11 5050-0147")
	fmt.Println(r.Valid, r.Country, r.CountryCode, r.Warnings)
	// Output:
	// true AR 54 country_mismatch
}

func ExampleValidator() {
	// Only Normalized is needed: skip the two formatting passes.
	v := phone.Validator{SkipFormats: true}
	r := v.Validate("AR", "(0342) 15-546-2862")
	fmt.Printf("%v %s %q %q\n", r.Valid, r.Normalized, r.Formatted, r.National)
	// Output:
	// true +5493425462862 "" ""
}

func ExampleResult_Err() {
	// A 15 without the area code cannot be completed.
	r := phone.Validate("AR", "15 5050-0147")
	fmt.Println(r.Valid, string(r.Reason), r.Possible)
	err := r.Err()
	fmt.Println(err)
	fmt.Println(errors.Is(err, phone.ReasonInvalidNumber))

	err = phone.Validate("", "011 15 5050-0147").Err()
	fmt.Println(errors.Is(err, ndval.ReasonMissingCountry))
	// Output:
	// false invalid_number true
	// ndval: phone AR: number not in an assigned range
	// true
	// true
}

func ExampleResult_AppendJSON() {
	r := phone.Validate("BR", "0054 9 11 5050-0147")
	fmt.Println(string(r.AppendJSON(nil)))
	// Output:
	// {"valid":true,"normalized":"+5491150500147","formatted":"+54 9 11 5050-0147","country":"AR","type":"mobile","warnings":["country_mismatch"],"possible":true,"national":"011 15-5050-0147","country_code":54}
}

func ExampleWarnings() {
	r := phone.Validate("MX", "+54 9 11 5050-0147")
	fmt.Println(r.Warnings.Has(phone.WarnCountryMismatch), r.Warnings.Names())
	// Output:
	// true [country_mismatch]
}

func ExampleMetadataVersion() {
	// Results do not carry the metadata version: store it once next to
	// them, since numbering plans change.
	fmt.Println(phone.MetadataVersion() != "")
	// Output:
	// true
}

// A column of a customer spreadsheet, numbers as people wrote them, stored
// in E.164: one Validator for the whole column.
func ExampleValidator_Validate() {
	v := phone.Validator{SkipFormats: true}
	for _, n := range []struct{ country, value string }{
		{"MX", "044 55 8932 4827"},      // the abolished mobile prefix
		{"BR", "(0xx79) 9 8877-8489"},   // trunk 0 and a carrier code
		{"CL", "(02) 2670 7000"},        // the 0 dropped in 2016
		{"PE", "311-9898"},              // a Lima number without its area code
		{"", "+57 604 510 9000"},        // no country needed with +
		{"CO", "Tel: 018000 129999"},    // a label
		{"AR", "0810-666-4444 int. 12"}, // an extension
	} {
		r := v.Validate(n.country, n.value)
		if r.Err() != nil {
			fmt.Printf("%-22s %s\n", n.value, string(r.Reason))
			continue
		}
		ext := ""
		if r.Extension != "" {
			ext = " ext. " + r.Extension
		}
		fmt.Printf("%-22s %s%s %s\n", n.value, r.Normalized, ext, r.Type)
	}
	// Output:
	// 044 55 8932 4827       +525589324827 fixed_line_or_mobile
	// (0xx79) 9 8877-8489    +5579988778489 mobile
	// (02) 2670 7000         +56226707000 fixed_line_or_mobile
	// 311-9898               too_short
	// +57 604 510 9000       +576045109000 fixed_line
	// Tel: 018000 129999     +5718000129999 toll_free
	// 0810-666-4444 int. 12  +548106664444 ext. 12 uan
}
