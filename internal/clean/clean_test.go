package clean

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestCompact(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"30546689979", "30546689979"},
		{"30-54668997-9", "30546689979"},
		{" 30.546.689/979 ", "30546689979"},
		{"30_54668997,9", "30546689979"},
		{"30\u00a054668997\u00a09", "30546689979"},             // no-break spaces
		{"30\u202f54668997\u20099", "30546689979"},             // narrow no-break, thin
		{"30\u3000546689979", "30546689979"},                   // ideographic space
		{"30\u201354668997\u20149", "30546689979"},             // en and em dashes
		{"30\u221254668997\u20109", "30546689979"},             // minus, hyphen
		{"30\uff0d54668997\ufe639", "30546689979"},             // full-width and small hyphen-minus
		{"\u200f123.456.789-09\u200e", "12345678909"},          // RLM, LRM
		{"123\u00ad456\u200b789\u2060\ufeff09", "12345678909"}, // soft hyphen, ZWSP, WJ, BOM
		{"\u202a123456789\u202c09", "12345678909"},             // bidi embedding
		{"１２３．４５６", "123456"},                                  // full-width digits and stop
		{"ｇｏｄｅ５６１２３１ＧＲ７", "GODE561231GR7"},                     // full-width letters
		{"gode561231gr7", "GODE561231GR7"},
		{"ñañ", "ÑAÑ"},
		{"12a\x00b", "12A\x00B"},                              // NUL kept, to be reported
		{"12\xff34", "12\uFFFD34"},                            // invalid UTF-8 replaced
		{"\xef\xbc \x96", "\uFFFD\uFFFD\uFFFD"},               // so bytes cannot join across a dropped space
		{"12(34)", "12(34)"},                                  // other punctuation kept
		{"12é34", "12é34"},                                    // other letters kept
		{strings.Repeat("1-", 100), strings.Repeat("1", 100)}, // longer than the stack
	} {
		assert.Equal(t, tc.want, Compact(tc.in), "%q", tc.in)
	}
}

// TestCompactPaths: the fast paths (whole words of digits, ASCII without
// a branch per byte) and the general one agree, at every position of a
// separator, a lower-case letter or a non-ASCII character.
func TestCompactPaths(t *testing.T) {
	for _, ins := range []string{"-", " ", "a", "\u00a0", "\u2013", "ñ", "\xff", "é", "/", "_"} {
		for i := 0; i <= 24; i++ {
			s := strings.Repeat("7", i) + ins + strings.Repeat("3", 24-i)
			want := strings.ReplaceAll(string(AppendCompact(nil, s, true)), "-", "")
			assert.Equal(t, want, Compact(s), "%q", s)
			assert.Equal(t, "x"+want, string(AppendCompact([]byte("x"), s, false)), "%q", s)
		}
	}
}

// TestAppendIfChanged: AppendIfChanged appends Compact's form, after the
// bytes already in the buffer, exactly when it differs from the value, on
// its fast path (separators only) and its general ones.
func TestAppendIfChanged(t *testing.T) {
	for _, s := range []string{"", "30546689979", "30-54668997-9", " 3", "3 ", "SAT970701NN3",
		"sat970701nn3", "MUÑ110218LJ6", "muñ110218lj6", "30\u00a054668997", "12\xff34", "1-2",
		"\u200f", "12(34)", "12é34", "12A\x00B", strings.Repeat("1-", 40), "a", "Z", "z-", "{|}~"} {
		b, changed := AppendIfChanged([]byte("pre"), s)
		c := Compact(s)
		assert.Equal(t, c != s, changed, "%q", s)
		if changed {
			assert.Equal(t, "pre"+c, string(b), "%q", s)
		} else {
			assert.Equal(t, "pre", string(b), "%q", s)
		}
	}
	for _, ins := range []string{"-", " ", "a", "z", "`", "{", "\u00a0", "ñ", "\xff", "/"} {
		for i := 0; i <= 20; i++ {
			s := strings.Repeat("7", i) + ins + strings.Repeat("3", 20-i)
			b, changed := AppendIfChanged(nil, s)
			if c := Compact(s); changed {
				assert.Equal(t, c, string(b), "%q", s)
			} else {
				assert.Equal(t, c, s, "%q", s)
			}
		}
	}
}

// TestStepTable: asciiStep keeps what asciiWork keeps as it is, drops
// what it drops, and sends every other byte to the general path.
func TestStepTable(t *testing.T) {
	for c := range 256 {
		want := uint8(stepMore)
		switch {
		case c >= utf8.RuneSelf:
		case asciiWork[c] == drop:
			want = 0
		case asciiWork[c] == 0:
			want = 1
		}
		assert.Equal(t, want, asciiStep[c], "%q", rune(c))
	}
}

func TestAppendCompactKeepDash(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"8-NT-1-12541", "8-NT-1-12541"},
		{"8\u2013nt\u2014 1 --12541", "8-NT-1-12541"},
		{"-8-1-2-", "8-1-2-"},
		{" pe 12 345", "PE12345"},
	} {
		assert.Equal(t, tc.want, string(AppendCompact(nil, tc.in, true)), "%q", tc.in)
	}
}

func TestCompactNoAlloc(t *testing.T) {
	assert.Zero(t, testing.AllocsPerRun(100, func() { _ = Compact("30546689979") }))
	assert.LessOrEqual(t, testing.AllocsPerRun(100, func() { _ = Compact("30-54668997-9") }), 1.0)
}

func TestCutLabel(t *testing.T) {
	ar := []string{"cuit", "cuil", "dni"}
	cl := []string{"rut", "run", "rol"}
	mx := []string{"rfc", "curp"}
	for _, tc := range []struct {
		in, country string
		labels      []string
		want        string
		cut         bool
	}{
		{"30-54668997-9", "AR", ar, "30-54668997-9", false},
		{"'30546689979", "AR", ar, "30546689979", true}, // Excel's text apostrophe
		{"'CUIT 30-54668997-9", "AR", ar, "30-54668997-9", true},
		{"'", "AR", ar, "'", false},
		{"CUIT 30-54668997-9", "AR", ar, "30-54668997-9", true},
		{"cuit: 30-54668997-9", "AR", ar, "30-54668997-9", true},
		{"C.U.I.T. N° 30-54668997-9", "AR", ar, "30-54668997-9", true},
		{"CUIT Nº: 30-54668997-9", "AR", ar, "30-54668997-9", true},
		{"CUIT/CUIL 20-12345678-6", "AR", ar, "20-12345678-6", true},
		{"CUIT Nro. 30-54668997-9", "AR", ar, "30-54668997-9", true},
		{"CUIT número 30-54668997-9", "AR", ar, "30-54668997-9", true},
		{"CUIT#30546689979", "AR", ar, "30546689979", true},
		{"CUIT30546689979", "AR", ar, "CUIT30546689979", false}, // no separator after a document label
		{"CUIT", "AR", ar, "CUIT", false},                       // nothing after it
		{"CUIT: ", "AR", ar, "CUIT: ", false},
		{"RUT 12.531.909-2", "CL", cl, "12.531.909-2", true},
		{"R.U.T.: 12.531.909-2", "CL", cl, "12.531.909-2", true},
		{"CL 12.531.909-2", "CL", cl, "12.531.909-2", true},
		{"cl125319092", "CL", cl, "125319092", true}, // VAT style
		{"CL RUT 12.531.909-2", "CL", cl, "12.531.909-2", true},
		{"AR 12.531.909-2", "CL", cl, "AR 12.531.909-2", false}, // another country's code
		{"UY 21 140634 001 1", "UY", []string{"rut", "ruc"}, "21 140634 001 1", true},
		{"RFC: GODE561231GR7", "MX", mx, "GODE561231GR7", true},
		{"GODE561231GR7", "MX", mx, "GODE561231GR7", false},
		{"CURP800101HDFRRN09", "MX", mx, "CURP800101HDFRRN09", false}, // a CURP that starts with the letters CURP
		{"MXA010101AB1", "MX", mx, "MXA010101AB1", false},             // an RFC that starts with the country's letters
		{"\u00a0CPF:\u00a0123.456.789-09", "BR", []string{"cpf", "cnpj"}, "123.456.789-09", true},
		{"\u200fCPF 123", "BR", []string{"cpf"}, "123", true},
		{"IBAN DE89 3704 0044 0532 0130 00", "", []string{"iban"}, "DE89 3704 0044 0532 0130 00", true},
		{"DE89 3704 0044 0532 0130 00", "", []string{"iban"}, "DE89 3704 0044 0532 0130 00", false},
		{"IBAN NO93 8601 1117 947", "", []string{"iban"}, "NO93 8601 1117 947", true}, // NO is Norway, not a number word
		{"CI 1234567", "", []string{"ci"}, "1234567", true},
		{"CI1234567", "", []string{"ci"}, "CI1234567", false}, // letters touching digits: the value's own
		{"cbu0170356420000030382008", "", []string{"cbu"}, "cbu0170356420000030382008", false},
		{"\u00a0 CBU: 0170356420000030382008", "", []string{"cbu"}, "0170356420000030382008", true},
		{"CUIT N°30-54668997-9", "AR", ar, "30-54668997-9", true},
		{"CUIT No.30-54668997-9", "AR", ar, "30-54668997-9", true},
		{"CUIT no 30-54668997-9", "AR", ar, "30-54668997-9", true},
		{"NIT: 900.123.456-7", "CO", []string{"nit", "rut"}, "900.123.456-7", true},
		{"RIF J-12345678-9", "VE", []string{"rif"}, "J-12345678-9", true},
		{"RUC N-12-345", "PA", []string{"ruc"}, "N-12-345", true}, // Panama's N prefix is not a number word
	} {
		got, cut := CutLabel(tc.in, tc.country, tc.labels)
		assert.Equal(t, tc.want, got, "%q", tc.in)
		assert.Equal(t, tc.cut, cut, "%q", tc.in)
	}
}

// TestCutLabelIndex: the index of the last label dropped, -1 for none or
// the country code alone.
func TestCutLabelIndex(t *testing.T) {
	ar := []string{"cuit", "cuil", "dni"}
	cl := []string{"rut", "run", "rol"}
	for _, tc := range []struct {
		in, country string
		labels      []string
		want        string
		index       int
	}{
		{"30-54668997-9", "AR", ar, "30-54668997-9", -1},
		{"CUIT 30-54668997-9", "AR", ar, "30-54668997-9", 0},
		{"C.U.I.L. N° 20-12345678-6", "AR", ar, "20-12345678-6", 1},
		{"CUIT/CUIL 20-12345678-6", "AR", ar, "20-12345678-6", 1},
		{"DNI 12.345.678", "AR", ar, "12.345.678", 2},
		{"CL 12.531.909-2", "CL", cl, "12.531.909-2", -1},
		{"CL RUN 12.531.909-2", "CL", cl, "12.531.909-2", 1},
		{"CUIT", "AR", ar, "CUIT", -1},
	} {
		got, cut, index := CutLabelIndex(tc.in, tc.country, tc.labels)
		assert.Equal(t, tc.want, got, "%q", tc.in)
		assert.Equal(t, tc.index, index, "%q", tc.in)
		assert.Equal(t, got != tc.in, cut, "%q", tc.in)
		rest, c := CutLabel(tc.in, tc.country, tc.labels)
		assert.Equal(t, got, rest, "%q", tc.in)
		assert.Equal(t, cut, c, "%q", tc.in)
	}
}

// TestCutLabelFirstLetter: CutLabelIndex's shortcut for a first letter
// that starts no label answers as its loop (cutLabels) does, for every
// first byte before tails that make labels, country codes and values.
func TestCutLabelFirstLetter(t *testing.T) {
	tails := []string{"", "UIT 30-54668997-9", "uit: 20", "L 12.531.909-2", "L12531909", "UN 12", "FC SAT970701NN3",
		"ODE561231GR8", "NI", " 1", "X", ".U.I.T. 1"}
	for _, country := range []string{"", "AR", "CL", "MX"} {
		for _, labels := range [][]string{nil, {"cuit", "cuil", "dni"}, {"rut", "run", "rol"}, {"rfc", "curp"}} {
			for c := range 256 {
				for _, tail := range tails {
					s := string([]byte{byte(c)}) + tail
					if c == '\'' || isDigit(byte(c)) || country == "" && lettersThenDigit(s) {
						continue // the paths before the shortcut
					}
					got, cut, index := CutLabelIndex(s, country, labels)
					want, wcut, windex := cutLabels(s, country, labels, false)
					if got != want || cut != wcut || index != windex {
						t.Fatalf("CutLabelIndex(%q, %q, %q) = %q, %v, %d; loop %q, %v, %d",
							s, country, labels, got, cut, index, want, wcut, windex)
					}
				}
			}
		}
	}
}

func TestCutLabelNoAlloc(t *testing.T) {
	labels := []string{"cuit", "cuil"}
	assert.Zero(t, testing.AllocsPerRun(100, func() {
		_, _ = CutLabel("C.U.I.T. N° 30-54668997-9", "AR", labels)
		_, _ = CutLabel("30-54668997-9", "AR", labels)
	}))
}

func TestClasses(t *testing.T) {
	// Every rune Drops reports is one the documented classes name, and
	// Compact drops exactly those.
	for r := rune(0); r < 0x10000; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		s := string(r)
		got := Compact("1" + s + "2")
		switch {
		case Drops(r):
			assert.Equal(t, "12", got, "%U", r)
		case 'a' <= r && r <= 'z', '０' <= r && r <= '９', 'Ａ' <= r && r <= 'Ｚ', 'ａ' <= r && r <= 'ｚ', r == 'ñ':
			assert.Len(t, got, 2+len(Compact(s)), "%U", r)
		default:
			assert.Equal(t, "1"+s+"2", got, "%U", r)
		}
	}
}

func FuzzCompact(f *testing.F) {
	f.Add("30-54668997-9")
	f.Add("\u200f123.456.789-09")
	f.Add("ｇｏｄｅ５６１２３１ＧＲ７")
	f.Add("8\u2013NT-1-12541")
	f.Fuzz(func(t *testing.T, s string) {
		c := Compact(s)
		if again := Compact(c); again != c {
			t.Fatalf("Compact(%q) = %q, not idempotent: %q", s, c, again)
		}
		if len(c) > 3*len(s) { // U+FFFD for a byte
			t.Fatalf("Compact(%q) = %q grew", s, c)
		}
		d := string(AppendCompact(nil, s, true))
		if again := string(AppendCompact(nil, d, true)); again != d {
			t.Fatalf("keepDash(%q) = %q, not idempotent: %q", s, d, again)
		}
		// keepDash reads every byte on the general path, Compact ASCII on
		// its fast one: they differ only by the dashes.
		if strings.ReplaceAll(d, "-", "") != c {
			t.Fatalf("Compact(%q) = %q, keepDash %q", s, c, d)
		}
		if b, changed := AppendIfChanged([]byte("x"), s); changed != (c != s) ||
			changed && string(b) != "x"+c || !changed && string(b) != "x" {
			t.Fatalf("AppendIfChanged(%q) = %q, %v; Compact %q", s, b, changed, c)
		}
		rest, cut := CutLabel(s, "CL", []string{"rut", "run"})
		if !cut && rest != s || cut && (len(rest) >= len(s) || !strings.HasSuffix(s, rest)) {
			t.Fatalf("CutLabel(%q) = %q, %v", s, rest, cut)
		}
	})
}

func BenchmarkCompact(b *testing.B) {
	for _, s := range []string{"30546689979", "30-54668997-9", "123.456.789-09", "gode561231gr7"} {
		b.Run(s, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = Compact(s)
			}
		})
	}
}

func BenchmarkCutLabel(b *testing.B) {
	labels := []string{"cuit", "cuil", "dni"}
	for _, s := range []string{"30-54668997-9", "CUIT N° 30-54668997-9", "SAT970701NN3"} {
		b.Run(s, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_, _ = CutLabel(s, "AR", labels)
			}
		})
	}
}
