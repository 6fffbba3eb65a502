package taxid

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	iso "github.com/ndval/ndval/internal/country"
)

var update = flag.Bool("update", false, "rewrite the generated table in ../README.md")

const (
	readmePath  = "../README.md"
	tableStart  = "<!-- taxid-table:start -->\n"
	tableEnd    = "<!-- taxid-table:end -->"
	countryHead = "| Country | Type | Aliases | Document | Check digit |\n|---|---|---|---|---|\n"
)

// readmeTable renders the supported countries and types from the tables
// the package serves.
func readmeTable() string {
	var b strings.Builder
	b.WriteString(countryHead)
	for _, code := range Countries() {
		for _, typ := range Types(code) {
			info, _ := Info(code, typ)
			algo := info.CheckDigit
			if algo == "" {
				algo = "none (length and shape)"
			}
			aliases := make([]string, len(info.Aliases))
			for i, a := range info.Aliases {
				aliases[i] = "`" + a + "`"
			}
			title := info.Title
			if info.ByNameOnly {
				title += " (only when named)"
			}
			b.WriteString("| " + code + " " + iso.Name(code) + " | `" + info.Type + "` | " +
				strings.Join(aliases, ", ") + " | " + title + " | " + algo + " |\n")
		}
	}
	return b.String()
}

func TestREADMETable(t *testing.T) {
	raw, err := os.ReadFile(readmePath)
	require.NoError(t, err)
	readme := string(raw)
	i := strings.Index(readme, tableStart)
	j := strings.Index(readme, tableEnd)
	require.True(t, i >= 0 && j > i, "README lacks the table markers")
	want := readme[:i+len(tableStart)] + readmeTable() + readme[j:]
	if *update {
		require.NoError(t, os.WriteFile(readmePath, []byte(want), 0o644))
		return
	}
	assert.Equal(t, want, readme, "README table is stale: go test ./taxid -run TestREADMETable -update")
}
