package httpapi

import (
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
)

// takeQuota charges n items to the key's account, all or nothing, and sets
// the RateLimit headers. It answers 429 (the batch does not fit) or 503
// (the store failed) and reports false, or reports true.
func (h *handler) takeQuota(w http.ResponseWriter, r *http.Request, rec apikey.Record, n int) bool {
	ctx := r.Context()
	acct, err := h.cfg.Keys.Account(ctx, rec.Account)
	if err != nil {
		h.log.Error("account lookup", "request_id", requestID(ctx), "key_id", rec.ID, "err", err)
		h.unavailable(w, r, "detail.service_unavailable.account_store")
		return false
	}
	now := h.cfg.Now()
	d, err := h.cfg.Quota.Take(ctx, rec.Account, acct.Quota, int64(n), now)
	if err != nil {
		h.log.Error("quota store", "request_id", requestID(ctx), "key_id", rec.ID, "err", err)
		h.unavailable(w, r, "detail.service_unavailable.quota_store")
		return false
	}
	if h.cfg.Observer != nil {
		h.cfg.Observer.Quota(d.Allowed)
	}
	reset := secondsUntil(now, d.Reset)
	setRateLimit(w.Header(), acct.Quota, d.Remaining, reset)
	if d.Allowed {
		return true
	}
	w.Header().Set("Retry-After", strconv.FormatInt(reset, 10))
	l := lang(r)
	key := "detail.quota_exceeded.remain"
	if d.Remaining == 1 {
		key = "detail.quota_exceeded.remains"
	}
	detail := l.Format(key, "requested", nItems(l, n), "remaining", nItems(l, d.Remaining),
		"reset", d.Reset.UTC().Format(time.RFC3339))
	if int64(n) > d.Limit {
		period := l.Text("period." + string(acct.Quota.Period))
		if period == "" {
			period = string(acct.Quota.Period)
		}
		detail = l.Format("detail.quota_exceeded.whole", "requested", nItems(l, n),
			"limit", nItems(l, d.Limit), "period", period)
	}
	h.writeProblem(w, r, Problem{Code: CodeQuotaExceeded, Detail: detail,
		Limit: &d.Limit, Remaining: &d.Remaining, Requested: n,
		Reset: d.Reset.UTC().Format(time.RFC3339), ViolatedPolicies: []string{policyName}})
	return false
}

// policyName names the item quota in the RateLimit headers.
const policyName = "items"

// setRateLimit writes the RateLimit-Policy and RateLimit fields in the
// form of draft-ietf-httpapi-ratelimit-headers (-11): the quota q over a
// window of w seconds, and r items remaining for t seconds.
func setRateLimit(hdr http.Header, p quota.Policy, remaining, reset int64) {
	hdr.Set("RateLimit-Policy", `"`+policyName+`";q=`+strconv.FormatInt(p.Limit, 10)+
		`;w=`+strconv.FormatInt(p.Period.Seconds(), 10))
	hdr.Set("RateLimit", `"`+policyName+`";r=`+strconv.FormatInt(remaining, 10)+
		`;t=`+strconv.FormatInt(reset, 10))
}

// secondsUntil rounds the time from now to t up to whole seconds, at least 1.
func secondsUntil(now, t time.Time) int64 {
	s := int64(math.Ceil(t.Sub(now).Seconds()))
	return max(s, 1)
}
