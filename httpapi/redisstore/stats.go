package redisstore

import (
	"sync/atomic"

	"github.com/ndval/ndval/httpapi/quota"
)

// Stats are a Store's counters since it opened, for metrics.
type Stats struct {
	Up              bool   // Redis answered the last operation or probe
	Errors          uint64 // operations that found Redis unreachable
	Outages         uint64 // outages declared (see Options.FailAfter)
	Invalidations   uint64 // cache invalidations received
	FallbackAllowed uint64 // fail-open decisions that served a batch
	FallbackRefused uint64 // fail-open decisions that did not (429 or 503)
	FallbackItems   uint64 // items served by the fallback
	ClosedRefused   uint64 // fail-closed decisions (503)
	RepaidItems     uint64 // fallback items added to Redis after an outage
	SettledItems    uint64 // items taken back: counted by a script whose answer was lost
	UnpaidItems     int64  // fallback items not yet added to Redis
}

type counters struct {
	errors, invalidations, outages                  atomic.Uint64
	fallbackAllowed, fallbackRefused, fallbackItems atomic.Uint64
	closedRefused                                   atomic.Uint64
	repaidItems, settledItems                       atomic.Int64
}

// fallback counts one fallback decision.
func (c *counters) fallback(d quota.Decision, err error, cost int64) {
	if err != nil || !d.Allowed {
		c.fallbackRefused.Add(1)
		return
	}
	c.fallbackAllowed.Add(1)
	c.fallbackItems.Add(uint64(cost))
}

// Stats returns the Store's counters.
func (s *Store) Stats() Stats {
	c := &s.counters
	return Stats{
		Up: !s.down.Load(), Errors: c.errors.Load(), Outages: c.outages.Load(), Invalidations: c.invalidations.Load(),
		FallbackAllowed: c.fallbackAllowed.Load(), FallbackRefused: c.fallbackRefused.Load(),
		FallbackItems: c.fallbackItems.Load(), ClosedRefused: c.closedRefused.Load(),
		RepaidItems: uint64(c.repaidItems.Load()), SettledItems: uint64(c.settledItems.Load()),
		UnpaidItems: s.fb.unpaid(),
	}
}
