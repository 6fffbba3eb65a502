//go:build !race

package name

const raceEnabled = false
