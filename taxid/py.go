package taxid

// Paraguay. A value of unknown type is tried as a RUC first, because its
// check digit makes it the more specific document, and then as a cédula
// (shape only). A person's RUC is the cédula number followed by a check
// digit, so a string of digits can be both; it is then reported as a RUC.
//
// When the type is not given, the written form decides first
// (resolve.go): the SET writes a RUC with its check digit after a hyphen
// (80012345-6), so a value written so, or labelled RUC, is a RUC, valid or
// invalid_checksum; the Policía Nacional prints a cédula in dotted groups
// of three (1.234.567), so that form, or the label CI, is a cédula. A
// compact value of up to 8 digits whose check digit fails is read as a
// cédula, the default, since every cédula is a RUC base without its check
// digit (SET: the RUC of a person is the cédula and a check digit), with
// WarnAmbiguousType and OtherType "ruc": it may also be a RUC with a
// mistyped digit. Nine digits are a RUC only.
var py = &country{code: "PY", docs: []*document{&pyRUC, &pyCedula},
	labels: []string{"ruc", "cedula", "ci"}, overlap: true}
