// Command genexceptions turns the issuers' exception lists in taxid/data
// into the sorted Go tables of taxid/tables.go, which the documents search
// by binary search. Run by go generate in the taxid directory.
//
// It reads, relative to that directory:
//
//	data/do_cedula_exceptions.csv  Dominican cédulas (column number)
//	data/do_rnc_exceptions.csv     Dominican RNCs (column number)
//
// Every number must be digits only, of one of its document's lengths, and
// listed once. The output depends only on the input files: the numbers are
// sorted, whatever their order in the CSV. data/SOURCES.md says where the
// lists come from.
package main

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/ndval/ndval/internal/checksum"
	"github.com/ndval/ndval/internal/csvrows"
	"github.com/ndval/ndval/internal/gen"
)

func main() { gen.Main("genexceptions", "tables.go", generate) }

// list is one exception list and the Go table it becomes.
type list struct {
	file, variable string
	doc            string // what the numbers are, for the table's comment
	lengths        []int  // the lengths a number may have
}

func generate() ([]byte, error) {
	lists := [...]list{
		{"data/do_cedula_exceptions.csv", "doCedulaExceptions", "the Dominican cédulas that fail the Luhn\n// check digit but were issued all the same", []int{10, 11}},
		{"data/do_rnc_exceptions.csv", "doRNCExceptions", "the Dominican RNCs that fail the mod 11\n// check digit but were assigned all the same", []int{8, 9}},
	}
	version, err := gen.Versions("data/SOURCES.md")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	gen.Header(&b, "go run ./internal/genexceptions", "taxid")
	gen.WriteVersion(&b, `DataVersion identifies the data built into the package (the Version line
of data/SOURCES.md): the release of python-stdnum whose lists of issuers'
exceptions (the Dominican cédulas and RNCs accepted with
WarnIssuerException) the tables copy. The check-digit rules themselves are
code, in one file per document.`, version)
	for _, l := range lists {
		nums, err := read(l)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "// %s lists %d numbers from\n// %s, sorted for binary search:\n// %s.\n",
			l.variable, len(nums), l.file, l.doc)
		fmt.Fprintf(&b, "var %s = [...]string{\n", l.variable)
		for i := 0; i < len(nums); i += 6 {
			row := nums[i:min(i+6, len(nums))]
			fmt.Fprintf(&b, "\t\"%s\",\n", strings.Join(row, `", "`))
		}
		b.WriteString("}\n\n")
	}
	return b.Bytes(), nil
}

// read returns the numbers of l's file, checked and sorted.
func read(l list) ([]string, error) {
	rows, err := csvrows.Read(l.file, "number")
	if err != nil {
		return nil, err
	}
	nums := make([]string, 0, len(rows))
	for i, row := range rows {
		n := row["number"]
		if !checksum.IsDigits(n) || !slices.Contains(l.lengths, len(n)) {
			return nil, fmt.Errorf("%s: row %d: %q is not a number of %v digits", l.file, i+1, n, l.lengths)
		}
		nums = append(nums, n)
	}
	slices.Sort(nums)
	for i := 1; i < len(nums); i++ {
		if nums[i] == nums[i-1] {
			return nil, fmt.Errorf("%s: %s listed twice", l.file, nums[i])
		}
	}
	if len(nums) == 0 {
		return nil, fmt.Errorf("%s: no numbers", l.file)
	}
	return nums, nil
}
