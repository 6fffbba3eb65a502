package address

import (
	"encoding/csv"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/address/internal/lex"
	"github.com/ndval/ndval/internal/fold"
)

// TestDistricts: a district of a large city written where the city would
// be is the neighborhood, and the city and region are its city's, at each
// stage that meets one (the tail, the leftovers, a marked municipality);
// a city or region written that disagrees gets a warning or keeps the
// namesake.
func TestDistricts(t *testing.T) {
	for _, c := range []struct {
		cc, in           string
		hood, city, code string
		warn             Warnings
	}{
		{"AR", "Av. Santa Fe 3200, Palermo, CABA", "Palermo", "Buenos Aires", "AR-C", 0},
		{"AR", "Junín 1930, Recoleta", "Recoleta", "Buenos Aires", "AR-C", 0},
		{"CO", "Carrera 7 # 72-41, Chapinero, Bogotá", "Chapinero", "Bogotá", "CO-DC", 0},
		{"MX", "Av. Insurgentes Sur 1602, Benito Juárez, CDMX", "Benito Juárez", "Ciudad de México", "MX-CMX", 0},
		{"MX", "Av. Revolución 100, Col. Florida, Alcaldía Álvaro Obregón", "Florida, Álvaro Obregón", "Ciudad de México", "MX-CMX", 0},
		{"PE", "Av. Larco 345, Miraflores", "Miraflores", "Lima", "PE-LMA", 0},
		{"PE", "Av. Larco 345, Miraflores, Lima", "Miraflores", "Lima", "PE-LMA", 0},
		{"CL", "Av. Apoquindo 3000, Las Condes", "Las Condes", "Santiago", "CL-RM", 0},
		{"UY", "Av. Brasil 2500, Pocitos, Montevideo", "Pocitos", "Montevideo", "UY-MO", 0},
		// Montevideo's INE barrios as the Intendencia's layer writes them:
		// 37 "La Paloma, Tomkinson" is read by Tomkinson only (La Paloma is
		// a town of Rocha), 20 "Punta Rieles", 61 "Manga Rural"
		{"UY", "Calle 1 100, Tomkinson", "Tomkinson", "Montevideo", "UY-MO", 0},
		{"UY", "Av. Solari 100, La Paloma, Rocha", "La Paloma", "Rocha", "UY-RO", 0},
		{"UY", "Calle 1 100, Punta Rieles", "Punta Rieles", "Montevideo", "UY-MO", 0},
		{"UY", "Calle 1 100, Manga Rural, Montevideo", "Manga Rural", "Montevideo", "UY-MO", 0},
		{"CL", "Gran Avenida 5000, San Miguel", "San Miguel", "Santiago", "CL-RM", 0},
		// Caracas' parroquia Sucre is read by its other name, Catia (Sucre is a
		// state); Quito's San Isidro del Inca by El Inca; Quito's parroquia La
		// Libertad is left out, so La Libertad stays Santa Elena's
		{"VE", "Av. Sucre 10, Catia, Caracas", "Catia", "Caracas", "VE-A", 0},
		{"VE", "Calle 1, Cumaná, Sucre", "", "Cumaná", "VE-R", 0},
		{"EC", "Av. 6 de Diciembre N10-20, El Inca", "El Inca", "Quito", "EC-P", 0},
		{"EC", "Av. 9 de Octubre 100, La Libertad, Santa Elena", "La Libertad", "Santa Elena", "EC-SE", 0},
		// Asunción's 68 barrios, less San Antonio, Santa Rosa, Mbocayaty and
		// General Bernardino Caballero, names of towns of Paraguay
		{"PY", "Calle 1 100, Tacumbú", "Tacumbú", "Asunción", "PY-ASU", 0},
		{"PY", "Calle 1 100, San Antonio, Central", "", "San Antonio", "PY-11", 0},
		{"PY", "Ruta 9 km 500, Mariscal Estigarribia, Boquerón", "", "Mariscal Estigarribia", "PY-19", 0},
		// Panamá's 26 corregimientos; San Martín added
		{"PA", "Calle 1, San Martín, Panamá", "San Martín", "Ciudad de Panamá", "PA-8", 0},
		// no other corregimiento of Panamá is San Martín; Veraguas' two San
		// Martín de Porres are read whole
		{"PA", "Calle 1, San Martín de Porres, Veraguas", "", "San Martín de Porres", "PA-9", 0},
		{"CO", "Calle 26 Sur # 10-20, Rafael Uribe Uribe, Bogotá", "Rafael Uribe Uribe", "Bogotá", "CO-DC", 0},
		{"PY", "Av. España 1200, Villa Morra", "Villa Morra", "Asunción", "PY-ASU", 0},
		{"DO", "Av. Winston Churchill 93, Piantini", "Piantini", "Santo Domingo", "DO-01", 0},
		// Pueblo, the urban barrio of nearly every municipality of Puerto
		// Rico, is no district of San Juan's
		{"PR", "Calle Comercio 10, Pueblo, Ponce", "Pueblo", "Ponce", "", 0},
		{"SV", "Alameda Roosevelt 3107, Colonia Flor Blanca, San Salvador", "Flor Blanca", "San Salvador", "SV-SS", 0},
		// Maquilishuat is a colonia of Antiguo Cuscatlán too: no district of
		// San Salvador's, so that city keeps it without a warning
		{"SV", "Calle El Bosque 5, Colonia Maquilishuat, Antiguo Cuscatlán, La Libertad", "Maquilishuat", "Antiguo Cuscatlán", "SV-LI", 0},
		// Caimito is a barrio of San Juan and of Yauco: the city written wins
		{"PR", "Calle 1, Caimito, Yauco", "Caimito", "Yauco", "", 0},
		{"CO", "Carrera 43A # 1-50, Usaquén, Medellín", "Usaquén", "Medellín", "CO-ANT", WarnCityRegionMismatch},
		{"MX", "Calle Allende 10, Cuauhtémoc, Chih.", "", "Cuauhtémoc", "MX-CHH", 0},
	} {
		r := Validate(c.cc, c.in)
		assert.Equal(t, [...]any{c.hood, c.city, c.code, c.warn}, [...]any{r.Neighborhood, r.City, r.RegionCode, r.Warnings}, "%s %q", c.cc, c.in)
	}
}

// TestDistrictRows: every district's city is a city of its region, and a
// district is never a city of its own.
func TestDistrictRows(t *testing.T) {
	n := 0
	for i := range cityTable {
		c := districtCity(i)
		if c < 0 {
			continue
		}
		n++
		assert.Equal(t, cityRegion(c), cityRegion(i), "district %s", cityName(i))
		assert.Negative(t, districtCity(c), "the city of %s is a district", cityName(i))
	}
	assert.GreaterOrEqual(t, n, 48+20+16+42+30+92+158) // ... São Paulo's distritos less 4 municipalities of the state, Rio's bairros
}

// TestBrazilDistricts: São Paulo's 96 distritos and Rio's bairros are
// districts by the rule that settles their clash with the names of
// municipalities: a district when no municipality has the name, or when
// the region written is the district's city's and the municipality of the
// name is in another state; the municipality otherwise (no region written,
// or its own state written). A neighborhood named after a district ("X da
// <district>") is one neighborhood, in the district's city.
func TestBrazilDistricts(t *testing.T) {
	for _, c := range []struct {
		in               string
		hood, city, code string
	}{
		{"Av. Paulista, 1578 - Bela Vista - SP", "Bela Vista", "São Paulo", "BR-SP"},     // Bela Vista, MS
		{"Rua Teodoro Sampaio, 100 - Pinheiros - SP", "Pinheiros", "São Paulo", "BR-SP"}, // Pinheiros, ES
		{"Rua Teodoro Sampaio, 100 - Pinheiros - ES", "", "Pinheiros", "BR-ES"},
		{"Av. Atlântica, 1702 - Copacabana", "Copacabana", "Rio de Janeiro", "BR-RJ"}, // no municipality
		{"Rua Um, 10 - Campo Grande - RJ", "Campo Grande", "Rio de Janeiro", "BR-RJ"},
		{"Rua Um, 10 - Campo Grande - MS", "", "Campo Grande", "BR-MS"},
		{"Rua Um, 10, Centro, Penha", "Centro", "Penha", "BR-SC"}, // no region: the municipality
		{"Rua Um, 10, Centro, Belém", "Centro", "Belém", "BR-PA"}, // the capital, not Belém (AL) or the distrito
		{"Rua Um, 10, Centro, Campo Grande", "Centro", "Campo Grande", "BR-MS"},
		{"Rua Um, 10, Centro, Pedreira, SP", "Centro", "Pedreira", "BR-SP"}, // a municipality of São Paulo state
		{"Rua Um, 10 - Parque da Vila Prudente", "Parque da Vila Prudente", "São Paulo", "BR-SP"},
		{"Rua Um, 10 - Tijuca, Rio de Janeiro - RJ", "Tijuca", "Rio de Janeiro", "BR-RJ"},
	} {
		r := Validate("BR", c.in)
		assert.Equal(t, [...]string{c.hood, c.city, c.code}, [...]string{r.Neighborhood, r.City, r.RegionCode}, "%q", c.in)
	}
}

// TestSantoDomingoBarrios holds the DO-01 rows of data/districts.csv to
// the ONE's 71 barrios of the Distrito Nacional (testdata): each barrio is
// a row, or left out for a reason below, and each row is a barrio but two
// named here. A barrio is left out when another place of the Dominican
// Republic has its name (a municipal district, a rural section, or a
// barrio of another municipality, by the same División Territorial), since
// the district would then give an address of that place the capital's
// city, or a false city_region_mismatch, or when its name is what many
// cities have.
func TestSantoDomingoBarrios(t *testing.T) {
	leftOut := map[string]string{
		"la isabela":           "a municipal district of Luperón, Puerto Plata",
		"gualey":               "a rural section of Nizao (Peravia), and barrios of three municipalities",
		"los peralejos":        "barrios of two other municipalities",
		"los restauradores":    "a barrio of another municipality",
		"miramar":              "barrios of five other municipalities",
		"30 de mayo":           "barrios of two other municipalities",
		"mata hambre":          "a barrio of another municipality",
		"ciudad universitaria": "a barrio of another municipality; what many cities have",
		"la zurza":             "barrios of three other municipalities",
		"miraflores":           "a barrio of another municipality",
		"simon bolivar":        "a barrio of another municipality",
		"24 de abril":          "barrios of three other municipalities",
		"maria auxiliadora":    "barrios of four other municipalities",
		"mejoramiento social":  "barrios of eight other municipalities",
		"domingo savio":        "a barrio of another municipality",
		"la hondonada":         "a barrio of another municipality",
		"san diego":            "a barrio of another municipality",
		"jardin botanico":      "what many cities have",
		"jardin zoologico":     "what many cities have",
	}
	// renamed: the list's double name, read by its first (Mirador Sur is
	// another barrio).
	renamed := map[string]string{"paseo de los indios o parque mirador sur": "paseo de los indios"}
	notListed := map[string]string{
		"evaristo morales": "a sub-barrio of Quisqueya (CSV/sub_neighborhoods.csv)",
		"arroyo hondo":     "the common part of the barrios Viejo, Nuevo, Cerros de and Altos de Arroyo Hondo",
	}
	key := func(s string) string { return strings.Join(strings.Fields(fold.String(s)), " ") }
	barrios := map[string]bool{}
	list, err := os.ReadFile("testdata/santo_domingo_barrios.txt")
	require.NoError(t, err)
	for _, line := range strings.Split(string(list), "\n") {
		if line != "" && !strings.HasPrefix(line, "#") {
			b := key(line)
			if n, ok := renamed[b]; ok {
				b = n
			}
			barrios[b] = true
		}
	}
	require.Len(t, barrios, 71)
	rows := map[string]bool{}
	data, err := os.ReadFile("data/districts.csv")
	require.NoError(t, err)
	r := csv.NewReader(strings.NewReader(string(data)))
	r.Comment = '#'
	recs, err := r.ReadAll()
	require.NoError(t, err)
	for _, rec := range recs[1:] {
		if rec[0] != "DO-01" {
			continue
		}
		names := append([]string{rec[2]}, strings.Split(rec[3], "|")...)
		listed := false
		for _, n := range names {
			if n != "" {
				rows[key(n)] = true
				listed = listed || barrios[key(n)]
			}
		}
		assert.True(t, listed || notListed[key(rec[2])] != "", "%s is not a barrio of the list", rec[2])
	}
	for b := range barrios {
		if leftOut[b] != "" {
			assert.False(t, rows[b], "%s is a row but was left out: %s", b, leftOut[b])
			continue
		}
		assert.True(t, rows[b], "the barrio %s is not a row", b)
	}
	for b := range leftOut {
		assert.True(t, barrios[b], "%s is not a barrio of the list", b)
	}
	for _, c := range []struct{ in, hood, city string }{
		{"Calle 1 10, Villas Agrícolas", "Villas Agrícolas", "Santo Domingo"},
		{"Calle 1 10, Honduras del Norte, Santo Domingo", "Honduras del Norte", "Santo Domingo"},
		{"Av. 30 de Mayo 1500, Santo Domingo", "", "Santo Domingo"},
	} {
		r := Validate("DO", c.in)
		assert.Equal(t, [...]any{c.hood, c.city, Warnings(0)}, [...]any{r.Neighborhood, r.City, r.Warnings}, "%q", c.in)
	}
}

// TestPhraseKeysUnique checks that no two phrases of a country's range
// (phraseRange) have the same key: a key then finds the same row by either
// of its hash indexes, forward or backward (hoodPhrase).
func TestPhraseKeysUnique(t *testing.T) {
	for ci := range countryTable {
		lo, hi := phraseRange(ci)
		seen := make(map[string]int, hi-lo)
		for row := lo; row < hi; row++ {
			k := phraseKey(row)
			if prev, ok := seen[k]; ok {
				t.Fatalf("%s: rows %d and %d are both %q", countryTable[ci].code, prev, row, k)
			}
			seen[k] = row
		}
	}
}

// hoodPhraseRef is hoodPhrase as districtMismatch read it before the
// tail's look-up was kept (tailPlace): matchForwardAny alone.
func (p *parser) hoodPhraseRef(h span) (row int, ok bool) {
	row, last, ok := p.matchForwardAny(h.a)
	return row, ok && last == h.b
}

// checkHoodPhrase parses s as country ci in p and compares hoodPhrase with
// hoodPhraseRef, after the parse, on every neighborhood it found with the
// tailPlace it left, and on every span that matchBackward finds a phrase
// on (every token free) with that answer as tailPlace: a phrase that a
// longer one continues ("San Pedro" of "San Pedro Garza García") as well as
// one a separator ends. It returns how many answers the shortcut gave.
func checkHoodPhrase(t *testing.T, p *parser, ci int, s string) (short int) {
	t.Helper()
	*p = parser{}
	p.init(s, ci)
	p.run()
	o := &p.out
	type try struct {
		h  span
		tp placeAt
	}
	var tries []try
	for _, h := range o.hoods[:o.nhoods] {
		tries = append(tries, try{h, p.tailPlace})
	}
	saved := p.toks
	for k := range p.toks[:p.n] {
		if p.toks[k].kind != lex.Punct {
			p.toks[k].role = roleNone
		}
	}
	for j := range p.n {
		if first, row, ok := p.matchBackward(j); ok {
			tries = append(tries, try{span{first, j}, placeAt{j: j, first: first, row: row, ok: true}})
		}
	}
	p.toks = saved
	kept := p.tailPlace
	for _, c := range tries {
		h := c.h
		p.tailPlace = c.tp
		wantRow, wantOK := p.hoodPhraseRef(h)
		row, ok := p.hoodPhrase(h)
		if ok != wantOK || ok && row != wantRow {
			t.Fatalf("%s %q: hoodPhrase(%v) with tailPlace %+v = %d %v, want %d %v",
				countryTable[ci].code, s, h, c.tp, row, ok, wantRow, wantOK)
		}
		if fe := int(p.toks[h.b].fe); c.tp.ok && c.tp.first == h.a && c.tp.j == h.b && h.b < h.a+16 && (fe >= p.nf || p.fold[fe] == '|') {
			short++
		}
	}
	p.tailPlace = kept
	return short
}

// TestHoodPhrase compares hoodPhrase with hoodPhraseRef on every address
// of stageRefValues as every country.
func TestHoodPhrase(t *testing.T) {
	p := new(parser)
	short := 0
	for _, v := range stageRefValues(t) {
		if len(v) > MaxLength {
			continue
		}
		for ci := range countryTable {
			short += checkHoodPhrase(t, p, ci, v)
		}
	}
	t.Logf("%d values, %d answers by the tail's look-up", len(stageRefValues(t)), short)
	require.Greater(t, short, 2000)
}

// FuzzHoodPhrase compares hoodPhrase with hoodPhraseRef on any input.
func FuzzHoodPhrase(f *testing.F) {
	for _, c := range benchCases {
		f.Add(c.country, c.value)
	}
	f.Add("CO", "Cra 7 # 32-16, Usaquén, Medellín")
	f.Add("MX", "Calle 5, Col. Cuauhtémoc - Norte, CDMX")
	f.Fuzz(func(t *testing.T, country, s string) {
		ci := countryIndex(country)
		if ci < 0 || len(s) > MaxLength {
			return
		}
		checkHoodPhrase(t, new(parser), ci, s)
	})
}
