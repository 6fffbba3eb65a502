package batch

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// runFileEnv, set to KIND:FILE, makes this test binary validate FILE into
// /dev/null and exit, as "ndval validate KIND --quiet --out /dev/null
// FILE" would: TestPeakMemory measures such a process.
const runFileEnv = "NDVAL_BATCH_RUN_FILE"

func TestMain(m *testing.M) {
	if spec := os.Getenv(runFileEnv); spec != "" {
		kind, file, _ := strings.Cut(spec, ":")
		k := TaxIDs
		if kind == Records.String() {
			k = Records
		}
		if _, err := runToDevNull(file, k); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}
