package taxid_test

import (
	"fmt"

	"github.com/ndval/ndval/taxid"
)

func ExampleMXNameKey() {
	// RENAPO's worked example, SABC560626MDFLRN01: Concepción Salgado Briseño.
	fmt.Println(taxid.MXNameKey("curp", "Concepción", "Salgado", "Briseño"))
	// María first in a compound given name is skipped; particles are dropped.
	fmt.Println(taxid.MXNameKey("rfc", "María Luisa", "de la Peña", "Ramírez"))
	// Ñ is X, and so is a missing second surname.
	fmt.Println(taxid.MXNameKey("rfc", "José Ángel", "Ñuño", ""))
	// Output:
	// SABC
	// PERL
	// XUXA
}

func ExampleMXNameKeyLegacy() {
	// The SAT's 1988 rules for one surname, and for one of one or two letters.
	fmt.Println(taxid.MXNameKeyLegacy("Juan", "Martínez", ""))
	fmt.Println(taxid.MXNameKeyLegacy("Ernesto", "Ek", "Rivera"))
	// Output:
	// MAJU
	// ERER
}
