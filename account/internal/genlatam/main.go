// Command genlatam turns the Latin American bank and plaza lists in
// account/data into the immutable Go tables of account/latam_tables.go.
//
// It reads, relative to the account package directory (where go generate
// runs it):
//
//	data/banks_ar.csv   CBU entity code -> bank name, in_recent_list
//	data/banks_mx.csv   CLABE bank code -> SPEI short name, in_current_list
//	data/plazas_mx.csv  CLABE plaza code -> city, state (several rows per code)
//	data/banks_pe.csv   CCI entity code -> entity name, in_recent_list
//
// and writes latam_tables.go through internal/gen, which gofmts it. The
// output depends only on the input files: rows are sorted by code and the
// strings are written as Go literals, so running it twice gives the same
// bytes (CI checks this).
// data/SOURCES.md says where every row comes from; its Version line
// becomes DataVersion, for the IBAN tables of data/iban as well.
package main

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/ndval/ndval/internal/csvrows"
	"github.com/ndval/ndval/internal/gen"
)

func main() {
	gen.Main("genlatam", "latam_tables.go", func() ([]byte, error) { return generate("data") })
}

type bank struct {
	code, name string
	historic   bool
}

type plaza struct {
	code, city, state string
}

func generate(dir string) ([]byte, error) {
	ar, err := readBanks(dir+"/banks_ar.csv", "name", "in_recent_list")
	if err != nil {
		return nil, err
	}
	mx, err := readBanks(dir+"/banks_mx.csv", "short_name", "in_current_list")
	if err != nil {
		return nil, err
	}
	pe, err := readBanks(dir+"/banks_pe.csv", "name", "in_recent_list")
	if err != nil {
		return nil, err
	}
	plazas, err := readPlazas(dir + "/plazas_mx.csv")
	if err != nil {
		return nil, err
	}

	version, err := gen.Versions(dir + "/SOURCES.md")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	gen.Header(&b, "go run ./internal/genlatam", "account")
	gen.WriteVersion(&b, `DataVersion identifies the bank, plaza and IBAN tables built into the
package (the Version line of data/SOURCES.md, which covers data/iban too):
the date this package's bank lists (and the CVU provider table of
ar_cvu.go) were last gathered, and the versions of the IBAN registry and
bank registries they were built from. Like phonenumbers.MetadataVersion,
it tells users how fresh the bank names are; Validator.Banks adds newer
entries.`, version)
	b.WriteString(`// The tables below come from data/banks_ar.csv, data/banks_mx.csv,
// data/plazas_mx.csv and data/banks_pe.csv (see data/SOURCES.md), sorted
// by code, each with a direct index from the code to its row. Codes are
// numbers: "017" is 17. A bank is
// historic when the CSV's in_recent_list (in_current_list for Mexico) is
// "no": its code appears in none of the recent lists.

`)
	writeBanks(&b, "latamBanksAR", "CBU/CVU entity (3 digits) -> bank name, from data/banks_ar.csv.", ar)
	writeBanks(&b, "latamBanksMX", "CLABE bank code (3 digits) -> SPEI short name, from data/banks_mx.csv.", mx)
	writeBanks(&b, "latamBanksPE", "CCI entity code (3 digits) -> entity name, from data/banks_pe.csv.", pe)
	fmt.Fprintf(&b, "// latamPlazasMX: CLABE plaza code (3 digits) -> locality, from\n")
	fmt.Fprintf(&b, "// data/plazas_mx.csv. A code the catalogue gives for several localities\n")
	fmt.Fprintf(&b, "// lists them all, separated by \" / \", the ones the source gives with their\n")
	fmt.Fprintf(&b, "// state first.\n")
	fmt.Fprintf(&b, "var latamPlazasMX = [...]latamPlaza{\n")
	codes := make([]string, len(plazas))
	for i, p := range plazas {
		fmt.Fprintf(&b, "\t{%s, %s},\n", number(p.code), strconv.Quote(p.city))
		codes[i] = p.code
	}
	b.WriteString("}\n\n")
	writeIndex(&b, "latamPlazasMX", "uint16", codes)
	return b.Bytes(), nil
}

func writeBanks(b *bytes.Buffer, name, doc string, banks []bank) {
	fmt.Fprintf(b, "// %s: %s\n", name, doc)
	fmt.Fprintf(b, "var %s = [...]latamBank{\n", name)
	for _, k := range banks {
		fmt.Fprintf(b, "\t{%s, %s, %t},\n", number(k.code), strconv.Quote(k.name), k.historic)
	}
	b.WriteString("}\n\n")
	codes := make([]string, len(banks))
	for i, k := range banks {
		codes[i] = k.code
	}
	writeIndex(b, name, "uint8", codes)
}

// writeIndex writes the direct index of a table: code -> row + 1, 0 for
// a code not in the table.
func writeIndex(b *bytes.Buffer, table, typ string, codes []string) {
	idx := strings.Replace(table, "latam", "latamIndex", 1)
	fmt.Fprintf(b, "// %s maps a code to its row in %s plus one (0: none).\n", idx, table)
	fmt.Fprintf(b, "var %s = [1000]%s{", idx, typ)
	for i, c := range codes {
		if i%8 == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		fmt.Fprintf(b, "%s: %d,", number(c), i+1)
	}
	b.WriteString("\n}\n\n")
}

// number writes a code as a decimal literal (the tables hold codes as
// numbers: "017" is 17).
func number(code string) string {
	n, err := strconv.Atoi(code)
	if err != nil {
		panic(err) // checkCode ran
	}
	return strconv.Itoa(n)
}

func checkCode(path, code string) error {
	if len(code) != 3 || strings.Trim(code, "0123456789") != "" {
		return fmt.Errorf("%s: code %q is not 3 digits", path, code)
	}
	return nil
}

func yesNo(path, col, v string) (bool, error) {
	switch v {
	case "yes":
		return true, nil
	case "no":
		return false, nil
	}
	return false, fmt.Errorf("%s: %s is %q, want yes or no", path, col, v)
}

func readBanks(path, nameCol, recentCol string) ([]bank, error) {
	rows, err := csvrows.Read(path, "code", nameCol, recentCol)
	if err != nil {
		return nil, err
	}
	var banks []bank
	for _, row := range rows {
		code, name := row["code"], row[nameCol]
		if err := checkCode(path, code); err != nil {
			return nil, err
		}
		if name == "" {
			return nil, fmt.Errorf("%s: code %s has no %s", path, code, nameCol)
		}
		recent, err := yesNo(path, recentCol, row[recentCol])
		if err != nil {
			return nil, err
		}
		banks = append(banks, bank{code: code, name: name, historic: !recent})
	}
	if len(banks) > 255 {
		return nil, fmt.Errorf("%s: %d rows do not fit the uint8 index", path, len(banks))
	}
	slices.SortStableFunc(banks, func(a, b bank) int { return strings.Compare(a.code, b.code) })
	for i := 1; i < len(banks); i++ {
		if banks[i].code == banks[i-1].code {
			return nil, fmt.Errorf("%s: code %s repeated", path, banks[i].code)
		}
	}
	return banks, nil
}

// readPlazas merges the rows of each plaza code into one entry whose city
// lists every locality of the code.
func readPlazas(path string) ([]plaza, error) {
	rows, err := csvrows.Read(path, "code", "city", "state")
	if err != nil {
		return nil, err
	}
	var all []plaza
	for _, row := range rows {
		p := plaza{code: row["code"], city: row["city"], state: row["state"]}
		if err := checkCode(path, p.code); err != nil {
			return nil, err
		}
		if p.city == "" || strings.Contains(p.city, " / ") {
			return nil, fmt.Errorf("%s: code %s has city %q", path, p.code, p.city)
		}
		all = append(all, p)
	}
	// Stable: within a code, the file's order is kept, state-bearing rows
	// first.
	slices.SortStableFunc(all, func(a, b plaza) int {
		if c := strings.Compare(a.code, b.code); c != 0 {
			return c
		}
		switch {
		case a.state != "" && b.state == "":
			return -1
		case a.state == "" && b.state != "":
			return 1
		}
		return 0
	})
	var merged []plaza
	for _, p := range all {
		if n := len(merged); n > 0 && merged[n-1].code == p.code {
			if !slices.Contains(strings.Split(merged[n-1].city, " / "), p.city) {
				merged[n-1].city += " / " + p.city
			}
			continue
		}
		merged = append(merged, p)
	}
	return merged, nil
}
