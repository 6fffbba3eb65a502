package taxid

// Panama. The RUC of a person is his or her cédula, so every cédula is also
// a valid RUC; ruc is tried first, and a value of unknown type resolves to
// ruc (a company's when its first part cannot be a province, a person's
// when it is lettered, with no entity when it may be either or is an NT).
// The cedula type is there for callers who know they hold a cédula.
//
// Both documents are written with hyphens between their parts
// (8-123-456, 155587169-2-2014 DV 09), and the parts have no fixed widths,
// so the hyphens carry meaning: the RUC's check digits depend on where
// each part begins. Panama therefore has its own compaction, paAppendCompact
// (pa_compact.go), which keeps the hyphens in Normalized
// ("155587169-2-2014DV09") while dropping the other separators. With the
// hyphens the RUC's DV is checked exactly; without them only against the
// possible splits of the digits (see pa_ruc.go).
var pa = &country{
	code:    "PA",
	docs:    []*document{&paRUC, &paCedula},
	labels:  []string{"ruc", "cedula", "cip"},
	hyphens: true,
}
