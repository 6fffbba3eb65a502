package batch

import (
	"os"
	"os/exec"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPeakMemory runs Run in a process of its own (this test binary, see
// TestMain) on generated files of 100,000 and 1,000,000 tax-id rows and
// of 10,000 and 100,000 records, and reads each process's peak resident
// memory (getrusage's ru_maxrss of the child, the kernel's high-water
// mark): memory does not grow with the file. Not under -race or -short:
// the race detector multiplies time and memory.
func TestPeakMemory(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("generates and validates 1,100,000 rows")
	}
	dir := t.TempDir()
	for _, tc := range []struct {
		kind       string
		small, big int
	}{{"tax-ids", 100_000, 1_000_000}, {"records", 10_000, 100_000}} {
		small := peakRSS(t, tc.kind, genFile(t, dir, tc.kind, tc.small))
		big := peakRSS(t, tc.kind, genFile(t, dir, tc.kind, tc.big))
		t.Logf("%s: peak RSS %.1f MiB for %d rows, %.1f MiB for %d rows", tc.kind,
			float64(small)/(1<<20), tc.small, float64(big)/(1<<20), tc.big)
		assert.Less(t, big, int64(96<<20), "%s: peak memory of %d rows", tc.kind, tc.big)
		assert.Less(t, big, small+16<<20, "%s: ten times the rows, the same memory", tc.kind)
	}
}

// peakRSS validates file, of kind, into /dev/null in a child process and
// returns the process's peak resident memory in bytes.
func peakRSS(t *testing.T, kind, file string) int64 {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), runFileEnv+"="+kind+":"+file)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, string(out))
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	require.True(t, ok)
	return ru.Maxrss << 10 // kilobytes on Linux
}
