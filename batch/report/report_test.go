package report_test

import (
	"bytes"
	"context"
	"fmt"
	"log"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/batch"
	"github.com/ndval/ndval/batch/report"
)

const upload = `id,country,value
1,AR,30-54668997-9
2,BR,33.000.167/0001-01
3,AR,30-54668997-8
4,CL
`

// run validates upload and returns its tally.
func run(t testing.TB) batch.Tally {
	tally, err := batch.Run(context.Background(), strings.NewReader(upload), new(bytes.Buffer),
		batch.Options{Kind: batch.TaxIDs}, nil)
	require.NoError(t, err)
	return tally
}

// text is the page without its tags, its spaces collapsed.
func text(page string) string {
	return strings.Join(strings.Fields(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(page, " ")), " ")
}

func TestWrite(t *testing.T) {
	tally := run(t)
	var b bytes.Buffer
	at := time.Date(2026, 11, 26, 14, 5, 0, 0, time.FixedZone("ART", -3*3600))
	require.NoError(t, report.Write(&b, &tally, report.Options{File: "/srv/uploads/proveedores.csv", At: at,
		Took: 1234567 * time.Microsecond, Version: "v1.2.3"}))
	page := text(b.String())
	for _, want := range []string{
		"tax-ids in proveedores.csv", "generated 2026-11-26 17:05 UTC", "4 rows validated in 1.235s",
		"invalid_checksum", "missing_column", "Made by ndval v1.2.3, with the data of taxid",
	} {
		assert.Contains(t, page, want)
	}
	assert.NotContains(t, page, "/srv/uploads", "only the file's base name")
	assert.NotContains(t, b.String(), "30546689978", "ids are masked")
}

func TestWriteEmpty(t *testing.T) {
	for _, tt := range []struct{ file, want string }{{"-", "standard input"}, {"", "the input"}} {
		var b bytes.Buffer
		require.NoError(t, report.Write(&b, &batch.Tally{Kind: batch.Records}, report.Options{File: tt.file, At: time.Unix(0, 0)}))
		assert.Contains(t, b.String(), tt.want)
		assert.Contains(t, b.String(), "No row failed.")
	}
}

// A service that validates an upload with batch.Run writes the page its
// user opens: counts and masked ids only.
func Example() {
	const upload = `id,country,value
1,AR,30-54668997-9
2,AR,30-54668997-8
`
	tally, err := batch.Run(context.Background(), strings.NewReader(upload), new(bytes.Buffer),
		batch.Options{Kind: batch.TaxIDs}, nil)
	if err != nil {
		log.Fatal(err)
	}
	f, err := os.CreateTemp("", "report-*.html")
	if err != nil {
		log.Fatal(err)
	}
	defer os.Remove(f.Name())
	if err := report.Write(f, &tally, report.Options{File: "suppliers.csv", At: time.Now()}); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	page, _ := os.ReadFile(f.Name())
	fmt.Println(regexp.MustCompile(`<title>.*</title>`).FindString(string(page)))
	fmt.Println(bytes.Contains(page, []byte("30-54668997-8")), bytes.Contains(page, []byte("••••9978")))
	// Output:
	// <title>ndval report: tax-ids in suppliers.csv</title>
	// false true
}

func TestWriteText(t *testing.T) {
	tally := run(t)
	var b strings.Builder
	require.NoError(t, report.WriteText(&b, &tally, report.Options{Took: 2 * time.Second}))
	assert.Equal(t, `ndval validate tax-ids: 4 rows in 2s (2 rows/s)
  valid               2
  invalid             1
    invalid_checksum  1
  unreadable          1
    missing_column    1
`, b.String())
}
