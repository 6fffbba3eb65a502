//go:build unix

package main

import "syscall"

// fdLimit returns the soft limit on open files of the process (which the
// Go runtime raised to the hard limit at start), or 0 when it cannot be
// read.
func fdLimit() uint64 {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r); err != nil {
		return 0
	}
	return r.Cur
}
