package clean

import (
	"strings"
	"testing"
)

func TestPlaceholder(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		// punctuation alone
		{"-", true}, {"--", true}, {".", true}, {"—", true}, {" - ", true}, {"?", true}, {"***", true}, {"/", true},
		// zeros alone
		{"0", true}, {"00000000", true}, {"0-0", true}, {" 0 ", true}, {"00.000.000", true},
		// phrases, any case, accents or not
		{"N/A", true}, {"n/a", true}, {"N.A.", true}, {"NA", true}, {"s/d", true}, {"S/D", true}, {"n/d", true},
		{"sin dato", true}, {"Sin Datos", true}, {"SIN CORREO", true}, {"sin nombre", true}, {"sin teléfono", true},
		{"no tiene", true}, {"NO TIENE", true}, {"ninguno", true}, {"Ninguna", true}, {"não tem", true},
		{"NAO TEM", true}, {"sem email", true}, {"sem e-mail", true}, {"não informado", true}, {"null", true},
		{"NULL", true}, {"none", true}, {"sin correo electrónico", true}, {"no aplica", true}, {"s/n", true},
		// values
		{"", false}, {"   ", false}, {"30-54668997-9", false}, {"20123456786", false}, {"1", false}, {"101", false},
		{"Sin Fronteras S.A.", false}, {"María Sin", false}, {"Natalia", false}, {"Ana", false}, {"Nada Surf", false},
		{"O'Brien", false}, {"x@y.com", false}, {"Av. Corrientes 1234", false}, {"Noe", false}, {"Nona", false},
		{"sin límites", false}, {"no name brand s.a.", false}, {"0170356420000030382008", false},
		{"000-1", false}, {"00-00-00-0000-00-00000", true}, {"0000000000000000000\u200e0", true}, {"000 000", true}, {"n\u200ba", true}, {"sin desconocidamentemente", false}, {"@", false}, {"-@-", false}, {"日本", false}, {string(make([]byte, 100)), false},
	} {
		if got := Placeholder(tt.in); got != tt.want {
			t.Errorf("Placeholder(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestPlaceholderNoAlloc(t *testing.T) {
	for _, s := range []string{"sin correo", "30-54668997-9", "N/A", "Juan Pérez"} {
		if n := testing.AllocsPerRun(100, func() { Placeholder(s) }); n != 0 {
			t.Errorf("Placeholder(%q) allocates %v times", s, n)
		}
	}
}

func FuzzPlaceholder(f *testing.F) {
	for _, s := range []string{"N/A", "sin dato", "0", "-", "no tiene", "30-54668997-9", "+                                        00000", "n/a" + strings.Repeat(" ", 60)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := Placeholder(s)
		// A placeholder stays one with spaces around it.
		if p && !Placeholder(" "+s+" ") {
			t.Errorf("Placeholder(%q) but not with spaces around it", s)
		}
		// An invisible mark, anywhere between runes, changes nothing: the
		// bound is on what the value says, not on its bytes.
		for i := range s {
			if marked := s[:i] + "\u200e" + s[i:]; Placeholder(marked) != p {
				t.Fatalf("Placeholder(%q) = %v, but %v with a mark: %q", s, p, !p, marked)
			}
		}
	})
}

// TestFirstLetterBits: firstLetterBits holds firstLetters.
func TestFirstLetterBits(t *testing.T) {
	for c := byte('a'); c <= 'z'; c++ {
		if got, want := firstLetterBits>>(c-'a')&1 != 0, strings.IndexByte(firstLetters, c) >= 0; got != want {
			t.Errorf("%c: %v, want %v", c, got, want)
		}
	}
}

// TestPlaceholderFirst: the first byte's shortcut answers as the loop
// does. Each byte starts every value of TestPlaceholder and the tails of
// its phrases, and Placeholder must answer as on the value with a
// zero-width space first, which the shortcut does not read.
func TestPlaceholderFirst(t *testing.T) {
	tails := []string{"", "in dato", "/a", "ull", "o tiene", "ão tem", "0", "-", " ", "a", "123", "@x"}
	for c := range 256 {
		for _, tail := range tails {
			s := string([]byte{byte(c)}) + tail
			if got, want := Placeholder(s), Placeholder("\u200b"+s); got != want {
				t.Fatalf("Placeholder(%q) = %v, but %v behind a mark", s, got, want)
			}
		}
	}
}
