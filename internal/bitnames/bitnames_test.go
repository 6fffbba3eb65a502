package bitnames

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type colors uint8

var colorNames = []string{"red", "green", "blue"}

func TestRoundTrip(t *testing.T) {
	for s := colors(0); s < 8; s++ {
		b := MarshalJSON(s, colorNames)
		got, err := UnmarshalJSON[colors](b, colorNames, "test: unknown color")
		require.NoError(t, err, "%s", b)
		assert.Equal(t, s, got, "%s", b)
	}
	assert.Equal(t, "[]", string(MarshalJSON(colors(0), colorNames)))
	assert.Equal(t, `["red","blue"]`, string(MarshalJSON(colors(5), colorNames)))
	assert.Equal(t, "red,blue", String(colors(5), colorNames))
	assert.Equal(t, "", String(colors(0), colorNames))
	assert.Nil(t, Names(colors(0), colorNames))
}

func TestUnmarshalErrors(t *testing.T) {
	_, err := UnmarshalJSON[colors]([]byte(`["red","mauve"]`), colorNames, "test: unknown color")
	assert.EqualError(t, err, `test: unknown color "mauve"`)
	_, err = UnmarshalJSON[colors]([]byte(`"red"`), colorNames, "test: unknown color")
	assert.Error(t, err)
	s, err := UnmarshalJSON[colors]([]byte(`null`), colorNames, "test: unknown color")
	assert.NoError(t, err)
	assert.Zero(t, s)
}

func FuzzUnmarshalJSON(f *testing.F) {
	f.Add([]byte(`["red","green","blue"]`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := UnmarshalJSON[colors](b, colorNames, "test: unknown color")
		if err != nil {
			return
		}
		again, err := UnmarshalJSON[colors](MarshalJSON(s, colorNames), colorNames, "test: unknown color")
		if err != nil || again != s {
			t.Fatalf("%q decoded to %d, which round-trips to %d, %v", b, s, again, err)
		}
	})
}
