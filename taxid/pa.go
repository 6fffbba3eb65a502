package taxid

// Panama. The RUC of a person is his or her cédula, so every cédula is also
// a valid RUC; ruc is tried first, and a value of unknown type resolves to
// ruc (with no entity when the digits alone cannot tell a company's
// tomo-folio-asiento from a person's province-book-entry). The cedula type
// is there for callers who know they hold a cédula.
//
// Both documents are written with hyphens between their parts
// (8-123-456, 155596713-2-2015), and the parts have no fixed widths.
// Validation sees the value without separators (compact removes the
// hyphens), so the parts can only be guessed; see pa_ruc.go for what that
// means for the check digits.
var pa = &country{code: "PA", name: "Panama", docs: []*document{&paRUC, &paCedula}}
