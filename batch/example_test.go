package batch_test

import (
	"context"
	"fmt"
	"log"
	"strings"

	"github.com/ndval/ndval/batch"
)

// A supplier uploads a sheet of tax ids; each row gets its result, in
// order, and the tally counts them. The last row lacks a column: it is
// written in its place with an error, and the run goes on.
func Example() {
	const upload = `id,country,value
1,AR,30-54668997-9
2,BR,33.000.167/0001-01
3,MX,SAT970701NN3
4,AR,30-54668997-8
5,CL
`
	var out strings.Builder
	t, err := batch.Run(context.Background(), strings.NewReader(upload), &out,
		batch.Options{Kind: batch.TaxIDs, Output: batch.CSV}, nil)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(strings.ReplaceAll(out.String(), "\r\n", "\n")) // CSV lines end in CRLF
	fmt.Printf("%d rows: %d valid, %d invalid, %d unreadable\n", t.Rows, t.Valid, t.Invalid, t.Unreadable)
	for _, f := range t.Failures {
		fmt.Printf("%s: %d, first on line %d\n", f.Reason, f.Count, f.Samples[0].Line)
	}
	// Output:
	// id,country,value,line,valid,resolved_type,normalized,formatted,reason,entity,warnings,error
	// 1,AR,30-54668997-9,2,true,cuit,30546689979,30-54668997-9,,company,,
	// 2,BR,33.000.167/0001-01,3,true,cnpj,33000167000101,33.000.167/0001-01,,company,,
	// 3,MX,SAT970701NN3,4,true,rfc,SAT970701NN3,SAT970701NN3,,company,,
	// 4,AR,30-54668997-8,5,false,cuit,30546689978,,invalid_checksum,company,,
	// 5,CL,,6,,,,,,,,"missing_column: 2 columns, the header has 3"
	// 5 rows: 3 valid, 1 invalid, 1 unreadable
	// invalid_checksum: 1, first on line 5
	// missing_column: 1, first on line 6
}

// Records under a sheet's own column names, mapped to the fields, as JSON
// Lines; the tally says how many suppliers can be paid.
func ExampleRun() {
	const upload = "Código;País;RFC;CLABE;Razón social\r\n" +
		"p-1;MX;SAT970701NN3;002010077777777771;Servicio de Administración Tributaria\r\n" +
		"p-2;MX;GODE561231GR8;;Emma Gómez Díaz\r\n"
	var out strings.Builder
	t, err := batch.Run(context.Background(), strings.NewReader(upload), &out, batch.Options{
		Kind: batch.Records,
		Map: []batch.Mapping{{Column: "Código", Field: "reference_id"}, {Column: "País", Field: "country"},
			{Column: "RFC", Field: "tax_id"}, {Column: "CLABE", Field: "account"}, {Column: "Razón social", Field: "name"}},
	}, nil)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(strings.Count(out.String(), "\n"), "lines of JSON")
	fmt.Println("ready for payment:", t.Payment.Ready, "of", t.Payment.Total())
	for _, c := range t.Payment.NotReady {
		fmt.Println("  not ready:", string(c.Reason), c.Count)
	}
	// Output:
	// 2 lines of JSON
	// ready for payment: 1 of 2
	//   not ready: missing_account 1
}

func ExampleFormatOf() {
	for _, name := range []string{"proveedores.csv", "upload.JSONL", "export.tsv", "-"} {
		fmt.Printf("%s: %q\n", name, batch.FormatOf(name))
	}
	// Output:
	// proveedores.csv: "csv"
	// upload.JSONL: "jsonl"
	// export.tsv: "csv"
	// -: ""
}
