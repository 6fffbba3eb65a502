package ndval_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
)

type colorNames struct{}

var colorTable = [...]string{"red", "green", "blue"}

func (colorNames) BitNames() []string { return colorTable[:] }

type colors = ndval.Set[colorNames]

const (
	red colors = 1 << iota
	green
	blue
)

func TestSet(t *testing.T) {
	for s := colors(0); s < 8; s++ {
		b, err := json.Marshal(s)
		require.NoError(t, err)
		assert.Equal(t, string(b), string(s.AppendJSON(nil)))
		var got colors
		require.NoError(t, json.Unmarshal(b, &got), "%s", b)
		assert.Equal(t, s, got, "%s", b)
	}
	s := red | blue
	assert.True(t, s.Has(red))
	assert.True(t, s.Has(red|blue))
	assert.False(t, s.Has(green))
	assert.Equal(t, []string{"red", "blue"}, s.Names())
	assert.Equal(t, "red,blue", s.String())
	assert.Equal(t, "", colors(0).String())
	assert.Nil(t, colors(0).Names())
	assert.Equal(t, `[]`, string(colors(0).AppendJSON(nil)))

	var x colors
	assert.EqualError(t, json.Unmarshal([]byte(`["red","mauve"]`), &x), `ndval: unknown name "mauve"`)
	assert.Error(t, json.Unmarshal([]byte(`"red"`), &x))
	x = red
	require.NoError(t, json.Unmarshal([]byte(`null`), &x))
	assert.Zero(t, x)

	buf := make([]byte, 0, 64)
	assert.Zero(t, testing.AllocsPerRun(100, func() { _ = s.AppendJSON(buf[:0]) }))
}

// sixteen names one bit each, to try every Set of a full table.
type sixteenNames struct{}

var sixteenTable = func() (t [16]string) {
	for i := range t {
		t[i] = string(rune('a'+i)) + "_fact"
	}
	return t
}()

func (sixteenNames) BitNames() []string { return sixteenTable[:] }

// TestSetAppendJSONEvery: AppendJSON writes the names Names gives, quoted
// and in order, for every value of a Set of three names (the bits past
// the table name nothing) and of sixteen.
func TestSetAppendJSONEvery(t *testing.T) {
	want := func(names []string) string {
		var b strings.Builder
		b.WriteByte('[')
		for i, n := range names {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Quote(n))
		}
		b.WriteByte(']')
		return b.String()
	}
	for v := range 1 << 16 {
		if s := colors(v); string(s.AppendJSON(nil)) != want(s.Names()) {
			t.Fatalf("colors(%d): %s, want %s", v, s.AppendJSON(nil), want(s.Names()))
		}
		if s := ndval.Set[sixteenNames](v); string(s.AppendJSON([]byte("x"))) != "x"+want(s.Names()) {
			t.Fatalf("Set(%d): %s, want %s", v, s.AppendJSON(nil), want(s.Names()))
		}
	}
}

func FuzzSetJSON(f *testing.F) {
	f.Add([]byte(`["red","green","blue"]`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var s colors
		if json.Unmarshal(b, &s) != nil {
			return
		}
		var again colors
		if err := json.Unmarshal(s.AppendJSON(nil), &again); err != nil || again != s {
			t.Fatalf("%q decoded to %d, which round-trips to %d, %v", b, s, again, err)
		}
	})
}
