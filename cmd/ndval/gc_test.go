package main

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSetGC(t *testing.T) {
	// The server's target applies unless GOGC is set, whatever it says.
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	for _, tc := range []struct {
		gogc string
		want int
	}{{"", serveGCPercent}, {"100", 100}, {"off", 100}, {"50", 100}} {
		debug.SetGCPercent(100)
		setGC(func(k string) string {
			if k == "GOGC" {
				return tc.gogc
			}
			return ""
		})
		assert.Equal(t, tc.want, debug.SetGCPercent(100), "GOGC=%q", tc.gogc)
	}
}
