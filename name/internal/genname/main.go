// Command genname turns the name lists in data/ (see data/SOURCES.md)
// into tables.go of package name: one entry per folded word or phrase
// (internal/fold), with bits saying whether it is a given name or a
// surname in Spanish-speaking and in Portuguese-speaking countries,
// ordered by the FNV-1a hash of the key, with an index of hash buckets.
// Run by go generate in name (the //go:generate line is in data.go).
//
// The lists are faker's given names and surnames of the locales es and
// es_MX (Spanish) and pt_BR and pt_PT (Portuguese), and three official
// frequency lists: INE's given names and surnames of Spain's residents
// with their number of bearers, and IBGE's first names of the 2010 census
// of Brazil with theirs. A word takes the roles its lists give it; a word
// in both the given-name and the surname list of a language keeps both,
// which the package reads as "could be either", unless the counts show one
// role negligible (see roles). A compound given name is keyed without its
// particles ("María del Carmen" → "maria carmen"), as the package looks it
// up.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/ndval/ndval/internal/fold"

	"github.com/ndval/ndval/internal/csvrows"
	"github.com/ndval/ndval/internal/gen"
	"github.com/ndval/ndval/internal/strhash"
	"github.com/ndval/ndval/name/internal/wordtab"
)

func main() { gen.Main("genname", "tables.go", generate) }

// particles are left out of the keys of compound given names.
var particles = []string{"de", "del", "la", "las", "los", "da", "das", "do", "dos"}

func generate() ([]byte, error) {
	rows, err := csvrows.Read("data/faker_names.csv", "locale", "kind", "name")
	if err != nil {
		return nil, err
	}
	m := map[string]uint8{}
	for _, r := range rows {
		bit, err := roleBit(r["locale"], r["kind"])
		if err != nil {
			return nil, err
		}
		m[key(r["name"], bit&(wordtab.ESGiven|wordtab.PTGiven) != 0)] |= bit
	}
	c, err := readCounts()
	if err != nil {
		return nil, err
	}
	c.roles(m)
	return write(m)
}

// key folds a name into its table key, a given name without its
// particles.
func key(name string, given bool) string {
	words := strings.Fields(name)
	if given {
		words = slices.DeleteFunc(words, func(w string) bool {
			return slices.Contains(particles, strings.ToLower(w))
		})
	}
	return fold.String(strings.Join(words, " "))
}

// counts holds the bearers of each key in the official lists: Spain's
// residents with the word in their given name (a compound given name
// counts for each of its words and, from minCompound bearers, for itself),
// or as their first or second surname, and Brazil's residents with the
// word as their first name.
type counts struct {
	esGiven, esSurname, ptGiven map[string]int
}

// The thresholds of roles: a list's role counts from minGiven bearers
// (minSurname for surnames; the files hold no fewer); a role is
// negligible under 1/negligible of the other role's bearers; a Portuguese
// surname of faker's list keeps the given-name role only from
// minPTGivenSurname first names in the census, since the common surnames
// of Brazil each have millions of bearers the census of first names does
// not count.
const (
	minGiven          = 200
	minSurname        = 500
	minCompound       = 500
	negligible        = 20
	minPTGivenSurname = 50000
	minPTGiven        = 500
)

func readCounts() (counts, error) {
	c := counts{map[string]int{}, map[string]int{}, map[string]int{}}
	given, err := csvrows.Read("data/ine_given_names.csv", "name", "count")
	if err != nil {
		return c, err
	}
	for _, r := range given {
		n, err := strconv.Atoi(r["count"])
		if err != nil {
			return c, fmt.Errorf("ine_given_names.csv: %w", err)
		}
		k := key(r["name"], true)
		words := strings.Fields(k) // none for a name of particles alone
		for _, w := range words {
			c.esGiven[w] += n
		}
		if len(words) > 1 && n >= minCompound {
			c.esGiven[k] += n
		}
	}
	sur, err := csvrows.Read("data/ine_surnames.csv", "surname", "first", "second")
	if err != nil {
		return c, err
	}
	for _, r := range sur {
		n1, err1 := strconv.Atoi(r["first"])
		n2, err2 := strconv.Atoi(r["second"])
		if err := errors.Join(err1, err2); err != nil {
			return c, fmt.Errorf("ine_surnames.csv: %w", err)
		}
		k := key(r["surname"], false)
		if first, _, _ := strings.Cut(k, " "); slices.Contains(particles, first) {
			// de Almeida, del Carmen: the package reads a particle and
			// the word after it by that word (particleClass)
			continue
		}
		c.esSurname[k] += n1 + n2
	}
	br, err := csvrows.Read("data/ibge_first_names.csv", "name", "count")
	if err != nil {
		return c, err
	}
	for _, r := range br {
		n, err := strconv.Atoi(r["count"])
		if err != nil {
			return c, fmt.Errorf("ibge_first_names.csv: %w", err)
		}
		if k := key(r["name"], true); k != "" {
			c.ptGiven[k] += n // not DA, DOS: particles, not first names
		}
	}
	return c, nil
}

// roles adds to m the roles the counts give and takes away those they
// show negligible. Spanish: a key is a given name from minGiven bearers
// and a surname from minSurname, and either role, listed or counted, is
// dropped when its bearers are fewer than 1/negligible of the other's
// (García: 74 given names against three million surnames). Portuguese:
// a key is a given name from minGiven first names in the census, unless
// faker lists it as a surname and the census counts fewer than
// minPTGivenSurname (Silva, Santos: some thousands of first names).
func (c counts) roles(m map[string]uint8) {
	for k, g := range c.esGiven {
		if s := c.esSurname[k]; g >= minGiven || s >= minSurname {
			m[k] |= wordtab.ESGiven
		}
	}
	for k, s := range c.esSurname {
		if g := c.esGiven[k]; g >= minGiven || s >= minSurname {
			m[k] |= wordtab.ESSurname
		}
	}
	for k, bits := range m {
		g, s := c.esGiven[k], c.esSurname[k]
		switch {
		case g*negligible < s:
			bits &^= wordtab.ESGiven
		case s*negligible < g:
			bits &^= wordtab.ESSurname
		}
		m[k] = bits
	}
	for k, n := range c.ptGiven {
		if n < minPTGiven || m[k]&(wordtab.PTSurname|wordtab.ESSurname) != 0 && n < minPTGivenSurname {
			continue
		}
		m[k] |= wordtab.PTGiven
	}
	for k, bits := range m {
		if bits == 0 {
			delete(m, k)
		}
	}
}

func roleBit(locale, kind string) (uint8, error) {
	lang := map[string]uint8{"es": wordtab.ESGiven, "es_MX": wordtab.ESGiven, "pt_BR": wordtab.PTGiven, "pt_PT": wordtab.PTGiven}[locale]
	if lang == 0 || kind != "first" && kind != "last" {
		return 0, fmt.Errorf("faker_names.csv: unknown locale %q or kind %q", locale, kind)
	}
	if kind == "last" {
		lang <<= 1 // ESSurname, PTSurname
	}
	return lang, nil
}

type entry struct {
	hash uint32
	key  string
	bits uint8
}

func write(m map[string]uint8) ([]byte, error) {
	var es []entry
	for k, b := range m {
		es = append(es, entry{strhash.Sum(k), k, b})
	}
	slices.SortFunc(es, func(a, b entry) int {
		if a.hash != b.hash {
			return int(int64(a.hash) - int64(b.hash))
		}
		return strings.Compare(a.key, b.key)
	})
	if len(es) < 1000 || len(es) >= 1<<16 {
		return nil, fmt.Errorf("%d entries: are the data files complete?", len(es))
	}
	version, err := gen.Versions("data/SOURCES.md")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	gen.Header(&b, "go run ./internal/genname", "name")
	gen.WriteVersion(&b, `DataVersion names the name lists the tables are built from (the Version
line of data/SOURCES.md): the given names and surnames of the es, es_MX,
pt_BR and pt_PT locales of @faker-js/faker, and the counts of given names and
surnames of INE (Spain) and of first names of IBGE's 2010 census (Brazil).`, version)
	fmt.Fprintf(&b, "// words holds %d folded given names and surnames, ordered by the FNV-1a hash\n", len(es))
	b.WriteString("// of the key (see lookup.go), with their role bits; each key is a run of\n")
	b.WriteString("// wordKeys, so that the table holds no pointer for the collector to scan.\n")
	b.WriteString("var words = [...]word{\n")
	var keys strings.Builder
	for _, e := range es {
		fmt.Fprintf(&b, "\t{%#08x, %d, %d, %#x}, // %s\n", e.hash, keys.Len(), len(e.key), e.bits, e.key)
		keys.WriteString(e.key)
	}
	b.WriteString("}\n\n")
	b.WriteString("// wordKeys holds the keys of words, one after the other.\n")
	b.WriteString("const wordKeys = \"\" +")
	for k := keys.String(); k != ""; {
		n := min(len(k), 96)
		fmt.Fprintf(&b, "\n\t%q", k[:n])
		if k = k[n:]; k != "" {
			b.WriteString(" +")
		}
	}
	b.WriteString("\n\n")
	b.WriteString("// wordIndex[b] is the first entry of words whose hash >> (32 - indexBits) is b.\n")
	fmt.Fprintf(&b, "var wordIndex = [1<<indexBits + 1]uint16{")
	j := 0
	for bucket := 0; bucket <= 1<<wordtab.IndexBits; bucket++ {
		for j < len(es) && int(es[j].hash>>(32-wordtab.IndexBits)) < bucket {
			j++
		}
		if bucket%16 == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%d,", j)
	}
	b.WriteString("\n}\n")
	return b.Bytes(), nil
}
