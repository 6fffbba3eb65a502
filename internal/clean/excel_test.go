package clean

import "testing"

func TestScientific(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"3.05467E+10", true}, {"\u200e3.05467E+10\u00a0", true}, {"3.05\u200b467E+10", true}, {"3,05467E+10", true}, {" 1.7E+21 ", true}, {"3E+10", true}, {"2.01235e10", true},
		{"30546689979", false}, {"3.05467", false}, {"E+10", false}, {"3.E+10", false}, {"3.05467E+", false},
		{"3.05467E-10", false}, {"GODE561231GR8", false}, {"1E+1234", false}, {"", false},
	} {
		if got := Scientific(tt.in); got != tt.want {
			t.Errorf("Scientific(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestMultipleValues(t *testing.T) {
	for _, tt := range []struct {
		in        string
		mark      byte
		minDigits int
		want      bool
	}{
		{"a@x.com.ar; pagos@x.com.ar", '@', 0, true},
		{"a@x.com.ar,pagos@x.com.ar", '@', 0, true},
		{"a@x.com.ar / pagos@x.com.ar", '@', 0, true},
		{"a@x.com.ar y pagos@x.com.ar", '@', 0, true},
		{"a@x.com.ar\npagos@x.com.ar", '@', 0, true},
		{"a@x.com.ar", '@', 0, false},
		{"a@b@c", '@', 0, false},
		{"Ana <a@x.com.ar>", '@', 0, false},
		{"11 4444-5555 / 11 4444-6666", 0, 6, true},
		{"(011) 4444-5555; 15 5050-0147", 0, 6, true},
		{"11 4444-5555 int. 12", 0, 6, false},
		{"4444/5555", 0, 6, false},
		{"+54 9 11 5050-0147", 0, 6, false},
		{"", '@', 6, false},
	} {
		if got := MultipleValues(tt.in, tt.mark, tt.minDigits); got != tt.want {
			t.Errorf("MultipleValues(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
