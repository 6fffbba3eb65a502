// Command ndval is the reference server and command-line tool of the ndval
// validation API.
//
//	ndval serve [--addr 127.0.0.1:8080] [--data DIR] [--tls-cert F --tls-key F] [--insecure-http]
//	            [--metrics-addr 127.0.0.1:9464|off] [--dev-key-file F] [--drain 2s] [--max-conns N]
//	            [--redis redis://HOST:PORT/DB [--redis-prefix nd:] [--replicas 2] [--quota-fail-closed]]
//	ndval keys issue --account NAME [--env prod] [--quota N] [--period month]
//	ndval keys set-quota --account NAME [--quota N] [--period month]
//	ndval keys rotate KEY_ID
//	ndval keys revoke KEY_ID
//	ndval keys list
//	ndval version
//	ndval validate tax-ids|records [--input-format csv|jsonl] [--delimiter ,|;|tab] [--encoding utf-8|windows-1252]
//	            [--map COLUMN=FIELD] [--format jsonl|csv [--escape-formulas]] [--out F] [--report F.html]
//	            [--lang en|es|pt] [--workers N] [--quiet] [--fail-on-invalid] FILE|-
//
// Keys and quota usage live in a local data directory (default
// ./ndval-data). One server uses a directory at a time (it holds a lock on
// it); the keys commands write keys.json next to it, and a running server
// takes their changes within a second. Usage is written by the server
// alone, every 2 seconds and at shutdown; while that write fails, /readyz
// answers 503.
//
// The server bounds its API connections (internal/connguard):
// --max-conns, by default the open-file limit less an eighth, the oldest
// idle connection closed at the bound, and a 5 s idle timeout for
// connections that never presented a valid key. /metrics comes from
// package httpapi/metrics, on the Prometheus client library, with the Go
// runtime's and the process's metrics.
//
// With --redis (on serve and on every keys command) they live in Redis
// instead, shared by any number of servers: see httpapi/redisstore. The
// password comes from the URL or from NDVAL_REDIS_PASSWORD.
//
// "ndval validate" validates a CSV or JSON Lines file of tax ids or records
// with no server, on every core, with package batch (the engine; the
// README's "Validating files"): validate.go turns its flags into
// batch.Options and draws the progress bar, and package batch/report the
// summary and the optional HTML report from the run's batch.Tally.
//
// Exit status: 0 on success and for -h or --help; 1 when a command fails
// (a store error, an unknown key id, a missing data directory, a second
// server; for validate, invalid rows under --fail-on-invalid); 2 for a
// mistake in the command line, or a file validate cannot open or read.
package main
