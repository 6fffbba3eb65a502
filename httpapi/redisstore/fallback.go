package redisstore

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ndval/ndval/httpapi/quota"
)

// fallback is the local quota of a replica while Redis is unreachable
// (fail-open mode). For each account and window it allows at most
// 1/replicas of what Redis last told this replica remained, less what is
// still owed from earlier outages; an account it has no answer for gets
// nothing. Every item it allows is owed to Redis: a debt with a random
// token, added to the window's counter when Redis returns, at most once
// (the token is recorded in the same script), however often the repayment
// is retried.
type fallback struct {
	mu       sync.Mutex
	replicas int64
	last     map[string]usage  // account -> usage in Redis at its last answer
	shares   map[window]*share // this outage's allowances
	debts    map[window]*debt  // served locally, not yet added to Redis
	frozen   []debt            // debts with a token, being repaid
}

// window is one account's quota window.
type window struct {
	account string
	period  quota.Period
	start   int64 // unix seconds
}

type usage struct {
	period quota.Period
	start  int64
	used   int64
}

// share is a replica's allowance for one window during an outage: base
// is what remained (as last seen, less earlier debts), allowed its part.
type share struct{ base, allowed, used int64 }

// debt is what a replica owes Redis for one window. When its repayment
// starts it is frozen with a token, kept for every retry; items served
// after that form a new debt.
type debt struct {
	w     window
	end   time.Time
	items int64
	token string
}

func (f *fallback) init(replicas int) {
	f.replicas = int64(replicas)
	f.last = make(map[string]usage)
	f.shares = make(map[window]*share)
	f.debts = make(map[window]*debt)
}

// seen records the usage Redis answered for an account, which ends the
// account's share of an earlier outage: the next one starts from this.
func (f *fallback) seen(account string, p quota.Period, start time.Time, used int64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.last[account] = usage{period: p, start: start.Unix(), used: used}
	delete(f.shares, window{account, p, start.Unix()})
}

// take decides locally. Beyond the share it answers an error wrapping
// ErrUnavailable (503: retry later), except when the cost does not fit in
// what the account had left at all, which is a refusal (429).
func (f *fallback) take(account string, p quota.Policy, cost int64, start, end time.Time) (quota.Decision, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	w := window{account, p.Period, start.Unix()}
	sh := f.shares[w]
	if sh == nil {
		last, ok := f.last[account]
		if !ok {
			return quota.Decision{}, fmt.Errorf("%w: no quota answer for this account yet", ErrUnavailable)
		}
		base := p.Limit // a window Redis has not answered for yet
		if last.period == p.Period && last.start == w.start {
			base = p.Limit - last.used
		}
		base = max(base-f.owing(w), 0)
		sh = &share{base: base, allowed: base / f.replicas}
		f.shares[w] = sh
	}
	left := max(sh.base-sh.used, 0)
	d := quota.Decision{Limit: p.Limit, Used: p.Limit - left, Remaining: left, Reset: end}
	if cost > left {
		return d, nil
	}
	if sh.used+cost > sh.allowed {
		return quota.Decision{}, fmt.Errorf("%w: this replica's share of the quota during the outage is spent", ErrUnavailable)
	}
	sh.used += cost
	if cost > 0 {
		db := f.debts[w]
		if db == nil {
			db = &debt{w: w, end: end}
			f.debts[w] = db
		}
		db.items += cost
	}
	d.Allowed = true
	d.Used += cost
	d.Remaining -= cost
	return d, nil
}

// owing returns the items owed for w.
func (f *fallback) owing(w window) int64 {
	var n int64
	if d := f.debts[w]; d != nil {
		n = d.items
	}
	for _, d := range f.frozen {
		if d.w == w {
			n += d.items
		}
	}
	return n
}

// owed freezes the open debts and returns every frozen one, to repay.
func (f *fallback) owed() []debt {
	f.mu.Lock()
	defer f.mu.Unlock()
	for w, d := range f.debts {
		d.token = newToken()
		f.frozen = append(f.frozen, *d)
		delete(f.debts, w)
	}
	return append([]debt(nil), f.frozen...)
}

// paid forgets a frozen debt once Redis has it.
func (f *fallback) paid(token string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for i, d := range f.frozen {
		if d.token != token {
			continue
		}
		f.frozen = append(f.frozen[:i], f.frozen[i+1:]...)
		if u, ok := f.last[d.w.account]; ok && u.period == d.w.period && u.start == d.w.start {
			u.used += d.items // what Redis has now, as far as this replica knows
			f.last[d.w.account] = u
		}
		return
	}
}

// recovered ends the outage's shares; the next outage starts from what
// Redis answers until then.
func (f *fallback) recovered() {
	f.mu.Lock()
	defer f.mu.Unlock()
	clear(f.shares)
}

// unpaid returns the items still owed.
func (f *fallback) unpaid() int64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	var n int64
	for _, d := range f.debts {
		n += d.items
	}
	for _, d := range f.frozen {
		n += d.items
	}
	return n
}

// logUnpaid logs, at shutdown, every debt Redis never received.
func (f *fallback) logUnpaid(log *slog.Logger) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, d := range append(f.owedLocked(), f.frozen...) {
		log.Error("items served while Redis was unreachable are not counted in Redis",
			"account", d.w.account, "period", string(d.w.period),
			"window", time.Unix(d.w.start, 0).UTC().Format(time.RFC3339), "items", d.items)
	}
}

func (f *fallback) owedLocked() []debt {
	out := make([]debt, 0, len(f.debts))
	for _, d := range f.debts {
		out = append(out, *d)
	}
	return out
}

func newToken() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
