package csvin_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/ndval/ndval/internal/csvin"
)

// A spreadsheet's export: a byte order mark, semicolons, a quoted field
// with a line break, and a line whose quote is never closed, which is
// reported without losing the line after it.
func ExampleReader() {
	in := "\ufeffid;name\n1;\"Gómez\nDíaz\"\n2;\"Pérez\n3;López\n"
	r := csvin.NewReader(strings.NewReader(in), 1<<10)
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if rec.Err != nil {
			fmt.Printf("line %d: %v\n", rec.Line, rec.Err)
			continue
		}
		fmt.Printf("line %d: %q %q\n", rec.Line, r.Field(0), r.Field(1))
	}
	fmt.Printf("delimiter %q, BOM %v\n", r.Comma, r.BOM())
	// Output:
	// line 1: "id" "name"
	// line 2: "1" "Gómez\nDíaz"
	// line 4: a quoted field is not closed
	// line 5: "3" "López"
	// delimiter ';', BOM true
}
