package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/ndval/ndval/internal/csvrows"
)

// subdivision is one row of data/iso_3166-2_latam.json.
type subdivision struct {
	Code string `json:"code"`
	Name string `json:"name"`
	Type string `json:"type"`
}

func readISO(path string) ([]subdivision, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var doc struct {
		Rows []subdivision `json:"3166-2"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return doc.Rows, nil
}

// lai is one data/CC[/SUB] line of data/libaddressinput_latam.txt: the
// members this generator reads.
type lai struct {
	Key       string `json:"key"`
	Name      string `json:"name"`
	Fmt       string `json:"fmt"`
	Require   string `json:"require"`
	Zip       string `json:"zip"`
	Zipex     string `json:"zipex"`
	ISOID     string `json:"isoid"`
	SubKeys   string `json:"sub_keys"`
	SubNames  string `json:"sub_names"`
	SubISOIDs string `json:"sub_isoids"`
	SubZips   string `json:"sub_zips"`
}

// laiFile holds the lines by their path: "AR", "AR/Buenos Aires", ...
type laiFile struct {
	countries []string // the data/CC lines, in file order
	lines     map[string]lai
	children  map[string][]string // "AR" → the paths of its data/AR/SUB lines
}

func readLAI(path string) (*laiFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := &laiFile{lines: map[string]lai{}, children: map[string][]string{}}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		id, js, ok := strings.Cut(sc.Text(), "=")
		p, ok2 := strings.CutPrefix(id, "data/")
		if !ok || !ok2 {
			return nil, fmt.Errorf("%s:%d: not a data/...={...} line", path, n)
		}
		var l lai
		if err := json.Unmarshal([]byte(js), &l); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		out.lines[p] = l
		if cc, _, sub := strings.Cut(p, "/"); sub {
			out.children[cc] = append(out.children[cc], p)
		} else {
			out.countries = append(out.countries, p)
		}
	}
	return out, sc.Err()
}

// form is one row of data/regions.csv.
type form struct{ code, kind, form string }

func readForms(path string) ([]form, error) {
	rows, err := csvrows.Read(path, "code", "kind", "form", "source")
	if err != nil {
		return nil, err
	}
	out := make([]form, 0, len(rows))
	for i, r := range rows {
		if r["source"] == "" || r["form"] == "" {
			return nil, fmt.Errorf("%s: row %d: empty form or source", path, i+1)
		}
		switch r["kind"] {
		case "name", "alias", "city", "postal", "replaces", "was", "member":
		default:
			return nil, fmt.Errorf("%s: row %d: unknown kind %q", path, i+1, r["kind"])
		}
		out = append(out, form{r["code"], r["kind"], r["form"]})
	}
	return out, nil
}

// extraCity is one row of data/cities.csv.
type extraCity struct {
	region, name string
	aliases      []string
}

func readCities(path string) ([]extraCity, error) {
	rows, err := csvrows.Read(path, "region", "city", "aliases", "source")
	if err != nil {
		return nil, err
	}
	out := make([]extraCity, 0, len(rows))
	for i, r := range rows {
		if r["city"] == "" || r["source"] == "" {
			return nil, fmt.Errorf("%s: row %d: empty city or source", path, i+1)
		}
		var aliases []string
		if r["aliases"] != "" {
			aliases = strings.Split(r["aliases"], "|")
		}
		out = append(out, extraCity{r["region"], r["city"], aliases})
	}
	return out, nil
}

// district is one row of data/districts.csv: a unit of a large city
// (barrio, localidad, alcaldía, distrito, comuna) that addresses write
// where a city would be.
type district struct {
	region, city, name string
	aliases            []string
}

func readDistricts(path string) ([]district, error) {
	rows, err := csvrows.Read(path, "region", "city", "district", "aliases", "source")
	if err != nil {
		return nil, err
	}
	out := make([]district, 0, len(rows))
	for i, r := range rows {
		if r["city"] == "" || r["district"] == "" || r["source"] == "" {
			return nil, fmt.Errorf("%s: row %d: empty city, district or source", path, i+1)
		}
		var aliases []string
		if r["aliases"] != "" {
			aliases = strings.Split(r["aliases"], "|")
		}
		out = append(out, district{r["region"], r["city"], r["district"], aliases})
	}
	return out, nil
}

// countryName is one row of data/countries.csv.
type countryName struct{ country, form string }

func readCountryNames(path string) ([]countryName, error) {
	rows, err := csvrows.Read(path, "country", "form", "source")
	if err != nil {
		return nil, err
	}
	out := make([]countryName, 0, len(rows))
	for i, r := range rows {
		if r["form"] == "" || r["source"] == "" {
			return nil, fmt.Errorf("%s: row %d: empty form or source", path, i+1)
		}
		out = append(out, countryName{r["country"], r["form"]})
	}
	return out, nil
}
