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
