package gen

import (
	"go/format"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// CheckUpToDate is the test every generator makes: it runs generate from
// the directory of out, the generated file's path relative to the test's
// directory (e.g. "../../tables.go"), as go generate runs it from the
// package directory, and reports an error unless the committed file holds
// what generate returns (formatted as Write formats it, for a .go file).
// CI also runs go generate and fails on a diff; this test says which file
// is stale at go test time. It changes the working directory for the rest
// of the test, so the test must not be parallel.
func CheckUpToDate(t testing.TB, generate func() ([]byte, error), out string) {
	t.Helper()
	t.Chdir(filepath.Dir(out))
	name := filepath.Base(out)
	want, err := generate()
	if err != nil {
		t.Fatalf("generating %s: %v", name, err)
	}
	if strings.HasSuffix(name, ".go") {
		if want, err = format.Source(want); err != nil {
			t.Fatalf("generated %s does not parse: %v", name, err)
		}
	}
	got, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("%s differs from what its generator writes from the committed data, first at line %d: run go generate",
			out, firstDiff(string(got), string(want)))
	}
}

// firstDiff returns the number of the first line where a and b differ.
func firstDiff(a, b string) int {
	n := 1
	for i := 0; i < len(a) && i < len(b) && a[i] == b[i]; i++ {
		if a[i] == '\n' {
			n++
		}
	}
	return n
}
