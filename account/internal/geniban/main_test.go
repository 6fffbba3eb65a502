package main

import (
	"go/format"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUpToDate checks that the committed table file is what the generator
// makes from the committed data (CI also runs go generate and diffs).
func TestUpToDate(t *testing.T) {
	src, err := generate("../../data/iban")
	require.NoError(t, err)
	want, err := format.Source(src)
	require.NoError(t, err)
	got, err := os.ReadFile("../../iban_tables.go")
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got), "run go generate ./account")
}
