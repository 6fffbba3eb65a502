package main

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/internal/gen"
)

// Reference kinds, as address/data.go declares them.
const (
	refRegion  = 1 << 24
	refCity    = 2 << 24
	refCountry = 3 << 24
)

// tables is what emit writes, built up country by country.
type tables struct {
	version    string // DataVersion, from data/SOURCES.md
	b          bytes.Buffer
	keys       strings.Builder // phraseKeys
	cityNames  strings.Builder
	keyOff     map[string]int // a key's offset in keys, written once
	phraseRows []string       // the rows of phraseTable
	refs       []uint32
	regionRow  map[string]int // ISO code → row in regionTable
	cityRow    int            // rows of cityTable written
	regionRows int            // rows of regionTable written
	postalRows int            // rows of postalTable written
}

// versionDoc is the doc comment of the generated DataVersion.
const versionDoc = `DataVersion names the data the tables come from (the Version line of
data/SOURCES.md): the ISO 3166-2 subdivisions of Debian iso-codes, Google's
libaddressinput address metadata, and this package's own lists of written
forms, cities and country names.`

func emit(models []*countryModel, names []countryName, version string) ([]byte, error) {
	t := &tables{version: version, keyOff: map[string]int{}, regionRow: map[string]int{}}
	for _, m := range models {
		for _, r := range m.regions {
			t.regionRow[r.code] = len(t.regionRow)
		}
	}
	var countries, regions, cities, postal bytes.Buffer
	for _, m := range models {
		if err := t.addCountry(m, &countries, &regions, &cities, &postal); err != nil {
			return nil, err
		}
	}
	countryPhraseLo := len(t.phraseRows)
	if err := t.addCountryNames(models, names); err != nil {
		return nil, err
	}
	return t.write(&countries, &regions, &cities, &postal, countryPhraseLo)
}

// addCountry writes one country's rows: its cities, regions, postal
// prefixes, phrases and its countryTable row.
func (t *tables) addCountry(m *countryModel, countries, regions, cities, postal *bytes.Buffer) error {
	regionLo, cityLo := t.regionRows, t.cityRow
	t.regionRows += len(m.regions)
	cityOf := map[string]int{} // region|name → row
	for i, c := range m.cities {
		if c.of == "" {
			cityOf[c.region+"|"+c.name] = cityLo + i
		}
	}
	for _, c := range m.cities {
		reg, of := 0, 0
		if c.region != "" {
			reg = t.regionRow[c.region] + 1
		}
		if c.of != "" {
			row, ok := cityOf[c.region+"|"+c.of]
			if !ok {
				return fmt.Errorf("districts.csv: %s: city %s of %s is not a city of the tables", c.name, c.of, c.region)
			}
			of = row + 1
		}
		if len(c.name) > 255 {
			return fmt.Errorf("city %q: name too long", c.name)
		}
		fmt.Fprintf(cities, "\t{%d, %d, %d, %t, %d}, // %s %s\n", t.cityNames.Len(), len(c.name), reg, c.listed, of, c.region, c.name)
		t.cityNames.WriteString(c.name)
		t.cityRow++
	}
	phrases := map[string][]uint32{}
	addPhrase := func(s string, ref uint32) {
		k := string(lex.Key(nil, s))
		if k != "" && !slices.Contains(phrases[k], ref) {
			phrases[k] = append(phrases[k], ref)
		}
	}
	nPostal := 0
	for _, r := range m.regions {
		row := t.regionRow[r.code]
		for _, p := range r.phrases {
			addPhrase(p, refRegion|uint32(row))
		}
		cityRef := 0
		if r.city != "" {
			cityRef = cityOf[r.code+"|"+r.city] + 1
		}
		fmt.Fprintf(regions, "\t{%q, %q, %d},\n", r.code, r.name, cityRef)
		prefixes := slices.Clone(r.postal)
		slices.Sort(prefixes)
		for _, p := range slices.Compact(prefixes) {
			fmt.Fprintf(postal, "\t{%q, %d}, // %s\n", p, row, r.code)
			nPostal++
		}
	}
	for i, c := range m.cities {
		for _, name := range append([]string{c.name}, c.aliases...) {
			addPhrase(name, refCity|uint32(cityLo+i))
		}
	}
	phraseLo := len(t.phraseRows)
	maxWords := t.addPhrases(phrases)
	fmt.Fprintf(countries, "\t{%q, %q, %q, %q, %q, %d, %d, %d, %d, %d, %d, %d},\n",
		m.code, m.format, m.require, m.zip, m.zipex,
		regionLo, regionLo+len(m.regions), phraseLo, len(t.phraseRows),
		t.postalRows, t.postalRows+nPostal, maxWords)
	t.postalRows += nPostal
	return nil
}

// addPhrases appends a country's phrases, sorted by key, and returns the
// most words in one of them.
func (t *tables) addPhrases(phrases map[string][]uint32) int {
	maxWords := 0
	for _, k := range slices.Sorted(maps.Keys(phrases)) {
		off, ok := t.keyOff[k]
		if !ok {
			off = t.keys.Len()
			t.keys.WriteString(k)
			t.keyOff[k] = off
		}
		refs := phrases[k]
		slices.Sort(refs)
		t.phraseRows = append(t.phraseRows, fmt.Sprintf("{%d, %d, %d, %d},", off, len(k), len(refs), len(t.refs)))
		t.refs = append(t.refs, refs...)
		maxWords = max(maxWords, strings.Count(k, " ")+1)
	}
	return maxWords
}

// addCountryNames appends the phrases of the country names: countries.csv
// and the iso-codes English short name.
func (t *tables) addCountryNames(models []*countryModel, names []countryName) error {
	phrases := map[string][]uint32{}
	for i, m := range models {
		forms := []string{country.Name(m.code)}
		for _, n := range names {
			if n.country == m.code {
				forms = append(forms, n.form)
			}
		}
		for _, f := range forms {
			k := string(lex.Key(nil, f))
			if k != "" && !slices.Contains(phrases[k], refCountry|uint32(i)) {
				phrases[k] = append(phrases[k], refCountry|uint32(i))
			}
		}
	}
	for _, n := range names {
		if !slices.ContainsFunc(models, func(m *countryModel) bool { return m.code == n.country }) {
			return fmt.Errorf("countries.csv: %s is not a covered country", n.country)
		}
	}
	t.addPhrases(phrases)
	return nil
}

func (t *tables) write(countries, regions, cities, postal *bytes.Buffer, countryPhraseLo int) ([]byte, error) {
	b := &t.b
	gen.Header(b, "go run ./internal/genaddress", "address")
	gen.WriteVersion(b, versionDoc, t.version)
	b.WriteString("// countryTable holds the covered countries, sorted by code.\n")
	fmt.Fprintf(b, "var countryTable = [...]countryData{\n%s}\n\n", countries)
	b.WriteString("// regionTable holds the ISO 3166-2 subdivisions, by country and code.\n")
	fmt.Fprintf(b, "var regionTable = [...]regionData{\n%s}\n\n", regions)
	b.WriteString("// cityTable holds the cities, by country and region; their names are in cityNames.\n")
	fmt.Fprintf(b, "var cityTable = [...]cityData{\n%s}\n\n", cities)
	b.WriteString("// postalTable holds the postal-code prefixes of the regions, by country and prefix.\n")
	fmt.Fprintf(b, "var postalTable = [...]postalData{\n%s}\n\n", postal)
	b.WriteString("// phraseTable holds the folded written forms of the regions and cities of each\n")
	b.WriteString("// country, sorted by key within the country, then those of the country names.\n")
	fmt.Fprintf(b, "var phraseTable = [...]phraseData{\n")
	for _, r := range t.phraseRows {
		fmt.Fprintf(b, "\t%s\n", r)
	}
	b.WriteString("}\n\n")
	fmt.Fprintf(b, "// countryPhrases are the rows of phraseTable that name countries.\nconst countryPhrasesLo, countryPhrasesHi = %d, %d\n\n", countryPhraseLo, len(t.phraseRows))
	b.WriteString("// phraseRefs holds the places each phrase names (see refRegion ...).\n")
	b.WriteString("var phraseRefs = [...]uint32{")
	for i, r := range t.refs {
		if i%8 == 0 {
			b.WriteString("\n\t")
		}
		fmt.Fprintf(b, "%#x, ", r)
	}
	b.WriteString("\n}\n\n")
	writeString(b, "cityNames", "the canonical names of the cities of cityTable", t.cityNames.String())
	writeString(b, "phraseKeys", "the keys of phraseTable", t.keys.String())
	return b.Bytes(), nil
}

// writeString writes a long string constant in lines of about 100 bytes,
// cut between runes.
func writeString(b *bytes.Buffer, name, doc, s string) {
	fmt.Fprintf(b, "// %s holds %s.\nconst %s = \"\" +\n", name, doc, name)
	for len(s) > 0 {
		n := min(len(s), 100)
		for n < len(s) && !utf8.RuneStart(s[n]) {
			n++
		}
		sep := " +"
		if n == len(s) {
			sep = ""
		}
		fmt.Fprintf(b, "\t%q%s\n", s[:n], sep)
		s = s[n:]
	}
	b.WriteString("\n")
}
