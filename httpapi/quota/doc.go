// Package quota counts the items each account validates per calendar
// period and decides, all or nothing, whether a batch fits.
//
// An account's Policy allows Limit items per Period: a month, a day or an
// hour, in windows aligned to the calendar in UTC, so that every account
// resets at the same, predictable time. A Store holds the counters: Take
// counts a batch if the whole of it fits in what remains of the window and
// otherwise counts nothing, Peek reads the usage without counting, and both
// answer with a Decision (the limit, the usage, what remains and when the
// window ends), from which the HTTP handler writes its RateLimit headers
// and its quota_exceeded problems. An error from a Store means it could
// not decide (an outage), never that the quota is spent.
//
// Memory is the in-process Store; httpapi/localstore keeps its counters in
// a data directory (Snapshot, Restore), and httpapi/redisstore counts in
// Redis for several servers. They all pass the conformance suite in
// quotatest, so the HTTP handler does not change with the store.
package quota
