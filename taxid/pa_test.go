package taxid

import "testing"

func TestPA(t *testing.T) {
	runCases(t, []idCase{
		// RUC with DV: Banco Nacional de Panamá and Caja de Seguro Social
		// (NT), Petróleos Delta (company), a python-stdnum example.
		{country: "PA", typ: "ruc", value: "8-NT-1-12541 DV 40", valid: true, normalized: "8NT112541DV40", formatted: "8NT112541 DV 40"},
		{country: "PA", typ: "ruc", value: "8-NT-2-4249 DV 8", valid: true, normalized: "8NT24249DV8", formatted: "8NT24249 DV 8"},
		{country: "PA", typ: "ruc", value: "11524-2-115657 D.V. 78", valid: true, normalized: "115242115657DV78", formatted: "115242115657 DV 78"},
		{country: "PA", typ: "ruc", value: "155587169-2-2014 dv 09", valid: true, normalized: "15558716922014DV09"},
		// Without DV only the shape is checked: Copa Airlines.
		{country: "PA", typ: "ruc", value: "130-377-34706", valid: true, normalized: "13037734706", formatted: "13037734706"},
		// Persons: the cédula is the RUC.
		{country: "PA", typ: "ruc", value: "E-8-127702", valid: true, normalized: "E8127702", entity: EntityPerson},
		{country: "PA", typ: "ruc", value: "8-442-445 DV 08", valid: true},
		{country: "PA", typ: "ruc", value: "11524-2-115657 DV 12", reason: ReasonInvalidChecksum},
		{country: "PA", typ: "ruc", value: "8-NT-1-12541 DV 14", reason: ReasonInvalidChecksum},
		{country: "PA", typ: "ruc", value: "14-NT-1-12541", reason: ReasonInvalidComponent},
		{country: "PA", typ: "ruc", value: "0-0-0", reason: ReasonInvalidComponent},
		{country: "PA", typ: "ruc", value: "12", reason: ReasonInvalidLength},
		{country: "PA", typ: "ruc", value: "1234567890-1234-12345678", reason: ReasonInvalidLength},
		{country: "PA", typ: "ruc", value: "8-NT-1", reason: ReasonInvalidLength},
		{country: "PA", typ: "ruc", value: "155596713-2-2015 DV 123", reason: ReasonInvalidFormat},
		{country: "PA", typ: "ruc", value: "155596713-2-2015 DV", reason: ReasonInvalidFormat},
		{country: "PA", typ: "ruc", value: "8-XX-1-1234", reason: ReasonInvalidFormat},
		{country: "PA", typ: "ruc", value: "8-NT-1-12A41", reason: ReasonInvalidFormat},

		// Cédula (synthetic numbers), shape only.
		{country: "PA", typ: "cedula", value: "8-123-456", valid: true, normalized: "8123456", formatted: "8123456", entity: EntityPerson},
		{country: "PA", typ: "cip", value: "PE-10-442", valid: true, normalized: "PE10442", wantType: "cedula", entity: EntityPerson},
		{country: "PA", typ: "cedula", value: "1AV-432-658", valid: true},
		{country: "PA", typ: "cedula", value: "4pi-234-123", valid: true, normalized: "4PI234123"},
		{country: "PA", typ: "cedula", value: "13-1234-123456", valid: true},
		{country: "PA", typ: "cedula", value: "14AV-123-456", reason: ReasonInvalidComponent, entity: EntityPerson},
		{country: "PA", typ: "cedula", value: "00-123-456", reason: ReasonInvalidComponent},
		{country: "PA", typ: "cedula", value: "8-1", reason: ReasonInvalidLength},
		{country: "PA", typ: "cedula", value: "E-1", reason: ReasonInvalidLength},
		{country: "PA", typ: "cedula", value: "8-12345678901", reason: ReasonInvalidLength},
		{country: "PA", typ: "cedula", value: "X-123-456", reason: ReasonInvalidFormat},
		{country: "PA", typ: "cedula", value: "8-NT-123-456", reason: ReasonInvalidFormat},
		{country: "PA", typ: "cedula", value: "E-12-34A", reason: ReasonInvalidFormat},

		// Resolution: every cédula is a RUC, so values resolve to ruc.
		{country: "PA", value: "8-123-456", valid: true, wantType: "ruc"},
		{country: "PA", value: "N-45-832", valid: true, wantType: "ruc", entity: EntityPerson},
		{country: "PA", value: "8-NT-1-12541 DV 41", reason: ReasonInvalidChecksum, wantType: "ruc"},
		{country: "PA", value: "12", reason: ReasonInvalidLength, wantType: "ruc"},
	})
}
