package country

import "testing"

func TestByName(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		ok       bool
	}{
		{"AR", "AR", true}, {" mx ", "MX", true}, {"ARG", "AR", true}, {"bra", "BR", true},
		{"Argentina", "AR", true}, {"ARGENTINA", "AR", true}, {"México", "MX", true}, {"Mexico", "MX", true},
		{"Brasil", "BR", true}, {"Brazil", "BR", true}, {"Perú", "PE", true}, {"PERU", "PE", true},
		{"Chile", "CL", true}, {"Colombia", "CO", true}, {"Uruguay", "UY", true}, {"Paraguai", "PY", true},
		{"República Dominicana", "DO", true}, {"Rep. Dominicana", "DO", true}, {"Estados Unidos", "US", true},
		{"EE.UU.", "US", true}, {"España", "ES", true}, {"Espanha", "ES", true}, {"Alemania", "DE", true},
		{"Alemanha", "DE", true}, {"Costa Rica", "CR", true}, {"Panamá", "PA", true}, {"Haití", "HT", true},
		{"El Salvador", "SV", true}, {"Venezuela", "VE", true}, {"Bolivia", "BO", true}, {"Equador", "EC", true},
		{"Ecuador", "EC", true}, {"Guatemala", "GT", true}, {"Honduras", "HN", true}, {"Nicaragua", "NI", true},
		{"Cuba", "CU", true}, {"Puerto Rico", "PR", true}, {"Estados Unidos Mexicanos", "MX", true},
		{"", "", false}, {"ZZ", "", false}, {"Narnia", "", false}, {"Buenos Aires", "", false}, {"XX", "", false},
	} {
		got, ok := ByName(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ByName(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}
