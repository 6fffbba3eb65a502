//go:build !unix

package localstore

// lockDir is a no-op where flock is not available: run one writer at a time.
func lockDir(string) (func(), error) { return func() {}, nil }
