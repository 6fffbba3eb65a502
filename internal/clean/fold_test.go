package clean

import "testing"

func TestFold(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Razón Social:", "razon social"},
		{"RAZON-SOCIAL", "razon social"},
		{"Cód. proveedor", "cod proveedor"},
		{"  México ", "mexico"},
		{"São Paulo", "sao paulo"},
		{"Ñandú", "nandu"},
		{"Endereço", "endereco"},
		{"E-mail", "e mail"},
		{"Nro. documento", "nro documento"},
		{"CPF/CNPJ", "cpf cnpj"},
		{"Saldo ($)", "saldo"},
		{"País", "pais"},
		{"", ""},
		{"---", ""},
		{"Côte d’Ivoire", "cote d ivoire"},
	} {
		if got := Fold(tt.in); got != tt.want {
			t.Errorf("Fold(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
