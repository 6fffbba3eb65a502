package httpapi

import (
	"log/slog"
	"net/netip"
	"runtime"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/record"
)

// Defaults of Config's limits.
const (
	DefaultMaxTaxIDItems  = 1000
	DefaultMaxTaxIDBytes  = 1 << 20 // 1 MiB: about 3 times the largest sane 1000-item batch
	DefaultMaxRecordItems = 500
	DefaultMaxRecordBytes = 2 << 20 // 2 MiB: about 3 times a batch of 500 records of ~1 KiB
	DefaultMaxFieldChars  = 256
	DefaultBodyTimeout    = 5 * time.Second
	DefaultQueueWait      = 20 * time.Millisecond
	DefaultProblemBase    = "/problems/"
)

// Config is what a handler needs. Keys and Quota are required; every other
// field has a default.
type Config struct {
	Keys  apikey.Lookup // key records and accounts: an apikey.Store, or any store that reads them
	Quota quota.Store   // item counters per account

	Now    func() time.Time // the clock; nil means time.Now
	Logger *slog.Logger     // access and error logs; nil discards them
	// Observer receives request, item and quota events for metrics; nil
	// means none.
	Observer Observer
	// Ready reports whether /readyz answers 200; nil means always ready.
	// A server sets it to false while it drains before shutting down.
	Ready func() bool
	// Warnings returns settings or conditions an operator should fix
	// that do not stop the server (such as a store that keeps nothing on
	// disk); /readyz lists them in its body, "warnings". Nil means none.
	// They must not hold secrets: /readyz is served on the API listener.
	Warnings func() []string

	// Validator validates the records, and its TaxID validates the tax-ids
	// items too, so that the two endpoints never disagree on a tax id. Its
	// zero value is the strict default of the contract; set
	// Validator.TaxID.Lenient to accept issuers' documented check-digit
	// slips (flagged in the results).
	Validator record.Validator

	// TaxIDs and Records bound the requests of each endpoint; zero fields
	// take the defaults: 1000 items and 1 MiB for tax-ids, 500 records and
	// 2 MiB for records.
	TaxIDs  Limits
	Records Limits

	// MaxFieldChars bounds any one string of an item, in characters
	// (Unicode code points, as JSON Schema's maxLength counts them, after
	// JSON unescaping); default 256.
	MaxFieldChars int

	// BodyTimeout is how long a client has to send the whole body once
	// the handler starts reading it; a slower body is answered 408
	// request_timeout. It overrides the server's ReadTimeout for the body
	// (through http.ResponseController). Default 5 s: 1 MiB at 1.6 Mbit/s.
	BodyTimeout time.Duration

	// MaxConcurrent bounds the batches validated at once (a request holds
	// a slot from the time its body is in memory until its response is
	// built, not while it is written). Default 4 * GOMAXPROCS.
	MaxConcurrent int
	// MaxConcurrentPerAccount bounds the slots one account holds at once,
	// so that one key cannot take them all. Default MaxConcurrent / 2 (at
	// least 1), which still keeps every core busy.
	MaxConcurrentPerAccount int
	// QueueLength is how many requests may wait for a slot; more are
	// refused at once with 503. Default 8 * MaxConcurrent; negative means
	// no queue.
	QueueLength int
	// QueueWait is how long a request waits for a slot before it is
	// refused with 503 service_unavailable and Retry-After. Default 20 ms;
	// negative means no waiting.
	QueueWait time.Duration

	// TrustedProxies are the networks of the proxies in front of the
	// server. Only when the peer is in one of them is X-Forwarded-For read,
	// and then the client is its rightmost address that is not a trusted
	// proxy. Nil trusts none: the client is the peer. The client address
	// is for the access log only.
	TrustedProxies []netip.Prefix

	// ProblemBase prefixes the problem code to make a problem's type URI;
	// default "/problems/", where the handler serves a page for each code.
	ProblemBase string

	// Version names the program that serves the API (a release or a
	// commit), for GET /v1/version; empty leaves it out.
	Version string

	// Deprecations announce deprecated routes: each response of such a
	// route carries the Deprecation (RFC 9745), Sunset (RFC 8594) and Link
	// rel="deprecation" headers of its Deprecation. None by default;
	// nothing is deprecated today.
	Deprecations []Deprecation
}

// withDefaults returns c with every unset limit set to its default.
func (c Config) withDefaults() Config {
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	c.TaxIDs = c.TaxIDs.withDefaults(DefaultMaxTaxIDItems, DefaultMaxTaxIDBytes)
	c.Records = c.Records.withDefaults(DefaultMaxRecordItems, DefaultMaxRecordBytes)
	if c.MaxFieldChars <= 0 {
		c.MaxFieldChars = DefaultMaxFieldChars
	}
	if c.BodyTimeout <= 0 {
		c.BodyTimeout = DefaultBodyTimeout
	}
	if c.MaxConcurrent <= 0 {
		c.MaxConcurrent = 4 * runtime.GOMAXPROCS(0)
	}
	if c.MaxConcurrentPerAccount <= 0 {
		c.MaxConcurrentPerAccount = max(c.MaxConcurrent/2, 1)
	}
	c.MaxConcurrentPerAccount = min(c.MaxConcurrentPerAccount, c.MaxConcurrent)
	if c.QueueLength == 0 {
		c.QueueLength = 8 * c.MaxConcurrent
	}
	if c.QueueWait == 0 {
		c.QueueWait = DefaultQueueWait
	}
	if c.ProblemBase == "" {
		c.ProblemBase = DefaultProblemBase
	}
	c.TrustedProxies = append([]netip.Prefix(nil), c.TrustedProxies...)
	c.Deprecations = append([]Deprecation(nil), c.Deprecations...)
	return c
}

// Limits bound the requests of one endpoint.
type Limits struct {
	MaxItems int   // items per request
	MaxBytes int64 // body bytes per request
}

// withDefaults returns l with its unset limits set to the defaults given.
func (l Limits) withDefaults(items int, bytes int64) Limits {
	if l.MaxItems <= 0 {
		l.MaxItems = items
	}
	if l.MaxBytes <= 0 {
		l.MaxBytes = bytes
	}
	return l
}
