package main

import (
	"fmt"
	"strings"

	"github.com/ndval/ndval/httpapi/redisstore"
)

// writeRedis writes the metrics of a Redis store: its state, and what the
// failure policy did during outages.
func writeRedis(b *strings.Builder, st redisstore.Stats) {
	up := 0
	if st.Up {
		up = 1
	}
	for _, m := range []struct {
		name, kind, help string
		value            any
	}{
		{"ndval_redis_up", "gauge", "1 when Redis answered the last operation or probe, 0 during an outage.", up},
		{"ndval_redis_errors_total", "counter", "Redis operations that failed for want of Redis.", st.Errors},
		{"ndval_redis_invalidations_total", "counter", "Key cache invalidations received through pub/sub.", st.Invalidations},
		{"ndval_quota_fallback_items_total", "counter", "Items served by the fail-open fallback while Redis was unreachable.", st.FallbackItems},
		{"ndval_quota_fallback_repaid_items_total", "counter", "Fallback items added to Redis once it answered again.", st.RepaidItems},
		{"ndval_quota_fallback_unpaid_items", "gauge", "Fallback items not yet added to Redis.", st.UnpaidItems},
		{"ndval_quota_settled_items_total", "counter", "Items Redis counted for requests whose answer was lost (answered by the failure policy), taken back.", st.SettledItems},
	} {
		fmt.Fprintf(b, "# HELP %s %s\n# TYPE %s %s\n%s %v\n", m.name, m.help, m.name, m.kind, m.name, m.value)
	}
	b.WriteString("# HELP ndval_quota_outage_decisions_total Quota decisions taken while Redis was unreachable, by policy and result.\n")
	b.WriteString("# TYPE ndval_quota_outage_decisions_total counter\n")
	fmt.Fprintf(b, "ndval_quota_outage_decisions_total{policy=\"fail_open\",result=\"allowed\"} %d\n", st.FallbackAllowed)
	fmt.Fprintf(b, "ndval_quota_outage_decisions_total{policy=\"fail_open\",result=\"refused\"} %d\n", st.FallbackRefused)
	fmt.Fprintf(b, "ndval_quota_outage_decisions_total{policy=\"fail_closed\",result=\"refused\"} %d\n", st.ClosedRefused)
}
