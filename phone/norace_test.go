//go:build !race

package phone

const raceEnabled = false
