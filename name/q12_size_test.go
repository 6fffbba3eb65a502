package name

import (
	"testing"
	"unsafe"
)

// maxAnalysis is the most the Go compiler zeroes with a loop of 64-byte
// stores (cmd/compile, repZeroThreshold in ssa/rewrite.go, Go 1.26); a
// larger value is zeroed with REP STOSQ.
const maxAnalysis = 1408

// TestAnalysisSize holds the analysis within maxAnalysis bytes, the most
// the compiler zeroes without REP STOSQ: a field added past it makes every
// call of Validate zero it with an instruction for every 8 bytes.
func TestAnalysisSize(t *testing.T) {
	if n := unsafe.Sizeof(analysis{}); n > maxAnalysis {
		t.Errorf("analysis is %d bytes, more than maxAnalysis (%d)", n, maxAnalysis)
	}
}
