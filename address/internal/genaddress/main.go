// Command genaddress turns the address data in address/data (see
// data/SOURCES.md) into address/tables.go: per covered country its
// libaddressinput display format, required parts and postal-code pattern;
// its ISO 3166-2 subdivisions with their usual names; its cities (every BR
// municipality and CL comuna of libaddressinput, data/cities.csv and the
// districts of large cities of data/districts.csv); the
// folded written forms (phrases) of its regions and cities, sorted for
// binary search; and the postal-code prefixes of its regions. Run by go
// generate in address; its output depends on the data files alone.
package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/ndval/ndval/internal/gen"
)

func main() { gen.Main("genaddress", "tables.go", func() ([]byte, error) { return generate("data") }) }

type region struct {
	code, name string
	phrases    []string
	postal     []string
	city       string // the city of a city-state
}

type city struct {
	name, region string // region: ISO code, or "" for none
	aliases      []string
	listed       bool   // named by cities.csv or a city-state: a capital or a large city
	of           string // for a district (districts.csv), the city it is part of
}

type countryModel struct {
	code, format, require, zip, zipex string
	regions                           []*region
	cities                            []*city
}

func generate(dir string) ([]byte, error) {
	iso, err := readISO(filepath.Join(dir, "iso_3166-2_latam.json"))
	if err != nil {
		return nil, err
	}
	laiData, err := readLAI(filepath.Join(dir, "libaddressinput_latam.txt"))
	if err != nil {
		return nil, err
	}
	forms, err := readForms(filepath.Join(dir, "regions.csv"))
	if err != nil {
		return nil, err
	}
	extra, err := readCities(filepath.Join(dir, "cities.csv"))
	if err != nil {
		return nil, err
	}
	districts, err := readDistricts(filepath.Join(dir, "districts.csv"))
	if err != nil {
		return nil, err
	}
	names, err := readCountryNames(filepath.Join(dir, "countries.csv"))
	if err != nil {
		return nil, err
	}
	version, err := gen.Versions(filepath.Join(dir, "SOURCES.md"))
	if err != nil {
		return nil, err
	}
	var models []*countryModel
	codes := slices.Sorted(slices.Values(laiData.countries))
	for _, cc := range codes {
		m, err := buildCountry(cc, iso, laiData, forms)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", cc, err)
		}
		models = append(models, m)
	}
	if err := addCities(models, laiData, forms, extra, districts); err != nil {
		return nil, err
	}
	return emit(models, names, version)
}

// buildCountry collects a country's format and regions: the ISO 3166-2
// rows, their libaddressinput keys, names and postal prefixes, and the
// rows of regions.csv.
func buildCountry(cc string, iso []subdivision, laiData *laiFile, forms []form) (*countryModel, error) {
	l := laiData.lines[cc]
	m := &countryModel{code: cc, format: l.Fmt, require: l.Require, zip: l.Zip, zipex: l.Zipex}
	byCode := map[string]*region{}
	current := map[string]string{} // an old code of iso-codes' file → its current code ("was" rows)
	for _, f := range forms {
		if f.kind == "was" && strings.HasPrefix(f.code, cc+"-") {
			current[f.form] = f.code
		}
	}
	for _, s := range iso {
		if strings.HasPrefix(s.Code, cc+"-") {
			r := &region{code: s.Code, name: s.Name, phrases: []string{s.Name, s.Code}}
			if c, ok := current[s.Code]; ok {
				r.code = c // the old code stays a written form
				r.phrases = append(r.phrases, c)
				delete(current, s.Code)
			}
			if cc == "BR" || cc == "MX" {
				r.phrases = append(r.phrases, s.Code[3:]) // UF; MX ISO suffixes are the customary ones
			}
			byCode[r.code] = r
			m.regions = append(m.regions, r)
		}
	}
	for old := range current {
		return nil, fmt.Errorf("regions.csv: %s is not a code of iso_3166-2_latam.json", old)
	}
	slices.SortFunc(m.regions, func(a, b *region) int { return strings.Compare(a.code, b.code) })
	replaced := map[string]string{}
	for _, f := range forms {
		if f.kind == "replaces" && strings.HasPrefix(f.code, cc+"-") {
			replaced[cc+"-"+f.form] = f.code
		}
	}
	if err := addSubKeys(cc, l, byCode, replaced); err != nil {
		return nil, err
	}
	for _, p := range laiData.children[cc] {
		sub := laiData.lines[p]
		if r := byCode[subCode(cc, sub.Key, sub.ISOID, replaced)]; r != nil && sub.Name != "" {
			r.phrases = append(r.phrases, sub.Name)
		}
	}
	for _, f := range forms {
		if !strings.HasPrefix(f.code, cc+"-") {
			continue
		}
		r := byCode[f.code]
		if r == nil {
			return nil, fmt.Errorf("regions.csv: %s is not an ISO 3166-2 code", f.code)
		}
		switch f.kind {
		case "name":
			r.name = f.form
			r.phrases = append(r.phrases, f.form)
		case "alias":
			r.phrases = append(r.phrases, f.form)
		case "city":
			r.city = f.form
		case "postal":
			r.postal = append(r.postal, strings.Fields(f.form)...)
		}
	}
	return m, nil
}

// subCode returns the ISO 3166-2 code of a libaddressinput subdivision.
func subCode(cc, key, isoid string, replaced map[string]string) string {
	if isoid == "" {
		isoid = key // BR: the keys are the UFs, which are the ISO suffixes
	}
	code := cc + "-" + isoid
	if c, ok := replaced[code]; ok {
		return c
	}
	return code
}

// addSubKeys adds a country line's sub_keys, sub_names and sub_zips to its
// regions.
func addSubKeys(cc string, l lai, byCode map[string]*region, replaced map[string]string) error {
	if l.SubKeys == "" {
		return nil
	}
	keys := strings.Split(l.SubKeys, "~")
	part := func(s string, i int) string {
		if s == "" {
			return ""
		}
		return strings.Split(s, "~")[i]
	}
	for i, k := range keys {
		code := subCode(cc, k, part(l.SubISOIDs, i), replaced)
		r := byCode[code]
		if r == nil {
			return fmt.Errorf("sub_key %q: %s is not an ISO 3166-2 code", k, code)
		}
		r.phrases = append(r.phrases, k)
		if n := part(l.SubNames, i); n != "" {
			r.phrases = append(r.phrases, n)
		}
		z := part(l.SubZips, i)
		if z == "" {
			continue
		}
		if cc == "AR" { // B?[1-36-8]: the CPA letter, which is the ISO suffix, then the old codes' first digits
			if len(z) < 2 || z[1] != '?' || cc+"-"+z[:1] != code {
				return fmt.Errorf("sub_zips %q of %s: not the CPA letter of its ISO code", z, code)
			}
			z = z[2:]
		}
		z = strings.ReplaceAll(z, "CP ", "") // SV writes its prefixes "CP 21"
		prefixes, err := expand(z)
		if err != nil {
			return err
		}
		r.postal = append(r.postal, prefixes...)
	}
	return nil
}

// addCities collects the cities: BR municipalities and CL comunas from
// libaddressinput (CL comunas moved to Ñuble by regions.csv "member" rows),
// cities.csv, the city-states of regions.csv, and the districts of
// districts.csv (a district replaces a city of its region of the same
// name: Gran Santiago's comunas, Lima's districts; but in Brazil the
// state's municipality of the name stays, and the district is left out).
func addCities(models []*countryModel, laiData *laiFile, forms []form, extra []extraCity, districts []district) error {
	member := map[string]string{} // CL comuna → its region since 2018
	for _, f := range forms {
		if f.kind == "member" {
			member[strings.ToLower(f.form)] = f.code
		}
	}
	for _, m := range models {
		byKey := map[string]*city{}
		add := func(name, reg string, aliases []string, listed bool) {
			k := reg + "|" + string(lex.Key(nil, name))
			if c := byKey[k]; c != nil {
				c.aliases = append(c.aliases, aliases...)
				c.listed = c.listed || listed
				return
			}
			c := &city{name: name, region: reg, aliases: aliases, listed: listed}
			byKey[k] = c
			m.cities = append(m.cities, c)
		}
		if m.code == "BR" || m.code == "CL" {
			for _, p := range laiData.children[m.code] {
				sub := laiData.lines[p]
				if sub.SubKeys == "" {
					continue
				}
				for _, name := range strings.Split(sub.SubKeys, "~") {
					reg := subCode(m.code, sub.Key, sub.ISOID, nil)
					if r, ok := member[strings.ToLower(name)]; ok && m.code == "CL" {
						reg = r
					}
					add(name, reg, nil, false)
				}
			}
		}
		for _, r := range m.regions {
			if r.city != "" {
				add(r.city, r.code, nil, true)
			}
		}
		for _, e := range extra {
			if strings.HasPrefix(e.region, m.code+"-") {
				if e.region != m.code+"-" && !slices.ContainsFunc(m.regions, func(r *region) bool { return r.code == e.region }) {
					return fmt.Errorf("cities.csv: %s: %s is not an ISO 3166-2 code", e.name, e.region)
				}
				reg := e.region
				if reg == m.code+"-" {
					reg = "" // PR: no subdivisions
				}
				add(e.name, reg, e.aliases, true)
			}
		}
		for _, d := range districts {
			if !strings.HasPrefix(d.region, m.code+"-") {
				continue
			}
			reg := d.region
			if reg == m.code+"-" {
				reg = "" // PR: no subdivisions
			} else if !slices.ContainsFunc(m.regions, func(r *region) bool { return r.code == reg }) {
				return fmt.Errorf("districts.csv: %s: %s is not an ISO 3166-2 code", d.name, reg)
			}
			k := reg + "|" + string(lex.Key(nil, d.name))
			if byKey[k] != nil && m.code == "BR" {
				// Pedreira, Tremembé, Socorro: municipalities of the
				// state as well as distritos of its capital; the
				// municipality keeps the name (a Chilean comuna or a
				// Peruvian district is the municipality itself)
				continue
			}
			add(d.name, reg, d.aliases, true)
			byKey[k].of = d.city
		}
		slices.SortStableFunc(m.cities, func(a, b *city) int { return strings.Compare(a.region, b.region) })
	}
	return nil
}
