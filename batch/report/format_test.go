package report

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval/message"
)

func TestNumbers(t *testing.T) {
	en, es, pt := words{message.English}, words{message.Spanish}, words{message.Portuguese}
	for _, tt := range []struct {
		n      int
		en, es string
	}{
		{0, "0", "0"}, {7, "7", "7"}, {999, "999", "999"}, {1000, "1000", "1.000"}, {12345, "12345", "12.345"},
		{1234567, "1234567", "1.234.567"}, {-1234, "-1234", "-1.234"}, {-999, "-999", "-999"},
		{math.MaxInt64, "9223372036854775807", "9.223.372.036.854.775.807"},
	} {
		assert.Equal(t, tt.en, en.N(tt.n))
		assert.Equal(t, tt.es, es.N(tt.n))
		assert.Equal(t, tt.es, pt.N(tt.n))
	}
	for _, tt := range []struct {
		f      float64
		prec   int
		en, es string
	}{
		{1234.5, 1, "1234.5", "1.234,5"}, {0.05, 1, "0.1", "0,1"}, {100, 1, "100.0", "100,0"}, {-0.04, 1, "-0.0", "-0,0"},
		{12345.678, 0, "12346", "12.346"}, {-1234.5, 1, "-1234.5", "-1.234,5"},
	} {
		assert.Equal(t, tt.en, en.decimal(tt.f, tt.prec), "%v", tt.f)
		assert.Equal(t, tt.es, es.decimal(tt.f, tt.prec), "%v", tt.f)
	}
	at := time.Date(2026, 11, 26, 23, 59, 0, 0, time.FixedZone("ART", -3*3600))
	assert.Equal(t, "2026-11-27 02:59 UTC", en.date(at))
	assert.Equal(t, "27/11/2026 02:59 UTC", es.date(at))
	for _, tt := range []struct {
		d      time.Duration
		en, es string
	}{
		{1234567 * time.Microsecond, "1.235s", "1,235s"}, {12 * time.Millisecond, "12ms", "12ms"},
		{62500 * time.Millisecond, "1m2.5s", "1m2,5s"}, {0, "0s", "0s"},
	} {
		assert.Equal(t, tt.en, en.duration(tt.d))
		assert.Equal(t, tt.es, pt.duration(tt.d))
	}
	assert.Equal(t, "Mexico", en.country("MX"))
	assert.Equal(t, "México", es.country("MX"))
	assert.Equal(t, "Alemanha", pt.country("DE"))
	assert.Equal(t, "", es.country("(none)"))
}

// FuzzN: a number written in Spanish or Portuguese is the English digits
// with a point every three from the right.
func FuzzN(f *testing.F) {
	for _, n := range []int{0, 1, -1, 999, 1000, -1000, 123456789, math.MinInt64, math.MaxInt64} {
		f.Add(n)
	}
	f.Fuzz(func(t *testing.T, n int) {
		es := words{message.Spanish}.N(n)
		if strings.ReplaceAll(es, ".", "") != strconv.Itoa(n) {
			t.Fatalf("%d: %q", n, es)
		}
		digits := strings.TrimPrefix(es, "-")
		for i, g := range strings.Split(digits, ".") {
			if len(g) > 3 || len(g) == 0 || i > 0 && len(g) != 3 {
				t.Fatalf("%d: %q: group %q", n, es, g)
			}
		}
	})
}
