package message

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLocale(t *testing.T) {
	for _, tt := range []struct {
		env  map[string]string
		want Lang
	}{
		{nil, English},
		{map[string]string{"LANG": "es_AR.UTF-8"}, Spanish},
		{map[string]string{"LANG": "pt_BR.UTF-8"}, Portuguese},
		{map[string]string{"LANG": "pt_PT"}, Portuguese},
		{map[string]string{"LANG": "de_DE.UTF-8"}, English},
		{map[string]string{"LANG": "C.UTF-8"}, English},
		{map[string]string{"LC_MESSAGES": "es_MX.UTF-8", "LANG": "pt_BR.UTF-8"}, Spanish},
		{map[string]string{"LC_ALL": "pt_BR", "LC_MESSAGES": "es_MX.UTF-8", "LANG": "es_CL.UTF-8"}, Portuguese},
		// LC_ALL=C means the C locale, whatever LANG says: the first set
		// variable decides.
		{map[string]string{"LC_ALL": "C", "LANG": "es_AR.UTF-8"}, English},
		{map[string]string{"LC_ALL": "", "LANG": "es_AR.UTF-8"}, Spanish},
	} {
		assert.Equal(t, tt.want, Locale(func(k string) string { return tt.env[k] }), "%v", tt.env)
	}
}

func TestParse(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Lang
		ok   bool
	}{
		{"en", English, true}, {"es", Spanish, true}, {"pt", Portuguese, true},
		{"es-MX", Spanish, true}, {"es-419", Spanish, true}, {"pt-PT", Portuguese, true},
		{"pt_BR.UTF-8", Portuguese, true}, {"en-GB", English, true}, {"ES", Spanish, true},
		{"fr", English, false}, {"", English, false}, {"not a tag", English, false},
	} {
		got, err := Parse(tt.in)
		assert.Equal(t, tt.ok, err == nil, "%q: %v", tt.in, err)
		assert.Equal(t, tt.want, got, "%q", tt.in)
		var l Lang
		if err := l.UnmarshalText([]byte(tt.in)); tt.ok {
			require.NoError(t, err)
			assert.Equal(t, tt.want, l)
			b, err := l.MarshalText()
			require.NoError(t, err)
			assert.Equal(t, tt.want.String(), string(b))
		} else {
			assert.Error(t, err)
		}
	}
}

// TestReportText: the HTML report (package batch/report) writes its
// messages as they are into the page, so that none may hold markup.
func TestReportText(t *testing.T) {
	n := 0
	for i, k := range keys {
		if !strings.HasPrefix(k, "report.") {
			continue
		}
		n++
		for _, l := range Langs() {
			assert.NotContains(t, texts[l.i][i], "<", "%s %s", l, k)
			assert.NotContains(t, texts[l.i][i], ">", "%s %s", l, k)
			assert.NotContains(t, texts[l.i][i], "&", "%s %s", l, k)
		}
	}
	assert.Greater(t, n, 50)
}
