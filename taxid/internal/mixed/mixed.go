// Package mixed builds the mixed input of taxid's benchmarks and of the
// stdnum-js comparison (scripts/bench-stdnum-js): Count ids of the
// documents people send most (CUIT, CPF, CNPJ, RFC, RUT, and some DNI,
// CURP, Peruvian RUC, Colombian NIT and Uruguayan cédulas), written as
// people write them (separators or none, spaces, labels, lower case,
// pasted no-break spaces and en dashes), one in ten invalid (a wrong
// check digit, too short, a letter O for a digit), each with what
// taxid.Validate must answer.
//
// The numbers are synthetic: random bodies whose check digits this
// package computes with its own code, from the issuers' rules, not with
// taxid's, so that taxid's TestMixed, which validates every row, checks
// the two against each other. The rows depend only on the fixed seed:
// go run ./internal/genmixed writes them to taxid/testdata/mixed.tsv.
package mixed

import (
	"math/rand/v2"
	"strings"
)

// Row is one id of the mix: the input, as people write it, and what
// taxid.Validate must answer.
type Row struct {
	Country, Type, Value string // the input

	WantType   string // the canonical type, given or resolved
	Reason     string // why the id is invalid; "" when it is valid
	Normalized string
	Formatted  string // "" when invalid
	Entity     string // "person", "company" or ""
}

// Count is the number of rows.
const Count = 12_000

// Rows returns the mix, the same every time.
func Rows() []Row {
	r := rand.New(rand.NewPCG(14, 2026))
	total := 0
	for _, d := range docs {
		total += d.weight
	}
	rows := make([]Row, 0, Count)
	for range Count {
		n := r.IntN(total)
		i := 0
		for n >= docs[i].weight {
			n -= docs[i].weight
			i++
		}
		rows = append(rows, newRow(r, &docs[i]))
	}
	return rows
}

// newRow writes a random number of d as a person might, valid or, one time
// in ten when d has mutations, not.
func newRow(r *rand.Rand, d *doc) Row {
	canon, entity := d.build(r)
	row := Row{Country: writeCountry(r, d.country), Type: writeType(r, d), WantType: d.typ}
	if len(d.mutations) > 0 && r.IntN(10) == 0 {
		m := d.mutations[r.IntN(len(d.mutations))]
		row.Value, row.Normalized, row.Reason = m(r, d, canon)
		if row.Reason == reasonChecksum {
			row.Entity = entity
		}
		if row.Type == "" && row.Reason == reasonLength {
			// No document of the country has that length: the failure
			// reported is the first document's.
			row.WantType = firstType[d.country]
		}
		return row
	}
	body := writeValue(r, d, canon)
	if compact(body) != canon {
		panic("mixed: " + d.typ + " written as " + body + " does not compact to " + canon)
	}
	row.Value, row.Normalized, row.Formatted, row.Entity = body, canon, d.display(canon), entity
	if r.IntN(100) < 12 {
		row.Value = d.labels[r.IntN(len(d.labels))] + d.display(canon)
	}
	return row
}

// firstType is the type each country of the mix tries first.
var firstType = map[string]string{"AR": "cuit", "BR": "cpf", "MX": "rfc", "CL": "rut",
	"PE": "ruc", "CO": "nit", "UY": "rut"}

// writeCountry writes the code mostly as is, sometimes in lower case or
// with a space after it (from a spreadsheet cell).
func writeCountry(r *rand.Rand, code string) string {
	switch n := r.IntN(100); {
	case n < 7:
		return strings.ToLower(code)
	case n < 10:
		return code + " "
	}
	return code
}

// writeType leaves the type out almost half the time, else gives its name
// in some case or its alias.
func writeType(r *rand.Rand, d *doc) string {
	switch n := r.IntN(100); {
	case n < 45:
		return ""
	case n < 85:
		switch m := r.IntN(10); {
		case m < 6:
			return d.typ
		case m < 9:
			return strings.ToUpper(d.typ)
		}
		return strings.ToUpper(d.typ[:1]) + d.typ[1:]
	case d.alias != "":
		return d.alias
	}
	return d.typ
}

// writeValue writes canon as people do (a label is added by newRow).
func writeValue(r *rand.Rand, d *doc, canon string) string {
	display := d.display(canon)
	switch n := r.IntN(100); {
	case n < 45:
		return display
	case n < 67:
		return canon
	case n < 78:
		return d.spaced(canon)
	case n < 84:
		return strings.ToLower(display)
	case n < 91:
		// Pasted from a web page or a PDF: en dashes, no-break spaces.
		if strings.Contains(display, "-") {
			return strings.ReplaceAll(display, "-", "\u2013")
		}
		return strings.ReplaceAll(d.spaced(canon), " ", "\u00a0")
	}
	return " " + display + " "
}

// compact is what taxid's Normalized is for the forms above: the value
// without its separators, in upper case.
func compact(s string) string {
	return strings.ToUpper(strings.NewReplacer(" ", "", ".", "", "-", "", "/", "",
		"\u00a0", "", "\u2013", "").Replace(s))
}
