package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFindStreet: the street of an address with no commas or with an
// organisation or building before it. A street type is a stronger sign
// than position; a weak type (Plaza, Quadra) with no number gives way to
// a strong one after it; a bare name before cross streets is a street.
// Stage: findStreet and streetSegment, after the tail; roles out.
func TestFindStreet(t *testing.T) {
	for _, c := range []struct{ cc, in, want string }{
		{"CO", "CLINICA LAS AMERICAS CALLE 30 NO. 45-20 MEDELLIN", "CLINICA:org LAS:org AMERICAS:org CALLE:street 30:street NO.:skip 45:number 20:number MEDELLIN:city"},
		{"CO", "COLEGIO SAN JOSE CARRERA 15 NO. 80-10 BOGOTA", "COLEGIO:org SAN:org JOSE:org CARRERA:street 15:street NO.:skip 80:number 10:number BOGOTA:city"},
		{"MX", "Plaza Las Américas, Local 5, Av. Kabah 12", "Plaza:org Las:org Américas:org Local:unit 5:unit Av.:street Kabah:street 12:number"},
		{"MX", "Plaza de la Constitución 1, Centro, CDMX", "Plaza:street de:street la:street Constitución:street 1:number Centro:hood CDMX:city"},
		{"BR", "SCS Quadra 2 Av. W3 Sul, Bloco C", "SCS:org Quadra:org 2:org Av.:street W3:street Sul:street Bloco:unit C:unit"},
		{"GT", "9a. Ave. 9-79, zona 1", "9a.:street Ave.:street 9:number 79:number zona:hood 1:hood"},
		{"PY", "Alberdi c/ Estrella, Asunción", "Alberdi:street c:cross Estrella:cross Asunción:city"},
		{"PY", "Tacuarí esq. Humaitá, Asunción", "Tacuarí:street esq.:cross Humaitá:cross Asunción:city"},
		{"UY", "Cuareim 1470", "Cuareim:street 1470:number"},
		{"CO", "TIENDA AVENIDA SEXTA CALLE 8 # 10 - 20 CALI", "TIENDA:org AVENIDA:org SEXTA:org CALLE:street 8:street 10:number 20:number CALI:city"},
		{"CO", "Av. Calle 26 # 59-51, Bogotá", "Av.:street Calle:street 26:street 59:number 51:number Bogotá:city"},
	} {
		p := newTestParser(t, c.cc, c.in)
		p.findPostal()
		p.out.npset = copy(p.out.pset[:], p.postalRegionSet(p.out.pset[:0]))
		p.parseHead(p.parseTail())
		assert.Equal(t, c.want, p.roles(0, p.n), "%s %q", c.cc, c.in)
	}
}
