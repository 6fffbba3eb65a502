package address

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFitsCountry(t *testing.T) {
	for _, tc := range []struct {
		country, postal, region string
		want                    bool
	}{
		{"BR", "01310-200", "SP", true},
		{"BR", "01310200", "BR-SP", true},
		{"BR", "CEP 01310-200", "São Paulo", true},
		{"BR", "01310-200", "RJ", false}, // a São Paulo CEP
		{"BR", "1310-200", "", false},
		{"AR", "C1425DKE", "CABA", true},
		{"AR", "C1425DKE", "Córdoba", false}, // the CPA's letter is C
		{"AR", "1425", "", true},
		{"MX", "06500", "CDMX", true},
		{"MX", "06500", "Jalisco", false},
		{"MX", "C.P. 44100", "Jal.", true},
		{"MX", "4410", "", false},
		{"CL", "8320000", "Región Metropolitana", true},
		{"CO", "110111", "Bogotá D.C.", true},
		{"PE", "Lima 27", "", true},
		{"SV", "CP 1101", "San Salvador", true},
		{"HT", "HT6110", "", true},
		{"PR", "00909", "", true},
		{"CO", "", "Antioquia", true},
		{"CO", "", "Jalisco", false}, // not a Colombian region
		{"AR", "", "", true},
		{"BO", "1234", "", false},  // Bolivia has no postal codes
		{"US", "10001", "", false}, // not covered
		{"ZZ", "", "", false},
	} {
		assert.Equal(t, tc.want, FitsCountry(tc.country, tc.postal, tc.region), "%s %q %q", tc.country, tc.postal, tc.region)
	}
}
