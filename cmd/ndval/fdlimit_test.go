//go:build unix

package main

import (
	"os"
	"strconv"
	"syscall"
)

// nofileEnv names the environment variable that lowers the open-file
// limit of the ndval process a test starts (see TestMain).
const nofileEnv = "NDVAL_TEST_NOFILE"

// lowerFDLimit sets the process's open-file limit to nofileEnv's value,
// if set, as an operator's ulimit -n would.
func lowerFDLimit() {
	n, err := strconv.ParseUint(os.Getenv(nofileEnv), 10, 64)
	if err != nil {
		return
	}
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &syscall.Rlimit{Cur: n, Max: n}); err != nil {
		panic(err)
	}
}
