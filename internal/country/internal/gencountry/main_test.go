package main

import (
	"testing"

	"github.com/ndval/ndval/internal/gen"
)

// TestUpToDate checks that the committed tables.go is what the generator
// makes from the committed data (CI also runs go generate and diffs).
func TestUpToDate(t *testing.T) {
	gen.CheckUpToDate(t, generate, "../../tables.go")
}
