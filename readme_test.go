package ndval_test

import (
	"flag"
	"strings"
	"testing"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/readme"
)

var update = flag.Bool("update", false, "rewrite the generated tables in README.md")

// TestREADMEReasons keeps the README's table of reason codes equal to
// the table Reasons returns: go test . -run TestREADMEReasons -update.
func TestREADMEReasons(t *testing.T) {
	var b strings.Builder
	b.WriteString("| Code | Message | Fields |\n|---|---|---|\n")
	for _, r := range ndval.Reasons() {
		fields := make([]string, len(r.Fields))
		for i, f := range r.Fields {
			fields[i] = "`" + string(f) + "`"
		}
		b.WriteString("| `" + string(r.Reason) + "` | " + r.Message + " | " + strings.Join(fields, ", ") + " |\n")
	}
	readme.Check(t, "README.md", "reason-table", b.String(), *update)
}
