// Command genname turns the name lists in data/ (see data/SOURCES.md)
// into tables.go of package name: one entry per folded word or phrase
// (internal/fold), with bits saying whether it is a given name or a
// surname in Spanish-speaking and in Portuguese-speaking countries,
// ordered by the FNV-1a hash of the key, with an index of hash buckets.
// Run by go generate in name (the //go:generate line is in data.go).
//
// The lists are faker's given names and surnames of the locales es and
// es_MX (Spanish) and pt_BR and pt_PT (Portuguese). A word in both the
// given-name and the surname list of a language keeps both roles, which
// the package reads as "could be either". A compound given name is keyed
// without its particles ("María del Carmen" → "maria carmen"), as the
// package looks it up.
package main

import (
	"bytes"
	"fmt"
	"github.com/ndval/ndval/internal/fold"
	"slices"
	"strings"

	"github.com/ndval/ndval/internal/csvrows"
	"github.com/ndval/ndval/internal/gen"
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
		words := strings.Fields(r["name"])
		if bit&(wordtab.ESGiven|wordtab.PTGiven) != 0 {
			words = slices.DeleteFunc(words, func(w string) bool {
				return slices.Contains(particles, strings.ToLower(w))
			})
		}
		m[fold.String(strings.Join(words, " "))] |= bit
	}
	return write(m)
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
		es = append(es, entry{wordtab.Hash([]byte(k)), k, b})
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
pt_BR and pt_PT locales of @faker-js/faker.`, version)
	fmt.Fprintf(&b, "// words holds %d folded given names and surnames, ordered by the FNV-1a hash\n", len(es))
	b.WriteString("// of the key (see lookup.go), with their role bits.\n")
	b.WriteString("var words = [...]word{\n")
	for _, e := range es {
		fmt.Fprintf(&b, "\t{%#08x, %q, %#x},\n", e.hash, e.key, e.bits)
	}
	b.WriteString("}\n\n")
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
