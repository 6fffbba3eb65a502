// Command gencountry turns data/iso_3166-1.json (Debian iso-codes, see
// data/SOURCES.md) into tables.go of package country: the assigned
// alpha-2 codes in order, their English short names, and an index from
// the two letters to the code. Run by go generate in internal/country.
package main

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/ndval/ndval/internal/gen"
)

func main() { gen.Main("gencountry", "tables.go", generate) }

type entry struct {
	Alpha2     string `json:"alpha_2"`
	Name       string `json:"name"`
	CommonName string `json:"common_name"`
}

func generate() ([]byte, error) {
	var doc struct {
		Entries []entry `json:"3166-1"`
	}
	if err := gen.ReadJSON("data/iso_3166-1.json", &doc); err != nil {
		return nil, err
	}
	es := doc.Entries
	slices.SortFunc(es, func(a, b entry) int { return strings.Compare(a.Alpha2, b.Alpha2) })
	if len(es) == 0 || len(es) > 255 {
		return nil, fmt.Errorf("data/iso_3166-1.json: %d codes", len(es))
	}
	version, err := gen.Versions("data/SOURCES.md")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	gen.Header(&b, "go run ./internal/gencountry", "country")
	gen.WriteVersion(&b, "DataVersion names the ISO 3166-1 list the tables come from (the Version\nline of data/SOURCES.md).", version)
	b.WriteString("// codes holds the assigned ISO 3166-1 alpha-2 codes, sorted, two bytes each.\n")
	b.WriteString("const codes = \"\" +\n")
	for i := 0; i < len(es); i += 16 {
		var line strings.Builder
		for _, e := range es[i:min(i+16, len(es))] {
			if len(e.Alpha2) != 2 || e.Alpha2[0] < 'A' || e.Alpha2[0] > 'Z' || e.Alpha2[1] < 'A' || e.Alpha2[1] > 'Z' {
				return nil, fmt.Errorf("bad alpha-2 code %q", e.Alpha2)
			}
			line.WriteString(e.Alpha2)
		}
		sep := " +"
		if i+16 >= len(es) {
			sep = ""
		}
		fmt.Fprintf(&b, "\t%q%s\n", line.String(), sep)
	}
	b.WriteString("\n// names holds the English short name of each code, in the order of codes:\n")
	b.WriteString("// the common name where iso-codes gives one (Bolivia), else the name.\n")
	b.WriteString("var names = [...]string{\n")
	for _, e := range es {
		n := e.Name
		if e.CommonName != "" {
			n = e.CommonName
		}
		fmt.Fprintf(&b, "\t%q, // %s\n", n, e.Alpha2)
	}
	b.WriteString("}\n\n")
	b.WriteString("// index maps (first letter - 'A') * 26 + (second letter - 'A') to one plus\n")
	b.WriteString("// the code's position in codes; 0 means not assigned.\n")
	b.WriteString("var index = [26 * 26]uint8{\n")
	for i, e := range es {
		fmt.Fprintf(&b, "\t%d: %d, // %s\n", int(e.Alpha2[0]-'A')*26+int(e.Alpha2[1]-'A'), i+1, e.Alpha2)
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}
