//go:build race

package address

const raceEnabled = true
