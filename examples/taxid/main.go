// Command taxid validates a handful of Latin American tax and personal ids
// with the taxid package and prints the results as a table.
//
//	go run ./examples/taxid
package main

import (
	"fmt"
	"os"
	"text/tabwriter"

	"github.com/ndval/ndval/taxid"
)

func main() {
	ids := []struct{ country, typ, value string }{
		{"AR", "", "30-54668997-9"},         // YPF S.A.
		{"AR", "cuit", "30-54668997-8"},     // same, with a wrong check digit
		{"AR", "", "CUIT N° 30 54668997 9"}, // same, as pasted with a label
		{"BR", "", "33.000.167/0001-01"},    // Petrobras
		{"BR", "cnpj", "12ABC34501DE35"},    // alphanumeric CNPJ, RFB example
		{"MX", "rfc", "SAT970701NN3"},       // Servicio de Administración Tributaria
		{"MX", "rfc", "XAXX010101000"},      // generic RFC: público en general
		{"CL", "", "R.U.T. 61.704.000-K"},   // CODELCO, with its label
		{"CO", "nit", "899.999.068-1"},      // Ecopetrol
		{"PE", "", "20131312955"},           // SUNAT
		{"UY", "", "1234"},                  // too short for any Uruguayan id
		{"FR", "", "123"},                   // a country with no validator
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "COUNTRY\tTYPE\tINPUT\tVALID\tFORMATTED\tENTITY\tREASON/WARNINGS")
	for _, id := range ids {
		r := taxid.Validate(id.country, id.typ, id.value)
		note := string(r.Reason)
		if r.Warnings != 0 {
			note = r.Warnings.String()
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%v\t%s\t%s\t%s\n",
			r.Country, r.Type, id.value, r.Valid, r.Formatted, r.Entity, note)
	}
	w.Flush()
}
