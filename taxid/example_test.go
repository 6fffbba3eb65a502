package taxid_test

import (
	"errors"
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleValidate() {
	// YPF S.A., with the type resolved from the value.
	r := taxid.Validate("ar", "", "30-54668997-9")
	fmt.Println(r.Country, r.Type, r.Valid, r.Normalized, r.Formatted, r.Entity)

	// The same CUIT with a wrong check digit: Normalized is still set.
	r = taxid.Validate("AR", "cuit", "30 54668997 8")
	fmt.Println(r.Valid, r.Normalized, r.Reason)
	// Output:
	// AR cuit true 30546689979 30-54668997-9 company
	// false 30546689978 invalid_checksum
}

func ExampleResult_Err() {
	err := taxid.Validate("AR", "cuit", "30-54668997-8").Err()
	fmt.Println(err)
	fmt.Println(errors.Is(err, taxid.ErrInvalidChecksum))

	err = taxid.Validate("FR", "", "123").Err()
	fmt.Println(errors.Is(err, taxid.ErrUnsupportedCountry))
	// Output:
	// taxid: AR cuit: invalid check digit
	// true
	// true
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
	fmt.Println(r.Valid, r.Reason)

	lenient := taxid.Validator{Lenient: true}
	r = lenient.Validate("EC", "ruc", "1793213150001")
	fmt.Println(r.Valid, r.Flags)
	// Output:
	// false invalid_checksum
	// true checksum_mismatch
}

func ExampleCountries() {
	fmt.Println(taxid.Countries()[:5])
	// Output:
	// [AR BO BR CL CO]
}

func ExampleFlags() {
	r := taxid.Validate("MX", "rfc", "XAXX010101000")
	fmt.Println(r.Valid, r.Flags.Has(taxid.FlagGeneric), r.Flags)
	// Output:
	// true true generic
}

func ExampleInfo() {
	info, _ := taxid.Info("cl", "run")
	fmt.Println(info.Type, info.Title, "|", info.CheckDigit)

	// Costa Rica's NITE has the shape of a cédula jurídica: it is
	// validated only when named, never picked for a value of unknown type.
	info, _ = taxid.Info("CR", "nite")
	fmt.Println(info.Type, info.ByNameOnly)
	fmt.Println(taxid.Validate("CR", "nite", "3534123559").Valid, taxid.Validate("CR", "", "3534123559").Reason)
	// Output:
	// rut Rol Único Tributario | mod 11 (weights 2-7 from the right; 10 = K, 11 = 0)
	// nite true
	// true invalid_component
}
