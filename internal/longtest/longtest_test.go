package longtest

import "testing"

func TestEnabled(t *testing.T) {
	t.Setenv(Env, "1")
	if !Enabled() {
		t.Error("NDVAL_LONG=1: not enabled")
	}
	for _, v := range []string{"", "0", "true", "yes"} {
		t.Setenv(Env, v)
		if Enabled() {
			t.Errorf("NDVAL_LONG=%q: enabled", v)
		}
	}
}
