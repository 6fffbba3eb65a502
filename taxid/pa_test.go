package taxid

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
)

func TestPA(t *testing.T) {
	runCases(t, []idCase{
		// RUC with DV: Banco Nacional de Panamá and Caja de Seguro Social
		// (NT), Petróleos Delta (company), python-stdnum examples. The
		// hyphens stay in Normalized; the DV marker becomes "DV" and a
		// one-digit DV gets its leading zero.
		{country: "PA", typ: "ruc", value: "8-NT-1-12541 DV 40", valid: true, normalized: "8-NT-1-12541DV40", formatted: "8-NT-1-12541 DV 40"},
		{country: "PA", typ: "ruc", value: "8-NT-2-4249 DV 8", valid: true, normalized: "8-NT-2-4249DV08", formatted: "8-NT-2-4249 DV 08"},
		{country: "PA", typ: "ruc", value: "8-nt-2-4249-dv-8", valid: true, normalized: "8-NT-2-4249DV08"},
		{country: "PA", typ: "ruc", value: "11524-2-115657 D.V. 78", valid: true, normalized: "11524-2-115657DV78", formatted: "11524-2-115657 DV 78", entity: ndval.EntityCompany},
		{country: "PA", typ: "ruc", value: "155587169-2-2014 dv 09", valid: true, normalized: "155587169-2-2014DV09", entity: ndval.EntityCompany},
		{country: "PA", typ: "ruc", value: "155587169-2-2014 D.V.: 9", valid: true, normalized: "155587169-2-2014DV09"},
		{country: "PA", typ: "ruc", value: "155587169\u20132\u20132014 DV9", valid: true, normalized: "155587169-2-2014DV09"},
		{country: "PA", typ: "ruc", value: " 155587169--2-2014- DV 09", valid: true, normalized: "155587169-2-2014DV09"},
		{country: "PA", typ: "ruc", value: "253-92-57027 DV 76", valid: true, formatted: "253-92-57027 DV 76"}, // old company RUC
		{country: "PA", typ: "ruc", value: "130-377-34706 DV 2", valid: true, normalized: "130-377-34706DV02", entity: ndval.EntityCompany},

		// The DV is checked against the split the hyphens give:
		// 155630598-2-2016 DV 30 is real (python-stdnum's list); the same
		// digits split 15563059-82-2016 have DV 67 (computed, synthetic).
		{country: "PA", typ: "ruc", value: "155630598-2-2016 DV 30", valid: true, normalized: "155630598-2-2016DV30"},
		{country: "PA", typ: "ruc", value: "15563059-82-2016 DV 30", reason: ndval.ReasonInvalidChecksum},
		{country: "PA", typ: "ruc", value: "155630598-2-2016 DV 67", reason: ndval.ReasonInvalidChecksum},
		{country: "PA", typ: "ruc", value: "15563059-82-2016 DV 67", valid: true},
		// Without hyphens, any split will do: both DVs pass (the weakness).
		{country: "PA", typ: "ruc", value: "155630598 2 2016 DV 30", valid: true, normalized: "15563059822016DV30", formatted: "15563059822016 DV 30"},
		{country: "PA", typ: "ruc", value: "15563059822016DV67", valid: true},
		{country: "PA", typ: "ruc", value: "15563059822016DV31", reason: ndval.ReasonInvalidChecksum},
		{country: "PA", typ: "ruc", value: "8NT112541 DV 40", valid: true, normalized: "8NT112541DV40", formatted: "8NT112541 DV 40"},

		// Without DV only the shape is checked: Copa Airlines.
		{country: "PA", typ: "ruc", value: "130-377-34706", valid: true, normalized: "130-377-34706", formatted: "130-377-34706", entity: ndval.EntityCompany},
		{country: "PA", typ: "ruc", value: "13037734706", valid: true, normalized: "13037734706"},
		// Persons: the cédula is the RUC; the DV of a plain one is checked
		// (test vector of verification-digit-pty), of a lettered one where
		// the ports agree (E-8-127702 DV 16: Panama-RUC-DV-Calculator).
		{country: "PA", typ: "ruc", value: "E-8-127702", valid: true, normalized: "E-8-127702", entity: ndval.EntityPerson},
		{country: "PA", typ: "ruc", value: "8-442-445 DV 08", valid: true, normalized: "8-442-445DV08"},
		{country: "PA", typ: "ruc", value: "8-442-445 DV 09", reason: ndval.ReasonInvalidChecksum},
		{country: "PA", typ: "ruc", value: "E-8-127702 DV 16", valid: true, entity: ndval.EntityPerson},
		{country: "PA", typ: "ruc", value: "E-8-127702 DV 17", reason: ndval.ReasonInvalidChecksum},
		// Synthetic, DVs computed here: N and PE; AV with a two-digit
		// province; where the ports disagree (a four-digit folio, a
		// one-digit AV province) the DV is not checked.
		{country: "PA", typ: "ruc", value: "N-45-832 DV 58", valid: true, entity: ndval.EntityPerson},
		{country: "PA", typ: "ruc", value: "N-45-832 DV 57", reason: ndval.ReasonInvalidChecksum},
		{country: "PA", typ: "ruc", value: "PE-10-442 DV 50", valid: true},
		{country: "PA", typ: "ruc", value: "PE-10-442 DV 05", reason: ndval.ReasonInvalidChecksum},
		{country: "PA", typ: "ruc", value: "E-1234-12345 DV 00", valid: true},
		{country: "PA", typ: "ruc", value: "1AV-432-658 DV 00", valid: true},
		{country: "PA", typ: "ruc", value: "10AV-123-4567 DV 22", valid: true},
		{country: "PA", typ: "ruc", value: "10AV-123-4567 DV 23", reason: ndval.ReasonInvalidChecksum},
		// A person's NT (test vector of leira2985/panama-ruc).
		{country: "PA", typ: "ruc", value: "8-NT-783-1657 DV 54", valid: true},

		{country: "PA", typ: "ruc", value: "11524-2-115657 DV 12", reason: ndval.ReasonInvalidChecksum},
		{country: "PA", typ: "ruc", value: "130-377-34706 DV 20", reason: ndval.ReasonInvalidChecksum},
		{country: "PA", typ: "ruc", value: "8-NT-1-12541 DV 14", reason: ndval.ReasonInvalidChecksum},
		{country: "PA", typ: "ruc", value: "14-NT-1-12541", reason: ndval.ReasonInvalidComponent},
		{country: "PA", typ: "ruc", value: "0-0-0", reason: ndval.ReasonMissingValue, warnings: WarnPlaceholder},
		{country: "PA", typ: "ruc", value: "00-377-34706", reason: ndval.ReasonInvalidComponent},
		{country: "PA", typ: "ruc", value: "12", reason: ndval.ReasonInvalidLength},
		{country: "PA", typ: "ruc", value: "DV 12", reason: ndval.ReasonInvalidLength},
		{country: "PA", typ: "ruc", value: "1234567890-1234-12345678", reason: ndval.ReasonInvalidLength},
		{country: "PA", typ: "ruc", value: "12345678901-1-1", reason: ndval.ReasonInvalidLength},
		{country: "PA", typ: "ruc", value: "8-NT-1", reason: ndval.ReasonInvalidLength},
		{country: "PA", typ: "ruc", value: "8-NT-1234-12541", reason: ndval.ReasonInvalidLength},
		{country: "PA", typ: "ruc", value: "155587169-2-2014 DV 123", reason: ndval.ReasonInvalidFormat},
		{country: "PA", typ: "ruc", value: "155587169-2-2014 DV", reason: ndval.ReasonInvalidFormat},
		{country: "PA", typ: "ruc", value: "155587169-2-2014-09", reason: ndval.ReasonInvalidFormat},   // a DV needs its marker
		{country: "PA", typ: "ruc", value: "8-NT-2-4249-8", reason: ndval.ReasonInvalidFormat},         // idem
		{country: "PA", typ: "ruc", value: "1555871692-2014 DV 09", reason: ndval.ReasonInvalidFormat}, // hyphenated in part
		{country: "PA", typ: "ruc", value: "8-XX-1-1234", reason: ndval.ReasonInvalidFormat},
		{country: "PA", typ: "ruc", value: "8-NT-1-12A41", reason: ndval.ReasonInvalidFormat},
		{country: "PA", typ: "ruc", value: "8-NT-1-12541 DV 4-0", reason: ndval.ReasonInvalidFormat},
		{country: "PA", typ: "ruc", value: "8:123:456", reason: ndval.ReasonInvalidFormat},

		// Cédula (synthetic numbers), shape only.
		{country: "PA", typ: "cedula", value: "8-123-456", valid: true, normalized: "8-123-456", formatted: "8-123-456", entity: ndval.EntityPerson},
		{country: "PA", typ: "cedula", value: "8 123 456", valid: true, normalized: "8123456", formatted: "8123456"},
		{country: "PA", typ: "cip", value: "PE-10-442", valid: true, normalized: "PE-10-442", wantType: "cedula", entity: ndval.EntityPerson},
		{country: "PA", typ: "cedula", value: "1AV-432-658", valid: true, normalized: "1AV-432-658"},
		{country: "PA", typ: "cedula", value: "1-AV-432-658", valid: true, normalized: "1-AV-432-658"},
		{country: "PA", typ: "cedula", value: "4pi-234-123", valid: true, normalized: "4PI-234-123"},
		{country: "PA", typ: "cedula", value: "13-1234-123456", valid: true},
		{country: "PA", typ: "cedula", value: "E8127702", valid: true, normalized: "E8127702"},
		{country: "PA", typ: "cedula", value: "14AV-123-456", reason: ndval.ReasonInvalidComponent, entity: ndval.EntityPerson},
		{country: "PA", typ: "cedula", value: "14-123-456", reason: ndval.ReasonInvalidComponent, entity: ndval.EntityPerson},
		{country: "PA", typ: "cedula", value: "00-123-456", reason: ndval.ReasonInvalidComponent},
		{country: "PA", typ: "cedula", value: "81", reason: ndval.ReasonInvalidLength},
		{country: "PA", typ: "cedula", value: "E-1", reason: ndval.ReasonInvalidLength},
		{country: "PA", typ: "cedula", value: "812345678901", reason: ndval.ReasonInvalidLength},
		{country: "PA", typ: "cedula", value: "8-1234-1234567", reason: ndval.ReasonInvalidLength},
		{country: "PA", typ: "cedula", value: "8-12345-1", reason: ndval.ReasonInvalidLength},
		{country: "PA", typ: "cedula", value: "8-1", reason: ndval.ReasonInvalidFormat},
		{country: "PA", typ: "cedula", value: "8-123456", reason: ndval.ReasonInvalidFormat},
		{country: "PA", typ: "cedula", value: "8-123-456-7", reason: ndval.ReasonInvalidFormat},
		{country: "PA", typ: "cedula", value: "8-442-445 DV 08", reason: ndval.ReasonInvalidFormat},
		{country: "PA", typ: "cedula", value: "X-123-456", reason: ndval.ReasonInvalidFormat},
		{country: "PA", typ: "cedula", value: "8-NT-123-456", reason: ndval.ReasonInvalidFormat},
		{country: "PA", typ: "cedula", value: "E-12-34A", reason: ndval.ReasonInvalidFormat},

		// Resolution: every cédula is a RUC, so values resolve to ruc.
		{country: "PA", value: "8-123-456", valid: true, wantType: "ruc", normalized: "8-123-456"},
		{country: "PA", value: "N-45-832", valid: true, wantType: "ruc", entity: ndval.EntityPerson},
		{country: "PA", value: "155630598-2-2016 DV 30", valid: true, wantType: "ruc", entity: ndval.EntityCompany},
		{country: "PA", value: "8-NT-1-12541 DV 41", reason: ndval.ReasonInvalidChecksum, wantType: "ruc"},
		{country: "PA", value: "12", reason: ndval.ReasonInvalidLength, wantType: "ruc"},
	})
}

func TestPACompact(t *testing.T) {
	for in, want := range map[string]string{
		"8-NT-1-12541 DV 40":          "8-NT-1-12541DV40",
		"8-NT-1-12541 D.V. 40":        "8-NT-1-12541DV40",
		"8-NT-1-12541DV40":            "8-NT-1-12541DV40",
		"8-nt-1-12541 dv: 40":         "8-NT-1-12541DV40",
		"8-NT-1-12541 D.V.:40":        "8-NT-1-12541DV40",
		"8-NT-1-12541-DV-40":          "8-NT-1-12541DV40",
		"8-NT-1-12541 - DV - 4":       "8-NT-1-12541DV04",
		"8\u2010NT\u20111\u221212541": "8-NT-1-12541",
		"--8--123---456--":            "8-123-456",
		"8 . 123 / 456":               "8123456",
		"8\u00a0123\u200b456":         "8123456",
		"DV":                          "DV",
		"DV-":                         "DV",
		"D-DV5":                       "DDV05",
		"D-V5DV6":                     "D-V5DV06",
		"DVDV1":                       "DVDV1",
		"1:2DV:-:3":                   "1:2DV03",
		"muñoz":                       "MUÑOZ",
		"":                            "",
		"-":                           "",
		"\xff-1":                      "\ufffd-1", // not UTF-8: U+FFFD, as clean.Compact does
		"８－ＮＴ－１－１２５４１":                "8-NT-1-12541",
	} {
		got := string(paAppendCompact(nil, in))
		assert.Equal(t, want, got, "%q", in)
		assert.Equal(t, got, string(paAppendCompact(nil, got)), "idempotent on %q", in)
		after := paAppendCompact([]byte("AB-"), in)
		assert.Equal(t, "AB-"+want, string(after), "after other bytes: %q", in)
	}
}

func TestPAAllocs(t *testing.T) {
	for _, v := range []string{"8-NT-1-12541DV40", "155630598-2-2016DV30", "15563059822016DV30", "E-8-127702", "8NT112541DV41"} {
		n := testing.AllocsPerRun(100, func() { paCheckRUC(v, Validator{}); paCheckCedula(v, Validator{}) })
		assert.Zero(t, n, "check %q", v)
		// A compact value allocates at most its formatted form.
		n = testing.AllocsPerRun(100, func() { Validate("PA", "", v) })
		assert.LessOrEqual(t, n, 1.0, "Validate %q", v)
	}
}
