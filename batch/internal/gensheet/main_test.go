package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/taxid"
)

// TestValues: the ids and accounts the generator computes are valid, and
// the damage is there at about its rates.
func TestValues(t *testing.T) {
	for i := range 2000 {
		cuit := cuitOf("30", 10000000+i*37)
		assert.True(t, taxid.Validate("AR", "cuit", cuit).Valid, cuit)
		cbu := cbuOf(banks[i%len(banks)], i, int64(i)*7919)
		assert.True(t, account.Validate("AR", "cbu", cbu).Valid, cbu)
	}
	rows := Rows(2000)
	invalidTax := 0
	for _, r := range rows {
		if !taxid.Validate("AR", "", r[2]).Valid {
			invalidTax++
		}
	}
	assert.InDelta(t, 0.04, float64(invalidTax)/2000, 0.02, "scientific notation and mistyped digits")
}

// TestUpToDate: the committed sheets are what the generator writes.
func TestUpToDate(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, Write(dir, 300))
	for _, name := range []string{"proveedores.csv", "proveedores-1252.csv", "proveedores-ar.csv", "proveedores.xlsx"} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err)
		want, err := os.ReadFile(filepath.Join("..", "..", "testdata", "sheets", name))
		require.NoError(t, err, "run go generate ./batch")
		assert.True(t, bytes.Equal(want, got), "%s is stale: run go generate ./batch", name)
	}
}
