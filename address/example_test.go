package address_test

import (
	"fmt"

	"github.com/ndval/ndval/address"
)

func ExampleValidate() {
	r := address.Validate("BR", "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200")
	fmt.Println(r.Valid, r.Street, "|", r.Number, "|", r.Neighborhood, "|", r.City, "|", r.RegionCode, "|", r.PostalCode)
	fmt.Println(r.Formatted)
	// Output:
	// true Av. Paulista | 1578 | Bela Vista | São Paulo | BR-SP | 01310-200
	// Av. Paulista, 1578, Bela Vista, São Paulo-SP, 01310-200
}

func ExampleValidate_grid() {
	r := address.Validate("CO", "Universidad Nacional de Colombia, Carrera 45 # 26-85, Bogotá D.C.")
	fmt.Println(r.Street, "|", r.Number, "|", r.City, "|", r.RegionCode)
	fmt.Println(r.Formatted)
	// Output:
	// Carrera 45 | 26-85 | Bogotá | CO-DC
	// Carrera 45 # 26-85, Bogotá
}

func ExampleValidate_invalid() {
	for _, a := range []struct{ country, value string }{
		{"AR", "Av. Corrientes 1234, Piso 3, C1043AAZ CABA"},
		{"MX", "SM 23 MZ 4 Lote 5, Cancún, Q. Roo"},
		{"AR", "Av. Corrientes 1234"},
		{"AR", "Corrientes, Argentina"},
		{"MX", "Av. Juárez 976, C.P. 123, Guadalajara"},
		{"US", "1600 Pennsylvania Ave NW, Washington, DC 20500"},
	} {
		r := address.Validate(a.country, a.value)
		fmt.Printf("%v %q missing=%v\n", r.Valid, string(r.Reason), r.Missing)
	}
	// Output:
	// true "" missing=
	// true "" missing=postal_code
	// false "missing_locality" missing=city
	// false "missing_street" missing=street
	// false "invalid_postal_code" missing=
	// false "unsupported_country" missing=
}

func ExampleValidate_warnings() {
	r := address.Validate("BR", "Av. Paulista, 1578, Rio de Janeiro - RJ, 01310-200")
	fmt.Println(r.Valid, r.Warnings)
	// Output: true postal_code_region_mismatch
}

func ExampleValidator_Validate() {
	var v address.Validator // the zero value is the default
	r := v.Validate("mx", "calle Venustiano Carranza número 607, colonia Cuauhtémoc, Ciudad de Toluca, código postal 50130, Estado de México, México")
	fmt.Println(r.Street, "|", r.Number, "|", r.Neighborhood, "|", r.City, "|", r.Region, "|", r.PostalCode)
	// Output: calle Venustiano Carranza | 607 | Cuauhtémoc | Toluca | Estado de México | 50130
}

func ExampleResult_Err() {
	err := address.Validate("AR", "Av. Corrientes 1234").Err()
	fmt.Println(err)
	// Output: ndval: address AR: no city, region or postal code
}

func ExampleResult_AppendJSON() {
	r := address.Validate("PE", "Av. Larco 1301, Miraflores, Lima 15074")
	fmt.Println(string(r.AppendJSON(nil)))
	// Output: {"valid":true,"formatted":"Av. Larco 1301, Miraflores, Lima 15074","country":"PE","street":"Av. Larco","number":"1301","neighborhood":"Miraflores","city":"Lima","region":"Lima Metropolitana","region_code":"PE-LMA","postal_code":"15074","missing":[]}
}

func ExampleFitsCountry() {
	fmt.Println(address.FitsCountry("MX", "06500", "CDMX"))
	fmt.Println(address.FitsCountry("MX", "06500", "Jalisco"))
	fmt.Println(address.FitsCountry("AR", "C1425DKE", "AR-C"))
	// Output:
	// true
	// false
	// true
}

// A Batch validates many addresses, as Validate each, in groups that read
// the parser's code into the processor's caches once; keep it for the
// next batch.
func ExampleBatch() {
	countries := []string{"MX", "AR", "BR"}
	values := []string{
		"Av. Paseo de la Reforma 505, Col. Cuauhtémoc, C.P. 06500, Ciudad de México, CDMX",
		"Av. Corrientes 1234, Piso 3, Depto. B, C1043AAZ CABA",
		"Av. Paulista",
	}
	out := make([]address.Result, len(values))
	var b address.Batch
	b.Validate(address.Validator{}, countries, values, out)
	for _, r := range out {
		if r.Valid {
			fmt.Println(r.Formatted)
		} else {
			fmt.Println(string(r.Reason))
		}
	}
	// Output:
	// Av. Paseo de la Reforma 505, Cuauhtémoc, 06500 Ciudad de México
	// Av. Corrientes 1234, Piso 3, Depto. B, C1043AAZ Buenos Aires
	// missing_locality
}
