package main

import "runtime/debug"

// serveGCPercent is the collector's target (GOGC) of "ndval serve" unless
// the GOGC environment variable sets one. A server's live heap is small
// and mostly tables (phonenumbers' metadata alone is 35,000 objects,
// marked at every collection), while every request allocates its body, its
// items and its answer: with Go's default of 100 the collector ran every
// few requests and took about a sixth of a records request's time. At 400
// the heap may grow to five times what is live between collections (tens
// of megabytes, not more: requests are bounded in size and number); a
// deployment short of memory sets GOGC, or GOMEMLIMIT, which Go applies
// over this.
const serveGCPercent = 400

// setGC sets the collector's target for a server, unless getenv("GOGC")
// gives one.
func setGC(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(serveGCPercent)
	}
}
