package taxid

// Ecuador. 13 digits are a RUC, 10 digits a cédula; the lengths do not
// overlap. A natural person's RUC is her cédula followed by 001.
var ec = &country{code: "EC", docs: []*document{&ecRUC, &ecCedula},
	labels: []string{"ruc", "cedula", "ci"}}

// ecProvince reports whether the first two digits of a cédula or RUC are a
// province code: 01 to 24, or 30 for Ecuadorians registered abroad.
func ecProvince(p string) bool {
	if p == "30" {
		return true
	}
	return p >= "01" && p <= "24"
}
