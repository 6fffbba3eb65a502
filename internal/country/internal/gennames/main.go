// Command gennames writes byname_tables.go of package country: every
// assigned ISO 3166-1 code under the names people write in its place in a
// sheet, folded (clean.Fold): the English, Spanish and Portuguese short
// names from CLDR (golang.org/x/text/language/display), the English names
// and alpha-3 codes of iso-codes (data/iso_3166-1.json), and the variants
// of data/aliases.txt. A name two codes share is left out. Run by go
// generate in internal/country.
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"github.com/ndval/ndval/internal/clean"
	"github.com/ndval/ndval/internal/gen"
)

func main() { gen.Main("gennames", "byname_tables.go", generate) }

type entry struct {
	Alpha2       string `json:"alpha_2"`
	Alpha3       string `json:"alpha_3"`
	Name         string `json:"name"`
	CommonName   string `json:"common_name"`
	OfficialName string `json:"official_name"`
}

// languages are the CLDR languages whose names are read, with Brazilian
// and European Portuguese both.
var languages = []language.Tag{language.English, language.Spanish, language.LatinAmericanSpanish,
	language.BrazilianPortuguese, language.EuropeanPortuguese}

func generate() ([]byte, error) {
	var doc struct {
		Entries []entry `json:"3166-1"`
	}
	if err := gen.ReadJSON("data/iso_3166-1.json", &doc); err != nil {
		return nil, err
	}
	names := map[string]map[string]bool{} // folded name -> codes
	add := func(name, code string) {
		f := clean.Fold(name)
		if f == "" || len(f) == 2 {
			return // two letters are read as a code, not a name
		}
		if names[f] == nil {
			names[f] = map[string]bool{}
		}
		names[f][code] = true
	}
	for _, e := range doc.Entries {
		for _, n := range []string{e.Alpha3, e.Name, e.CommonName, e.OfficialName} {
			add(n, e.Alpha2)
		}
		region, err := language.ParseRegion(e.Alpha2)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", e.Alpha2, err)
		}
		for _, t := range languages {
			add(display.Regions(t).Name(region), e.Alpha2)
		}
	}
	aliases, err := readAliases("data/aliases.txt")
	if err != nil {
		return nil, err
	}
	for _, a := range aliases {
		add(a[0], a[1])
	}
	keys := make([]string, 0, len(names))
	for k, codes := range names {
		if len(codes) == 1 {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)

	var b bytes.Buffer
	gen.Header(&b, "go run ./internal/gennames", "country")
	b.WriteString("// byName maps a folded country name (clean.Fold) to its code: English,\n")
	b.WriteString("// Spanish and Portuguese names (CLDR via golang.org/x/text), iso-codes'\n")
	b.WriteString("// names and alpha-3 codes, and data/aliases.txt.\n")
	b.WriteString("var byName = map[string]string{\n")
	for _, k := range keys {
		for c := range names[k] {
			fmt.Fprintf(&b, "\t%q: %q,\n", k, c)
		}
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}

// readAliases reads lines "CODE<TAB>name" of path; # starts a comment.
func readAliases(path string) ([][2]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out [][2]string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		code, name, ok := strings.Cut(line, "\t")
		if !ok || len(code) != 2 {
			return nil, fmt.Errorf("%s:%d: want CODE<TAB>name", path, n)
		}
		out = append(out, [2]string{name, code})
	}
	return out, sc.Err()
}
