package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRest: after a street (its first words marked, as streetSegment
// does), rest and restAt read the number, S/N, units, cross streets, a
// neighborhood and a municipality.
func TestRest(t *testing.T) {
	for _, c := range []struct {
		cc, in string
		street int // the words that are the street
		want   string
	}{
		{"AR", "Av. Santa Fe 3200 Piso 4 Depto B", 3, "Av.:street Santa:street Fe:street 3200:number Piso:unit 4:unit Depto:unit B:unit"},
		{"AR", "Av. Santa Fe al 3200", 3, "Av.:street Santa:street Fe:street al:number 3200:number"},
		{"EC", "Av. Amazonas N24-03 y Colón", 2, "Av.:street Amazonas:street N24:number 03:number y:cross Colón:cross"},
		{"EC", "Av. Amazonas y Colón", 2, "Av.:street Amazonas:street y:cross Colón:cross"},
		{"MX", "Calle 60 491 x 57 y 59", 2, "Calle:street 60:street 491:number x:cross 57:cross y:cross 59:cross"},
		{"PE", "Jr. Ica N° 426", 2, "Jr.:street Ica:street N:skip 426:number"},
		{"PE", "Jr. Ica S/N", 2, "Jr.:street Ica:street S:number N:number"},
		{"MX", "Reforma 222, Col. Juárez, Alcaldía Cuauhtémoc", 1, "Reforma:street 222:number Col.:skip Juárez:hood Alcaldía:skip Cuauhtémoc:muni"},
		{"AR", "Maipú 100 entre Corrientes y Lavalle", 1, "Maipú:street 100:number entre:cross Corrientes:cross y:cross Lavalle:cross"},
		{"CU", "Calle 23 e/ L y M", 2, "Calle:street 23:street e:cross L:cross y:cross M:cross"},
		{"MX", "Carretera Federal 200 Km 12", 3, "Carretera:street Federal:street 200:street Km:number 12:number"},
		{"CO", "Calle 26 # 13-19", 2, "Calle:street 26:street 13:number 19:number"},
		{"AR", "Tucumán 1000 esq. Maipú", 1, "Tucumán:street 1000:number esq.:cross Maipú:cross"},
		{"BR", "Rua Augusta 100, Consolação", 2, "Rua:street Augusta:street 100:number Consolação:-"},
	} {
		p := newTestParser(t, c.cc, c.in)
		a, b := p.wordAt(0), p.wordAt(c.street-1)
		p.out.street = span{a, b}
		p.mark(a, b, roleStreet)
		p.rest(b+1, p.n)
		assert.Equal(t, c.want, p.roles(0, p.n), "%s %q", c.cc, c.in)
	}
}

// TestStreetStarts: where a street starts, in each of findStreet's three
// passes (a mark of its own; a street type inside a segment; a name
// followed by a number).
func TestStreetStarts(t *testing.T) {
	for _, c := range []struct {
		cc, in string
		word   int // the word asked about
		want   [3]bool
	}{
		{"AR", "Av. Santa Fe 3200", 0, [3]bool{true, false, true}},
		{"AR", "Ministerio de Salud Av. 9 de Julio 1925", 0, [3]bool{false, false, true}},
		{"AR", "Ministerio de Salud Av. 9 de Julio 1925", 3, [3]bool{true, true, true}},
		{"UY", "Cuareim 1470", 0, [3]bool{false, false, true}},
		{"BR", "Paulista, 1578", 0, [3]bool{false, false, true}},
		{"AR", "Piso 3", 0, [3]bool{false, false, false}},
		{"AR", "25 de Mayo 100", 0, [3]bool{false, false, true}},
		{"PR", "1510 Ave. Roosevelt", 0, [3]bool{true, false, false}},
		{"PY", "1776 Mariscal López Avenue", 0, [3]bool{true, false, false}},
		{"PE", "Colegio Ica N° 426", 0, [3]bool{true, false, true}},
		{"MX", "Mz 5 Lt 3", 0, [3]bool{true, false, false}},
		{"MX", "Calle X 12, Mz A Lt 5", 3, [3]bool{false, false, false}},
		{"AR", "Centro COVID-19", 0, [3]bool{false, false, false}},
		{"MX", "Col. Centro 12", 0, [3]bool{false, false, false}},
	} {
		p := newTestParser(t, c.cc, c.in)
		i := p.wordAt(c.word)
		got := [3]bool{p.streetStarts(i, p.n, 0), p.streetStarts(i, p.n, 1), p.streetStarts(i, p.n, 2)}
		assert.Equal(t, c.want, got, "%s %q word %d", c.cc, c.in, c.word)
	}
}

// TestLeftovers: after the tail and the head's segments, the words left
// with no role are the organisation (before the street), the city (the
// last run after it, when none was found), neighborhoods, or unparsed
// text.
func TestLeftovers(t *testing.T) {
	for _, c := range []struct {
		cc, in   string
		want     string
		unparsed bool
	}{
		{"AR", "Mitre 450, Pueblo Nuevo", "Mitre:street 450:number Pueblo:city Nuevo:city", false},
		{"GT", "6a Avenida 0-60, Zona 4, 00 Guatemala", "6a:street Avenida:street 0:number 60:number Zona:hood 4:hood 00:- Guatemala:city", true},
		{"BR", "Rua Augusta 100 (Unidade Básica de Saúde Dona Clara)", "Rua:street Augusta:street 100:number Unidade:- Básica:- de:- Saúde:- Dona:- Clara:-", true},
		{"VE", "Esquina de Pajaritos, Bellas Artes", "Esquina:cross de:cross Pajaritos:cross Bellas:- Artes:-", true},
		{"BR", "Rua Nova 12, Vila Esperança", "Rua:street Nova:street 12:number Vila:hood Esperança:hood", false},
		{"AR", "Hospital Italiano, Perón 4190, Almagro, Buenos Aires", "Hospital:org Italiano:org Perón:street 4190:number Almagro:hood Buenos:city Aires:city", false},
		{"CL", "Merced 860, Barrio Lastarria", "Merced:street 860:number Barrio:skip Lastarria:hood", false},
	} {
		p := newTestParser(t, c.cc, c.in)
		p.findPostal()
		p.out.npset = copy(p.out.pset[:], p.postalRegionSet(p.out.pset[:0]))
		p.parseHead(p.parseTail())
		assert.Equal(t, c.want, p.roles(0, p.n), "%s %q", c.cc, c.in)
		assert.Equal(t, c.unparsed, p.out.unparsed, "%s %q: unparsed", c.cc, c.in)
	}
}
