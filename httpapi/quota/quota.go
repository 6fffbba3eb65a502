package quota

import (
	"context"
	"errors"
	"sync"
	"time"
)

// Period is the length of a quota window. Windows are calendar-aligned in
// UTC, so every account resets at the same, predictable time.
type Period string

const (
	Month Period = "month" // from the first of the month, 00:00 UTC
	Day   Period = "day"   // from 00:00 UTC
	Hour  Period = "hour"  // from the top of the hour
)

// ErrPeriod reports an unknown Period.
var ErrPeriod = errors.New("quota: unknown period (want month, day or hour)")

// ParsePeriod checks s is a known period.
func ParsePeriod(s string) (Period, error) {
	switch p := Period(s); p {
	case Month, Day, Hour:
		return p, nil
	}
	return "", ErrPeriod
}

// Window returns the window of p that contains now: [start, end).
func (p Period) Window(now time.Time) (start, end time.Time) {
	now = now.UTC()
	switch p {
	case Day:
		start = time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
		return start, start.AddDate(0, 0, 1)
	case Hour:
		start = now.Truncate(time.Hour)
		return start, start.Add(time.Hour)
	}
	start = time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	return start, start.AddDate(0, 1, 0)
}

// Seconds returns the nominal length of p in seconds, for the window
// parameter of the RateLimit-Policy header (a month counts 30 days).
func (p Period) Seconds() int64 {
	switch p {
	case Day:
		return 86400
	case Hour:
		return 3600
	}
	return 30 * 86400
}

// Policy is an account's allowance: Limit items per Period.
type Policy struct {
	Limit  int64  `json:"limit"`  // items per window
	Period Period `json:"period"` // the window
}

// Decision is the answer to a Take or a Peek.
type Decision struct {
	Allowed   bool      // the cost fitted and was counted
	Limit     int64     // the policy's limit
	Used      int64     // items counted in the window, after this call
	Remaining int64     // Limit - Used, never negative
	Reset     time.Time // end of the window
}

// Store counts usage. Implementations are safe for concurrent use, and
// Take is atomic: it counts all of cost or none of it. An error means the
// store could not decide (an outage), never that the quota is spent.
type Store interface {
	// Take counts cost items for account in the window of p that holds
	// now, when they all fit in its limit; otherwise it counts nothing
	// and the Decision is not Allowed.
	Take(ctx context.Context, account string, p Policy, cost int64, now time.Time) (Decision, error)
	// Peek returns the account's usage in the window of p that holds now,
	// counting nothing.
	Peek(ctx context.Context, account string, p Policy, now time.Time) (Decision, error)
}

// Memory is a Store in process memory. Its zero value is ready to use.
type Memory struct {
	mu       sync.Mutex
	counters map[string]Counter // by account
}

// Counter is the usage of one account in one window, as Snapshot exports it.
type Counter struct {
	Start time.Time `json:"start"` // window start
	Used  int64     `json:"used"`  // items counted in the window
}

// Take implements Store.
func (m *Memory) Take(_ context.Context, account string, p Policy, cost int64, now time.Time) (Decision, error) {
	if cost < 0 {
		return Decision{}, errors.New("quota: negative cost")
	}
	start, end := p.Period.Window(now)
	m.mu.Lock()
	defer m.mu.Unlock()
	c := m.counters[account]
	if !c.Start.Equal(start) {
		c = Counter{Start: start}
	}
	d := Decision{Limit: p.Limit, Reset: end}
	if c.Used+cost <= p.Limit {
		c.Used += cost
		d.Allowed = true
		if m.counters == nil {
			m.counters = make(map[string]Counter)
		}
		m.counters[account] = c
	}
	d.Used = c.Used
	d.Remaining = max(p.Limit-c.Used, 0)
	return d, nil
}

// Peek implements Store.
func (m *Memory) Peek(ctx context.Context, account string, p Policy, now time.Time) (Decision, error) {
	d, err := m.Take(ctx, account, p, 0, now)
	return d, err
}

// Snapshot returns a copy of the counters, for persistence.
func (m *Memory) Snapshot() map[string]Counter {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make(map[string]Counter, len(m.counters))
	for k, v := range m.counters {
		out[k] = v
	}
	return out
}

// Restore replaces the counters with a snapshot.
func (m *Memory) Restore(s map[string]Counter) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.counters = make(map[string]Counter, len(s))
	for k, v := range s {
		m.counters[k] = v
	}
}
