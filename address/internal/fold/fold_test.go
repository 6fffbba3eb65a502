package fold

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestKey(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"São Paulo", "sao paulo"},
		{"Edo. de Méx.", "edo de mex"},
		{"D.F.", "df"},
		{"N.L.", "nl"},
		{"O'Higgins", "ohiggins"},
		{"Grand’Anse", "grandanse"},
		{"Nord-Ouest", "nord ouest"},
		{"Bs.As.", "bs as"},
		{"AV.PAULISTA", "av paulista"},
		{"  Ñuñoa ", "nunoa"},
		{"C.A.B.A.", "caba"},
		{"Bogotá, D.C.", "bogota dc"},
		{"Km 12.5", "km 125"},
		{"Cuauhte\u0301moc", "cuauhtemoc"}, // decomposed accent
		{"Pòtoprens", "potoprens"},
		{"", ""},
	} {
		assert.Equal(t, tc.want, string(Key(nil, tc.in)), "%q", tc.in)
	}
}

func TestScan(t *testing.T) {
	type tok struct {
		text  string
		kind  Kind
		punct byte
		dot   bool
	}
	scan := func(s string) []tok {
		var out []tok
		for i := 0; ; {
			tk, next := Scan(s, i)
			if tk.Kind == 0 {
				return out
			}
			out = append(out, tok{s[tk.Start:tk.End], tk.Kind, tk.Punct, tk.Dot})
			i = next
		}
	}
	assert.Equal(t, []tok{
		{"Av.", Word, 0, true}, {"Paulista", Word, 0, false}, {",", Punct, ',', false},
		{"1578", Number, 0, false}, {"-", Punct, '-', false}, {"Bela", Word, 0, false},
	}, scan("Av.Paulista, 1578 - Bela"))
	assert.Equal(t, []tok{{"N", Word, 0, false}, {"º", Punct, 'o', false}, {"12.5", Number, 0, false}, {"3er", Word, 0, false}},
		scan("Nº 12.5 3er"))
	assert.Equal(t, []tok{{"C1425DKE", Word, 0, false}, {"#", Punct, '#', false}, {"71", Number, 0, false},
		{"-", Punct, '-', false}, {"21", Number, 0, false}, {"\r\n", Punct, '\n', false}, {"x", Word, 0, false}},
		scan("C1425DKE #71-21\r\nx"))
	assert.Equal(t, []tok{{"s", Word, 0, false}, {"/", Punct, '/', false}, {"n", Word, 0, false}, {"–", Punct, '-', false}},
		scan("s/n –"))
}

func FuzzScan(f *testing.F) {
	for _, s := range []string{"Av. Paulista, 1578", "D.F.", "Nº 12", "\xff\xfe", "a'b’c", "1.2.3,4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		prev := 0
		for i := 0; ; {
			tk, next := Scan(s, i)
			if tk.Kind == 0 {
				assert.Equal(t, len(s), next)
				return
			}
			assert.Greater(t, next, i, "Scan must advance")
			assert.GreaterOrEqual(t, tk.Start, prev)
			assert.LessOrEqual(t, tk.End, len(s))
			prev, i = tk.End, next
		}
	})
}
