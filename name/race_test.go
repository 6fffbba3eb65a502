//go:build race

package name

const raceEnabled = true
