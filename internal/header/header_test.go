package header

import "testing"

func TestRecognize(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Column
	}{
		// the Argentine sheet of issue 22's kind
		{"Cód. proveedor", Column{Field: ReferenceID, Exact: true}},
		{"País", Column{Field: Country, Exact: true}},
		{"CUIT", Column{Field: TaxID, Type: "cuit", Country: "AR", Exact: true}},
		{"Razón social", Column{Field: Name, Exact: true}},
		{"CBU", Column{Field: Account, Type: "cbu", Country: "AR", Exact: true}},
		{"Correo", Column{Field: Email, Exact: true}},
		{"Teléfono", Column{Field: Phone, Exact: true}},
		{"Dirección", Column{Field: Address, Exact: true}},
		{"Condición IVA", Column{}},
		{"Saldo ($)", Column{}},
		// Portuguese and English
		{"Razão Social", Column{Field: Name, Exact: true}},
		{"CPF/CNPJ", Column{Field: TaxID, Country: "BR", Exact: true}},
		{"Endereço", Column{Field: Address, Exact: true}},
		{"Telefone", Column{Field: Phone, Exact: true}},
		{"E-mail", Column{Field: Email, Exact: true}},
		{"Tax ID", Column{Field: TaxID, Exact: true}},
		{"Country", Column{Field: Country, Exact: true}},
		// case, accents, punctuation
		{"RAZON SOCIAL:", Column{Field: Name, Exact: true}},
		{"nro. documento", Column{Field: TaxID, Exact: true}},
		{"R.F.C.", Column{Field: TaxID, Type: "rfc", Country: "MX", Exact: true}},
		{"Nro. de C.U.I.T.", Column{Field: TaxID, Type: "cuit", Country: "AR"}},
		{"E-mail", Column{Field: Email, Exact: true}},
		// a known name among more words
		{"CUIT proveedor", Column{Field: TaxID, Type: "cuit", Country: "AR"}},
		{"Correo de pagos", Column{Field: Email}},
		{"Dirección de correo", Column{Field: Email}},
		{"Teléfono de contacto", Column{Field: Phone}},
		{"Domicilio fiscal completo", Column{Field: Address}},
		{"RUT proveedor", Column{Field: TaxID, Type: "rut"}},
		{"Tipo de cuenta", Column{}},
		{"Cuenta contable", Column{}},
		{"Nombre del banco", Column{}},
		{"", Column{}},
	} {
		if got := Recognize(tt.in); got != tt.want {
			t.Errorf("Recognize(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
	}
}
