package taxid

import (
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
)

// nameKeyCases are the published examples of the name letters: every
// worked example of the SAT's "Algoritmo para generar el RFC con homoclave
// para personas físicas y morales" (INFOMEX 0610100135506, 2006), whose
// rules are MXNameKeyLegacy's, and the worked example of RENAPO's
// Instructivo Normativo (SABC560626MDFLRN01). Where the current rule gives
// other letters, current says which, derived from the rule's text (see
// mx_namekey.go); the rest are derived cases marked so.
var nameKeyCases = []struct {
	given, paternal, maternal string
	legacy, current           string // current "" means the same as legacy
	note                      string
}{
	{"Juan", "Barrios", "Fernández", "BAFJ", "", "SAT regla 1"},
	{"Eva", "Iriarte", "Méndez", "IIME", "", "SAT regla 1: the vowel after the first letter"},
	{"Francisco", "Ortíz", "Pérez", "OIPF", "", "SAT regla 2"},
	{"Manuel", "Martínez", "Hernández", "MAHM", "", "SAT regla 2"},
	{"Gabriel", "Courturier", "Moreno", "COMG", "", "SAT regla 2"},
	{"Emma", "Gómez", "Díaz", "GODE", "", "SAT homoclave example GODE561231GR8"},
	{"Manuel", "Chávez", "González", "CAGM", "", "SAT regla 3: CH counts as C"},
	{"Felipe", "Camargo", "Llamas", "CALF", "", "SAT regla 3: LL counts as L"},
	{"Charles", "Kennedy", "Truman", "KETC", "", "SAT regla 3"},
	{"Alvaro", "de la O", "Lozano", "OLAL", "OXLA", "SAT regla 4: a surname of one letter"},
	{"Ernesto", "Ek", "Rivera", "ERER", "EXRE", "SAT regla 4: a surname of two letters"},
	{"Dolores", "San Martín", "Dávalos", "SADD", "", "SAT regla 5: compound surname"},
	{"Mario", "Sánchez de la Barquera", "Gómez", "SAGM", "", "SAT regla 5"},
	{"Antonio", "Jiménez", "Ponce de León", "JIPA", "", "SAT regla 5"},
	{"Luz María", "Fernández", "Juárez", "FEJL", "", "SAT regla 6: María second is kept out of it"},
	{"José Antonio", "Camargo", "Hernández", "CAHA", "", "SAT regla 6: José first is skipped"},
	{"María Luisa", "Ramírez", "Sánchez", "RASL", "", "SAT regla 6: María first is skipped"},
	{"Juan", "Martínez", "", "MAJU", "MAXJ", "SAT regla 7: one surname"},
	{"Gerarda", "Zafra", "", "ZAGE", "ZAXG", "SAT regla 7"},
	{"Carmen", "de la Peña", "Ramírez", "PERC", "", "SAT regla 8: particles"},
	{"Mario", "Sánchez", "de los Cobos", "SACM", "", "SAT regla 8"},
	{"Roberto", "González", "y Durán", "GODR", "", "SAT regla 8: y"},
	{"Juan", "del Valle", "Martínez", "VAMJ", "", "SAT regla 8"},
	{"Roberto", "O'farril", "Carballo", "OACR", "OXCR", "SAT regla 10: an apostrophe (split by the current rule)"},
	{"Rubén", "D'angelo", "Fargo", "DAFR", "DXFR", "SAT regla 10"},
	{"Luz Ma.", "Fernández", "Juárez", "FEJL", "", "SAT regla 10: a dot"},
	{"Concepción", "Salgado", "Briseño", "SABC", "", "RENAPO's worked example SABC560626MDFLRN01"},
	// Derived from the rules' text.
	{"María de los Ángeles", "Pérez", "López", "PELA", "", "derived: María and particles skipped"},
	{"José Ángel", "Ñuño", "Pérez", "ÑUPA", "XUPA", "derived: Ñ is X in the current rule"},
	{"Pedro", "Argüello", "Soto", "AUSP", "", "derived: Ü is a vowel"},
	{"Juan", "Gómez", "N\u0303un\u0303ez", "GOÑJ", "GOXJ", "derived: N and a combining tilde are Ñ"},
	{"M. Guadalupe", "Torres", "Ruiz", "TORG", "", "derived: M. is María"},
	{"José", "Pérez", "López", "PELJ", "", "derived: José alone is the given name"},
	{"Juan Pablo", "Van der Berg", "Smit", "DESJ", "BESJ", "derived: DER is a particle of the current rule only"},
	{"Jürgen", "Ølsen", "Ærø", "OEAJ", "", "derived: Ø, Æ and Ü lose their marks"},
	{"Ana", "Ðorđević", "Ruiz", "XORA", "", "derived: a first letter outside A-Z and Ñ is X"},
}

func TestMXNameKey(t *testing.T) {
	for _, tc := range nameKeyCases {
		current := tc.current
		if current == "" {
			current = tc.legacy
		}
		assert.Equal(t, tc.legacy, MXNameKeyLegacy(tc.given, tc.paternal, tc.maternal), "legacy: %s", tc.note)
		assert.Equal(t, current, MXNameKey("rfc", tc.given, tc.paternal, tc.maternal), "rfc: %s", tc.note)
		assert.Equal(t, current, MXNameKey("curp", tc.given, tc.paternal, tc.maternal), "curp: %s", tc.note)
	}
}

func TestMXNameKeyInconvenient(t *testing.T) {
	// CAMACHO CASTRO ALBERTO spells CACA: the SAT writes CACX (its own
	// example RFC is CACX7605101P8), RENAPO CXCA.
	assert.Equal(t, "CACX", MXNameKey("rfc", "Alberto", "Camacho", "Castro"))
	assert.Equal(t, "CXCA", MXNameKey("curp", "Alberto", "Camacho", "Castro"))
	assert.Equal(t, "CACX", MXNameKeyLegacy("Alberto", "Camacho", "Castro"))
	// LOCO is on RENAPO's list only.
	assert.Equal(t, "LOCO", MXNameKey("rfc", "Oscar", "López", "Cruz"))
	assert.Equal(t, "LXCO", MXNameKey("curp", "Oscar", "López", "Cruz"))
}

func TestMXNameKeyNone(t *testing.T) {
	for _, tc := range []struct{ typ, given, paternal, maternal string }{
		{"cuit", "Juan", "Pérez", "López"},
		{"RFC", "Juan", "Pérez", "López"}, // the canonical name only
		{"rfc", "", "Pérez", "López"},
		{"rfc", "Juan", "", "López"},
		{"rfc", "Juan", "de la", "López"},
		{"curp", "de", "Pérez", "López"},
		{"curp", "Juan", "1234", ""},
	} {
		assert.Empty(t, MXNameKey(tc.typ, tc.given, tc.paternal, tc.maternal), "%+v", tc)
		if tc.typ == "rfc" {
			assert.Empty(t, MXNameKeyLegacy(tc.given, tc.paternal, tc.maternal), "%+v", tc)
		}
	}
}

// FuzzMXNameKey checks that the keys are four characters from the RFC's
// name alphabet, whatever the name.
func FuzzMXNameKey(f *testing.F) {
	for _, tc := range nameKeyCases {
		f.Add(tc.given, tc.paternal, tc.maternal)
	}
	f.Fuzz(func(t *testing.T, given, paternal, maternal string) {
		for _, k := range []string{MXNameKey("rfc", given, paternal, maternal),
			MXNameKey("curp", given, paternal, maternal), MXNameKeyLegacy(given, paternal, maternal)} {
			if k == "" {
				continue
			}
			n := 0
			for _, r := range k {
				if !('A' <= r && r <= 'Z' || r == 'Ñ') {
					t.Fatalf("key %q has %q", k, r)
				}
				n++
			}
			if n != 4 {
				t.Fatalf("key %q is not four letters", k)
			}
		}
	})
}

func TestNoMarkBefore0300(t *testing.T) {
	// mxNextWord asks unicode.Mn only from U+0300, the first combining
	// mark.
	for r := rune(0); r < 0x300; r++ {
		if unicode.Is(unicode.Mn, r) {
			t.Fatalf("%U is a combining mark", r)
		}
	}
	assert.True(t, unicode.Is(unicode.Mn, 0x300))
}

// mxNameKeyRef is MXNameKey as it was before it became a wrapper of
// mxNameKey small enough to inline: the reference the wrapper must match.
func mxNameKeyRef(typ, given, paternal, maternal string) string {
	if typ != "rfc" && typ != "curp" {
		return ""
	}
	p, okP := mxSurname(paternal, false)
	g, okG := mxGiven(given, false)
	if !okP || !okG {
		return ""
	}
	k := [4]byte{mxLetter(p.l[0]), 'X', 'X', mxLetter(g.l[0])}
	if p.vowel != 0 {
		k[1] = p.vowel
	}
	if m, ok := mxSurname(maternal, false); ok {
		k[2] = mxLetter(m.l[0])
	}
	switch sets := mxInconvenient(mxWord32(k[:])); {
	case typ == "curp" && sets&mxForCURP != 0:
		k[1] = 'X'
	case typ == "rfc" && sets&mxForRFC != 0:
		k[3] = 'X'
	}
	return string(k[:])
}

// checkNameKey fails unless MXNameKey gives its reference's key for the
// name, for every type, those it knows and others.
func checkNameKey(t *testing.T, given, paternal, maternal string) {
	t.Helper()
	for _, typ := range []string{"rfc", "curp", "RFC", "cuit", ""} {
		if got, want := MXNameKey(typ, given, paternal, maternal), mxNameKeyRef(typ, given, paternal, maternal); got != want {
			t.Fatalf("MXNameKey(%q, %q, %q, %q) = %q, want %q", typ, given, paternal, maternal, got, want)
		}
	}
}

// TestMXNameKeyRef compares MXNameKey with its reference on the published
// cases and on every name of three parts from words that are particles,
// María and José, empty, non-letters, with Ñ or accents, and spell
// inconvenient words of either list (CACA, LOCO, BUEI...) in each order.
func TestMXNameKeyRef(t *testing.T) {
	for _, tc := range nameKeyCases {
		checkNameKey(t, tc.given, tc.paternal, tc.maternal)
	}
	words := []string{"", "de la", "María", "José Luis", "Ma.", "Camacho", "Castro", "Alberto", "Oscar",
		"López", "Cruz", "Buendía", "Eizaguirre", "Ñuño", "Ölsen", "ß", "1234", "Y", "Pe", "O'farril", "Ugalde"}
	for _, g := range words {
		for _, p := range words {
			for _, m := range words {
				checkNameKey(t, g, p, m)
			}
		}
	}
	// Every four letters of the inconvenient lists, as one-letter and
	// vowel-led words that spell them.
	for _, list := range []string{mxRFCWords, mxCURPWords} {
		for i := 0; i+4 <= len(list); i += 5 {
			w := list[i : i+4]
			checkNameKey(t, w[3:4]+"ARIO", w[0:1]+w[1:2]+"Z", w[2:3]+"ANO")
		}
	}
}

// FuzzMXNameKeyRef checks MXNameKey against its reference on any name.
func FuzzMXNameKeyRef(f *testing.F) {
	for _, tc := range nameKeyCases {
		f.Add(tc.given, tc.paternal, tc.maternal)
	}
	f.Fuzz(func(t *testing.T, given, paternal, maternal string) {
		checkNameKey(t, given, paternal, maternal)
	})
}
