package taxid_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/taxid"
)

func ExampleValidate() {
	// YPF S.A., with the type resolved from the value.
	r := taxid.Validate("ar", "", "30-54668997-9")
	fmt.Println(r.Country, r.Type, r.Valid, r.Normalized, r.Formatted, r.Entity)

	// The same CUIT with a wrong check digit: Normalized is still set.
	r = taxid.Validate("AR", "cuit", "30 54668997 8")
	fmt.Println(r.Valid, r.Normalized, string(r.Reason))

	// As pasted from a document: a label, a number sign, no-break spaces
	// and en dashes.
	r = taxid.Validate("AR", "", "CUIT N°\u00a030\u201354668997\u20139")
	fmt.Println(r.Valid, r.Type, r.Normalized)

	// Chile's RUT written VAT-style, with the country code in front.
	r = taxid.Validate("CL", "", "CL 61.704.000-K")
	fmt.Println(r.Valid, r.Formatted)
	// Output:
	// AR cuit true 30546689979 30-54668997-9 company
	// false 30546689978 invalid_checksum
	// true cuit 30546689979
	// true 61.704.000-K
}

func ExampleResult_Err() {
	err := taxid.Validate("AR", "cuit", "30-54668997-8").Err()
	fmt.Println(err)
	fmt.Println(errors.Is(err, ndval.ReasonInvalidChecksum))

	err = taxid.Validate("FR", "", "123").Err()
	fmt.Println(errors.Is(err, ndval.ReasonUnsupportedCountry))
	var e *ndval.Error
	if errors.As(err, &e) {
		fmt.Println(e.Field, e.Country, string(e.Reason))
	}

	fmt.Println(taxid.Validate("BR", "", "33.000.167/0001-01").Err())
	// Output:
	// ndval: tax_id AR cuit: check digit does not verify
	// true
	// true
	// tax_id FR unsupported_country
	// <nil>
}

func ExampleResult_AppendJSON() {
	buf := make([]byte, 0, 512) // reused for every result: no allocation
	for _, value := range []string{"30-54668997-9", "30-54668997-8"} {
		buf = taxid.Validate("AR", "", value).AppendJSON(buf[:0])
		fmt.Println(string(buf))
	}
	// Output:
	// {"valid":true,"normalized":"30546689979","formatted":"30-54668997-9","country":"AR","type":"cuit","entity":"company"}
	// {"valid":false,"normalized":"30546689978","formatted":"","country":"AR","type":"cuit","reason":"invalid_checksum","entity":"company"}
}

func ExampleAppendValidate() {
	// The result's JSON, written straight into a buffer: what
	// taxid.Validate(...).AppendJSON writes, with nothing allocated.
	buf := make([]byte, 0, 512)
	buf, reason := taxid.AppendValidate(buf, "BR", "", "CPF: 123.456.789-09")
	fmt.Println(string(buf), reason == "")
	// Output:
	// {"valid":true,"normalized":"12345678909","formatted":"123.456.789-09","country":"BR","type":"cpf","entity":"person"} true
}

func ExampleValidator_AppendValidate() {
	// A server writes a batch of results into its response buffer, one
	// after another, and counts the valid ones by the reason returned.
	v := taxid.Validator{Lenient: true}
	buf := append(make([]byte, 0, 1024), `{"results":[`...)
	valid := 0
	for i, value := range []string{"30-54668997-9", "30 54668997 8", "1793213150001"} {
		if i > 0 {
			buf = append(buf, ',')
		}
		country := "AR"
		if i == 2 {
			country = "EC"
		}
		var reason ndval.Reason
		buf, reason = v.AppendValidate(buf, country, "", value)
		if reason == "" {
			valid++
		}
	}
	buf = append(buf, "]}"...)
	fmt.Println(string(buf))
	fmt.Println(valid, "valid")
	// Output:
	// {"results":[{"valid":true,"normalized":"30546689979","formatted":"30-54668997-9","country":"AR","type":"cuit","entity":"company"},{"valid":false,"normalized":"30546689978","formatted":"","country":"AR","type":"cuit","reason":"invalid_checksum","entity":"company"},{"valid":true,"normalized":"1793213150001","formatted":"1793213150001","country":"EC","type":"ruc","warnings":["checksum_mismatch"],"entity":"company"}]}
	// 2 valid
}

func ExampleTypes() {
	fmt.Println(taxid.Types("AR"))
	info, _ := taxid.Info("AR", "cuil")
	fmt.Println(info.Title)
	// Output:
	// [cuit cuil dni]
	// Código Único de Identificación Laboral
}

func ExampleValidator() {
	// Carnada S.A.'s RUC: a real company RUC the SRI issued with a check
	// digit that does not verify.
	r := taxid.Validate("EC", "ruc", "1793213150001")
	fmt.Println(r.Valid, string(r.Reason))

	lenient := taxid.Validator{Lenient: true}
	r = lenient.Validate("EC", "ruc", "1793213150001")
	fmt.Println(r.Valid, r.Warnings)
	// Output:
	// false invalid_checksum
	// true checksum_mismatch
}

func ExampleCountries() {
	fmt.Println(taxid.Countries()[:5])
	// Output:
	// [AR BO BR CL CO]
}

func ExampleWarnings() {
	r := taxid.Validate("MX", "rfc", "XAXX010101000")
	fmt.Println(r.Valid, r.Warnings.Has(taxid.WarnGeneric), r.Warnings)
	b, _ := json.Marshal(r.Warnings)
	fmt.Println(string(b))
	// Output:
	// true true generic
	// ["generic"]
}

func ExampleInfo() {
	info, _ := taxid.Info("cl", "run")
	fmt.Println(info.Type, info.Title, "|", info.CheckDigit)

	// Costa Rica's NITE has the shape of a cédula jurídica: it is
	// validated only when named, never picked for a value of unknown type.
	info, _ = taxid.Info("CR", "nite")
	fmt.Println(info.Type, info.ByNameOnly)
	fmt.Println(taxid.Validate("CR", "nite", "3534123559").Valid, string(taxid.Validate("CR", "", "3534123559").Reason))
	// Output:
	// rut Rol Único Tributario | mod 11 (weights 2-7 from the right; 10 = K, 11 = 0)
	// nite true
	// true invalid_component
}

// One Validator, set up once, validates every value of a batch; it is a
// plain value, safe to share between goroutines.
func ExampleValidator_Validate() {
	v := taxid.Validator{Lenient: true}
	for _, id := range []struct{ country, typ, value string }{
		{"MX", "rfc", "GODE561231GR7"}, // the SAT's example RFC, homoclave digit off
		{"MX", "", "gode 561231 gr8"},  // the same, as typed
		{"AR", "", "30-54668997-8"},    // YPF's CUIT, last digit mistyped: never lenient
	} {
		r := v.Validate(id.country, id.typ, id.value)
		fmt.Printf("%v %s %s [%s%s]\n", r.Valid, r.Type, r.Normalized, string(r.Reason), r.Warnings)
	}
	// Output:
	// true rfc GODE561231GR7 [checksum_mismatch]
	// true rfc GODE561231GR8 []
	// false cuit 30546689978 [invalid_checksum]
}
