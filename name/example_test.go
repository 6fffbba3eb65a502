package name_test

import (
	"errors"
	"fmt"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/name"
)

func ExampleValidate() {
	r := name.Validate("MX", "Juan Carlos Pérez González")
	fmt.Printf("%s | %s | %s | %s\n", r.Entity, r.First, r.Paternal, r.Maternal)

	r = name.Validate("BR", "João Carlos Silva Santos") // the father's surname comes last
	fmt.Printf("%s | %s | %s\n", r.First, r.Paternal, r.Maternal)

	r = name.Validate("AR", "MARÍA JOSÉ DE LA CRUZ")
	fmt.Printf("%s | %s | %s\n", r.Full, r.First, r.Paternal)

	r = name.Validate("CL", "Dr. Bernardo O'HIGGINS RIQUELME")
	fmt.Printf("%s | %s | %s | %s\n", r.Full, r.Title, r.Paternal, r.Maternal)

	r = name.Validate("MX", "Grupo Bimbo, S.A.B. de C.V.")
	fmt.Printf("%s | %s\n", r.Entity, r.Full)
	// Output:
	// person | Juan Carlos | Pérez | González
	// João Carlos | Santos | Silva
	// María José de la Cruz | María José | de la Cruz
	// Dr. Bernardo O'HIGGINS RIQUELME | Dr. | O'HIGGINS | RIQUELME
	// company | Grupo Bimbo, S.A.B. de C.V.
}

func ExampleValidator_Validate() {
	// Government lists write surnames first, without a comma.
	v := name.Validator{Order: name.OrderSurnamesFirst}
	r := v.Validate("MX", "LÓPEZ OBRADOR ANDRÉS MANUEL")
	fmt.Printf("%s | %s | %s | %s\n", r.Full, r.First, r.Paternal, r.Maternal)

	// A comma says the order in any case.
	r = name.Validate("AR", "PÉREZ GONZÁLEZ, JUAN CARLOS")
	fmt.Printf("%s | %s | %s | %s\n", r.Full, r.First, r.Paternal, r.Maternal)
	// Output:
	// López Obrador Andrés Manuel | Andrés Manuel | López | Obrador
	// Pérez González, Juan Carlos | Juan Carlos | Pérez | González
}

func ExampleWarnings_Has() {
	// Is Jaquiel a second given name or the mother's surname? The lists do
	// not know the word: the split is a guess, and says so.
	r := name.Validate("BR", "Dilma Jaquiel Rousseff")
	fmt.Println(r.First, "|", r.Paternal, "|", r.Maternal, "|", r.Warnings)

	r = name.Validate("MX", "PÉREZ GONZÁLEZ JUAN") // read given names first
	fmt.Println(r.Warnings.Has(name.WarnAmbiguousOrder))
	// Output:
	// Dilma | Rousseff | Jaquiel | uncertain_split
	// true
}

func ExampleResult_Err() {
	r := name.Validate("MX", "Juan 2 Pérez")
	err := r.Err()
	fmt.Println(err)
	fmt.Println(errors.Is(err, ndval.ReasonInvalidFormat))
	// Output:
	// ndval: name MX: wrong characters or arrangement
	// true
}

func ExampleResult_AppendJSON() {
	r := name.Validate("ES", "Sr. José Ortega y Gasset")
	fmt.Println(string(r.AppendJSON(nil)))
	// Output:
	// {"valid":true,"country":"ES","full":"Sr. José Ortega y Gasset","first":"José","paternal":"Ortega","maternal":"Gasset","entity":"person","title":"Sr."}
}

func ExampleCountries() {
	fmt.Println(name.Countries())
	// Output:
	// [AO AR BO BR CL CO CR CU CV DO EC ES GT GW HN MX MZ NI PA PE PR PT PY ST SV UY VE]
}

func ExampleOrder_String() {
	fmt.Println(name.OrderGivenFirst, name.OrderSurnamesFirst)
	// Output:
	// given_first surnames_first
}

func ExampleWarnings_Names() {
	r := name.Validate("MX", "Juan P. Pérez")
	fmt.Println(r.First, "|", r.Paternal, "|", r.Warnings.Names())
	// Output:
	// Juan P. | Pérez | [initial]
}
