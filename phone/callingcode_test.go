package phone

import (
	"strconv"
	"testing"
)

// TestAppendCallingCode holds appendCallingCode to strconv.AppendInt on
// every code of up to three digits and on codes beyond them.
func TestAppendCallingCode(t *testing.T) {
	for _, cc := range append([]int{-1000, -999, -1, 1000, 1 << 31, -1 << 31}, func() (all []int) {
		for cc := range 1000 {
			all = append(all, cc)
		}
		return all
	}()...) {
		got, want := appendCallingCode([]byte("+"), cc), strconv.AppendInt([]byte("+"), int64(cc), 10)
		if string(got) != string(want) {
			t.Fatalf("%d: %q, want %q", cc, got, want)
		}
	}
}
