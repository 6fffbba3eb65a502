//go:build race

package phone

// raceEnabled reports whether the tests run under the race detector, which
// changes allocation counts (sync.Pool, used by regexp, drops items).
const raceEnabled = true
