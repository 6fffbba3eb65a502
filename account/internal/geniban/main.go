// Command geniban turns the IBAN data in account/data/iban into
// account/iban_tables.go: the SWIFT IBAN Registry (length, BBAN structure,
// bank and branch positions, example, SEPA flag, territories) and the bank
// names of the iban_banks_<cc>.csv files.
//
// Run it with go generate from the account directory (the
// //go:generate line is in account/data.go). Its output depends on the
// CSV files alone, so running it again changes nothing.
//
// Bank tables are written as strings so that they cost no init time and no
// allocation: the sorted bank codes of a country concatenated (all codes of
// a country have the same width), two bytes per code giving the index of
// its name, and the distinct names. iban_nonregistry.csv is deliberately
// not read (see data/SOURCES.md: its formats are informational only).
package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/ndval/ndval/internal/csvrows"
	"github.com/ndval/ndval/internal/gen"
)

func main() {
	gen.Main("geniban", "iban_tables.go", func() ([]byte, error) { return generate("data/iban") })
}

type country struct {
	code, name, format     string
	length, bbanLength     int
	bankStart, bankEnd     int // 1-based, inclusive, within the BBAN
	branchStart, branchEnd int
	example                string
	sepa                   bool
	territories            []string
}

type bank struct{ code, name string }

func generate(dir string) ([]byte, error) {
	countries, err := readRegistry(filepath.Join(dir, "iban_registry.csv"))
	if err != nil {
		return nil, err
	}
	files, err := filepath.Glob(filepath.Join(dir, "iban_banks_*.csv"))
	if err != nil {
		return nil, err
	}
	slices.Sort(files)
	banks := map[string][]bank{}
	for _, f := range files {
		cc := strings.ToUpper(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "iban_banks_"), ".csv"))
		bs, err := readBanks(f, cc)
		if err != nil {
			return nil, err
		}
		banks[cc] = bs
	}

	var b bytes.Buffer
	gen.Header(&b, "go run ./internal/geniban", "account")
	b.WriteString("// Source: data/iban/iban_registry.csv (SWIFT IBAN Registry, Release 100)\n")
	b.WriteString("// and data/iban/iban_banks_<cc>.csv; see data/SOURCES.md.\n\n")

	b.WriteString("// ibanCountries is the SWIFT IBAN Registry, sorted by country code. bban\n")
	b.WriteString("// holds (count, class) byte pairs; bank and branch are offsets into the\n")
	b.WriteString("// IBAN (start inclusive, end exclusive; zero when the registry gives none).\n")
	b.WriteString("var ibanCountries = [...]ibanCountry{\n")
	index := make([]byte, 26*26)
	for i, c := range countries {
		index[int(c.code[0]-'A')*26+int(c.code[1]-'A')] = byte(i + 1)
		runs, err := bbanRuns(c.format, c.bbanLength)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", c.code, err)
		}
		fmt.Fprintf(&b, "\t{code: %q, length: %d, bban: %s, ", c.code, c.length, hexQuote(runs))
		fmt.Fprintf(&b, "bank: [2]uint8{%d, %d}, ", c.bankStart+3, c.bankEnd+4)
		if c.branchStart > 0 {
			fmt.Fprintf(&b, "branch: [2]uint8{%d, %d}, ", c.branchStart+3, c.branchEnd+4)
		}
		fmt.Fprintf(&b, "sepa: %v, example: %q", c.sepa, c.example)
		if _, ok := banks[c.code]; ok {
			fmt.Fprintf(&b, ", banks: &ibanBanks%s", c.code)
		}
		fmt.Fprintf(&b, "}, // %s: %s\n", c.name, c.format)
	}
	b.WriteString("}\n\n")

	b.WriteString("// ibanCountryIndex maps a country code to 1 + its index in ibanCountries,\n")
	b.WriteString("// or 0: byte (a-'A')*26 + (b-'A') for the code ab.\n")
	fmt.Fprintf(&b, "const ibanCountryIndex = %s\n\n", quoteLines(index, 32))

	var terr []string
	for _, c := range countries {
		for _, t := range c.territories {
			terr = append(terr, t+c.code)
		}
	}
	slices.Sort(terr)
	values := make([]byte, 256)
	for c := range values {
		switch {
		case '0' <= c && c <= '9':
			values[c] = byte(c - '0')
		case 'A' <= c && c <= 'Z':
			values[c] = byte(c - 'A' + 10)
		default:
			values[c] = 0xff
		}
	}
	b.WriteString("// ibanValues holds the value of each IBAN character, indexed by its\n")
	b.WriteString("// byte: 0 to 9 for the digits, 10 to 35 for the letters A to Z (ISO 7064),\n")
	b.WriteString("// and 0xff for every other byte.\n")
	fmt.Fprintf(&b, "const ibanValues = %s\n\n", quoteLines(values, 32))

	b.WriteString("// ibanTerritories lists the territories the registry entries cover, as\n")
	b.WriteString("// 4-byte records: the territory's ISO code, then the IBAN country code its\n")
	b.WriteString("// IBANs use. Sorted.\n")
	fmt.Fprintf(&b, "const ibanTerritories = %q\n", strings.Join(terr, ""))

	ccs := make([]string, 0, len(banks))
	for cc := range banks {
		ccs = append(ccs, cc)
	}
	slices.Sort(ccs)
	for _, cc := range ccs {
		var reg *country
		for i := range countries {
			if countries[i].code == cc {
				reg = &countries[i]
			}
		}
		if reg == nil {
			return nil, fmt.Errorf("iban_banks_%s.csv: %s is not in the registry", strings.ToLower(cc), cc)
		}
		if err := writeBanks(&b, reg, banks[cc]); err != nil {
			return nil, err
		}
	}
	return b.Bytes(), nil
}

func writeBanks(b *bytes.Buffer, c *country, bs []bank) error {
	width := c.bankEnd - c.bankStart + 1
	if width > 8 {
		return fmt.Errorf("%s: bank codes of %d characters; ibanKey packs at most 8 bytes", c.code, width)
	}
	var names []string
	nameIndex := map[string]int{}
	var codes strings.Builder
	var index []byte
	for i, bk := range bs {
		if len(bk.code) != width {
			return fmt.Errorf("%s bank %q: want %d characters", c.code, bk.code, width)
		}
		if i > 0 && bs[i-1].code >= bk.code {
			return fmt.Errorf("%s bank %q: codes not sorted or repeated", c.code, bk.code)
		}
		n, ok := nameIndex[bk.name]
		if !ok {
			n = len(names)
			nameIndex[bk.name] = n
			names = append(names, bk.name)
		}
		if n > 0xffff {
			return fmt.Errorf("%s: too many bank names", c.code)
		}
		codes.WriteString(bk.code)
		index = append(index, byte(n>>8), byte(n))
	}
	fmt.Fprintf(b, "\n// ibanBanks%s: %d bank codes, %d names (data/iban/iban_banks_%s.csv).\n",
		c.code, len(bs), len(names), strings.ToLower(c.code))
	fmt.Fprintf(b, "var ibanBanks%s = ibanBanks{\n", c.code)
	fmt.Fprintf(b, "width: %d,\n", width)
	perLine := max(1, 64/width)
	var lines []string
	s := codes.String()
	for i := 0; i < len(s); i += perLine * width {
		lines = append(lines, strconv.Quote(s[i:min(len(s), i+perLine*width)]))
	}
	fmt.Fprintf(b, "codes: %s,\n", joinLines(lines))
	fmt.Fprintf(b, "index: %s,\n", quoteLines(index, 32))
	b.WriteString("names: []string{\n")
	for _, n := range names {
		fmt.Fprintf(b, "%q,\n", n)
	}
	b.WriteString("},\n}\n")
	return nil
}

// quoteLines writes p as a string constant, split into lines of n bytes.
func quoteLines(p []byte, n int) string {
	var lines []string
	for i := 0; i < len(p); i += n {
		lines = append(lines, hexQuote(string(p[i:min(len(p), i+n)])))
	}
	return joinLines(lines)
}

// hexQuote quotes s with \xNN escapes for every byte that is not a
// printable ASCII letter or digit, so that binary data reads uniformly.
func hexQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9') {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "\\x%02x", c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func joinLines(lines []string) string {
	if len(lines) == 1 {
		return lines[0]
	}
	return "\"\" +\n" + strings.Join(lines, " +\n")
}

var runRE = regexp.MustCompile(`^(\d+)!([nac])`)

// bbanRuns turns the registry's BBAN format ("4!n4!n12!c") into (count,
// class) byte pairs, merging neighbouring runs of the same class.
func bbanRuns(format string, length int) (string, error) {
	var runs []byte
	total := 0
	for rest := format; rest != ""; {
		m := runRE.FindStringSubmatch(rest)
		if m == nil {
			return "", fmt.Errorf("bad BBAN format %q", format)
		}
		n, _ := strconv.Atoi(m[1])
		total += n
		if k := len(runs); k > 0 && runs[k-1] == m[2][0] && int(runs[k-2])+n < 256 {
			runs[k-2] += byte(n)
		} else {
			runs = append(runs, byte(n), m[2][0])
		}
		rest = rest[len(m[0]):]
	}
	if total != length {
		return "", fmt.Errorf("BBAN format %q is %d long, registry says %d", format, total, length)
	}
	return string(runs), nil
}

func readRegistry(path string) ([]country, error) {
	rows, err := csvrows.Read(path)
	if err != nil {
		return nil, err
	}
	var cs []country
	for _, row := range rows {
		c := country{
			code:    row["country"],
			name:    row["country_name"],
			format:  row["bban_format"],
			example: row["example_iban"],
			sepa:    row["sepa"] == "yes",
		}
		if len(c.code) != 2 || c.code[0] < 'A' || c.code[0] > 'Z' || c.code[1] < 'A' || c.code[1] > 'Z' {
			return nil, fmt.Errorf("%s: bad country %q", path, c.code)
		}
		for _, f := range []struct {
			key string
			dst *int
			opt bool
		}{
			{"iban_length", &c.length, false}, {"bban_length", &c.bbanLength, false},
			{"bank_bban_start", &c.bankStart, false}, {"bank_bban_end", &c.bankEnd, false},
			{"branch_bban_start", &c.branchStart, true}, {"branch_bban_end", &c.branchEnd, true},
		} {
			v := row[f.key]
			if v == "" && f.opt {
				continue
			}
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, fmt.Errorf("%s %s: %s: %w", path, c.code, f.key, err)
			}
			*f.dst = n
		}
		if c.length != c.bbanLength+4 || c.length > 34 {
			return nil, fmt.Errorf("%s %s: lengths %d/%d", path, c.code, c.length, c.bbanLength)
		}
		if c.bankStart < 1 || c.bankEnd < c.bankStart || c.bankEnd > c.bbanLength ||
			(c.branchStart > 0 && (c.branchEnd < c.branchStart || c.branchEnd > c.bbanLength)) {
			return nil, fmt.Errorf("%s %s: bad bank or branch positions", path, c.code)
		}
		if len(c.example) != c.length || c.example[:2] != c.code {
			return nil, fmt.Errorf("%s %s: example %q does not fit", path, c.code, c.example)
		}
		if t := strings.Fields(row["territories"]); len(t) > 0 {
			c.territories = t
		}
		if len(cs) > 0 && cs[len(cs)-1].code >= c.code {
			return nil, fmt.Errorf("%s: %s out of order", path, c.code)
		}
		cs = append(cs, c)
	}
	return cs, nil
}

func readBanks(path, cc string) ([]bank, error) {
	rows, err := csvrows.Read(path)
	if err != nil {
		return nil, err
	}
	key := "bank_code"
	if cc == "BR" {
		key = "ispb" // BR IBANs carry the 8-digit ISPB (BBAN positions 1-8)
	}
	var bs []bank
	for _, row := range rows {
		// Some source names are wrapped over lines or hold doubled
		// spaces (IT, CH, NO, ...): runs of white space become one space.
		code, name := strings.TrimSpace(row[key]), strings.Join(strings.Fields(row["name"]), " ")
		if code == "" || name == "" {
			return nil, fmt.Errorf("%s: empty code or name in %v", path, row)
		}
		bs = append(bs, bank{strings.ToUpper(code), name})
	}
	slices.SortFunc(bs, func(a, b bank) int { return strings.Compare(a.code, b.code) })
	return bs, nil
}
