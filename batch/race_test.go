//go:build race

package batch

// raceEnabled reports whether the tests run under the race detector, which
// multiplies time and memory: the large-file tests skip then.
const raceEnabled = true
