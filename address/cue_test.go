package address

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// cueState is what a parse leaves: the tokens (without their cues), the
// parts found and the result, whose Formatted comes from the read-back.
type cueState struct {
	toks []token
	out  parts
	r    Result
}

// parseCues parses value as an address of country row ci, with the
// stages' gates as tokenize sets them, or all open.
func parseCues(ci int, value string, open bool) cueState {
	p := new(parser)
	p.init(value, ci)
	p.allCues = open
	p.run()
	s := cueState{toks: append([]token(nil), p.toks[:p.n]...), out: p.out}
	for i := range s.toks {
		s.toks[i].cue = 0
	}
	s.r = p.result()
	return s
}

// requireSameCues checks that the gates change nothing in the parse of
// value as an address of country row ci: no stage skipped for want of
// its cue would have matched.
func requireSameCues(t *testing.T, ci int, value string) {
	if len(value) > MaxLength {
		return
	}
	got, want := parseCues(ci, value, false), parseCues(ci, value, true)
	if got.out != want.out || got.r != want.r || len(got.toks) != len(want.toks) {
		t.Fatalf("%s %q: gated %+v\n%+v, all open %+v\n%+v", countryTable[ci].code, value, got.out, got.r, want.out, want.r)
	}
	for i := range got.toks {
		if got.toks[i] != want.toks[i] {
			t.Fatalf("%s %q: token %d gated %+v, all open %+v", countryTable[ci].code, value, i, got.toks[i], want.toks[i])
		}
	}
}

// cueCases put every first word of each gated stage where the stage
// matches, so that TestCues fails if a cue lacked one of them.
var cueCases = []struct {
	form  string // an address, with % for the word
	words []string
}{
	{"Av. Corrientes 1234, % 4659, Buenos Aires", []string{"Apartado Postal", "Apartado Aéreo", "Apartado de Correos",
		"Apdo.", "Apdo", "Casilla", "Casilla de Correo", "Caixa Postal", "Cx. Postal", "Cx", "PO Box", "POBox", "P.O. Box"}},
	{"Jr. Cuzco % 8 s/n, Lima", []string{"cuadra", "Cuadra", "cdra.", "Cda."}},
	{"Jr. Cuzco % 8, Lima", []string{"cuadra", "cdra.", "cda"}},
	{"Av. Central %, Florida, San José", []string{"S/N", "s/n", "sn", "SN", "s/nº", "S/Nº", "snº", "s. n.", "S/No", "s/ nro",
		"s/num", "s/numero", "sin número", "sin num", "sin nro", "sin n", "sem número", "Sem Num"}},
	{"Calle Venezuela % García Moreno, Quito", []string{"y", "Y", "e", "con", "&"}},
	{"Calle F % Calle Suapure, Caracas", []string{"con", "y"}},
	{"Calle 23 No. 1155 % 10 y 12, La Habana", []string{"e/", "E/", "c/", "C/", "esq/", "Esq/", "e /"}},
	{"Alberdi % Estrella, Asunción", []string{"c/", "e/", "esq/"}},
	{"Heredia, 200 m al % de la iglesia", []string{"norte", "sur", "este", "oeste", "oriente", "poniente", "arriba", "abajo",
		"lago", "montaña", "north", "south", "east", "west"}},
	{"Una cuadra al %, Managua", []string{"norte", "lago", "arriba", "Oeste"}},
	{"Av. San Martín 1234, Godoy Cruz, % Mendoza", []string{"Provincia de", "Prov.", "Pcia.", "Pvcia.", "Estado de", "Edo.",
		"Departamento de", "Depto.", "Dpto.", "Región", "Reg.", "Département", "Province", "Provincia"}},
	{"Av. Belgrano 123, Palpalá, % Jujuy", []string{"Province", "Provincia de", "Prov."}},
	{"Rue Capois 12, Jacmel, % Sud-Est", []string{"Département du", "Province", "Departement"}},
	{"Av. Reforma 505, % 06500, Ciudad de México", []string{"CP", "C.P.", "CEP", "ZIP", "CPA", "Zipcode", "Código Postal",
		"Cod. Postal", "Code Postal", "cp:", "C. P."}},
	{"Calle Uno % 050, Lima", []string{"#", "N°", "Nº", "N.", "No.", "No", "Nro.", "Nr.", "Núm.", "Num", "Número", "Nu", "Nuº",
		"Nm", "Ext.", "# :", "N.º"}},
	{"Malecón Center % la Avenida George Washington 500, Santo Domingo", []string{"en", "EN", "En"}},
	{"Oficina % calle Vives 66, San Juan", []string{"en", "en la"}},
	{"Av. Amazonas % y Wilson, Quito", []string{"N24-03", "E1-47", "Oe5-12", "S10-20", "O3-12", "123A", "40Sur", "45bis"}},
}

// TestCues parses every address of the test tables as an address of
// every country, on each with one of its comma-separated segments left
// out, and the Formatted of each, with the gates and with all of them
// open (cue.go).
func TestCues(t *testing.T) {
	values := decisionValues(t)
	for _, c := range cueCases {
		for _, w := range c.words {
			values = append(values, strings.Replace(c.form, "%", w, 1))
		}
	}
	n := 0
	for _, v := range values {
		for ci := range countryTable {
			requireSameCues(t, ci, v)
			n++
			if r := Validate(countryTable[ci].code, v); r.Valid {
				requireSameCues(t, ci, r.Formatted)
				n++
			}
		}
	}
	t.Logf("%d parses compared", n)
	require.Greater(t, n, 10000)
}

// FuzzCues checks that the gates change no parse of any input.
func FuzzCues(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("CR", "Heredia, 50 oeste de la entrada principal de la UNA")
	f.Add("CU", "Calle 23 No. 1155 e/ 10 y 12, Vedado, La Habana")
	f.Add("PE", "Jr. Cuzco cdra. 3 s/n, Apdo. 12, Lima")
	f.Add("AR", "Ruta 40 Km 3245, Provincia de Mendoza, CP 5500")
	f.Fuzz(func(t *testing.T, country, value string) {
		if ci := countryIndex(country); ci >= 0 {
			requireSameCues(t, ci, value)
		}
	})
}
