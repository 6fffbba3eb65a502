package ndval_test

import (
	"encoding/json"
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
