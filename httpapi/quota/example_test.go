package quota_test

import (
	"context"
	"fmt"
	"time"

	"github.com/ndval/ndval/httpapi/quota"
)

// A batch is counted all or nothing: one that does not fit costs nothing.
func ExampleMemory_Take() {
	ctx := context.Background()
	var q quota.Memory
	p := quota.Policy{Limit: 1000, Period: quota.Month}
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)

	d, _ := q.Take(ctx, "acme", p, 990, now)
	fmt.Println(d.Allowed, d.Remaining)
	d, _ = q.Take(ctx, "acme", p, 20, now)
	fmt.Println(d.Allowed, d.Remaining, d.Reset)
	d, _ = q.Take(ctx, "acme", p, 20, now.AddDate(0, 1, 0)) // next month
	fmt.Println(d.Allowed, d.Remaining)
	// Output:
	// true 10
	// false 10 2026-12-01 00:00:00 +0000 UTC
	// true 980
}

// Windows are calendar-aligned in UTC, whatever the zone of now.
func ExamplePeriod_Window() {
	now := time.Date(2026, 11, 30, 22, 30, 0, 0, time.FixedZone("ART", -3*3600)) // 01:30 UTC on 1 December
	for _, p := range []quota.Period{quota.Month, quota.Day, quota.Hour} {
		start, end := p.Window(now)
		fmt.Println(p, start.Format(time.DateTime), end.Format(time.DateTime))
	}
	// Output:
	// month 2026-12-01 00:00:00 2027-01-01 00:00:00
	// day 2026-12-01 00:00:00 2026-12-02 00:00:00
	// hour 2026-12-01 01:00:00 2026-12-01 02:00:00
}

func ExampleParsePeriod() {
	p, err := quota.ParsePeriod("day")
	fmt.Println(p, err, p.Seconds())
	_, err = quota.ParsePeriod("week")
	fmt.Println(err)
	// Output:
	// day <nil> 86400
	// quota: unknown period (want month, day or hour)
}

// Peek reads the usage without counting: what "ndval keys list" shows.
func ExampleMemory_Peek() {
	ctx := context.Background()
	var q quota.Memory
	p := quota.Policy{Limit: 500, Period: quota.Day}
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	_, _ = q.Take(ctx, "trial", p, 120, now)
	d, _ := q.Peek(ctx, "trial", p, now)
	fmt.Println(d.Used, d.Remaining, d.Reset.Format(time.DateTime))
	// Output:
	// 120 380 2026-11-27 00:00:00
}

// Snapshot and Restore carry the counters across a restart, as the local
// data directory's usage.json does.
func ExampleMemory_Snapshot() {
	ctx := context.Background()
	p := quota.Policy{Limit: 1000, Period: quota.Month}
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	var before quota.Memory
	_, _ = before.Take(ctx, "acme", p, 250, now)

	var after quota.Memory
	after.Restore(before.Snapshot())
	d, _ := after.Take(ctx, "acme", p, 800, now)
	fmt.Println(d.Allowed, d.Used, d.Remaining)
	// Output:
	// false 250 750
}
