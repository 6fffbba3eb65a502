// Package httpapi serves the ndval validation API over net/http: routing,
// API-key authentication, request limits, load shedding, item quota,
// problem-details errors and the JSON translation to and from the field
// packages. It holds no validation rules of its own.
//
// The hosted service and in-process users share it: New returns an
// http.Handler built from a Config that carries the key store, the quota
// store, the clock, the logger and the limits. Nothing is global, so a team
// can mount several handlers, each with its own stores.
//
// # Endpoints
//
// POST /v1/validate/tax-ids validates 1 to 1000 tax ids, POST
// /v1/validate/records 1 to 500 complete records (package record: fields,
// consistency checks, readiness for payment and billing). One
// record.Validator, Config.Validator, configures both, the tax-ids
// endpoint using its TaxID, so the two never disagree on a tax id; each
// endpoint has its own Limits (Config.TaxIDs, Config.Records). An item
// costs one unit of quota on either endpoint: a tax id, or a record with
// all its fields. A records body is decoded by internal/wire, which the
// command-line tool shares for JSON Lines of the same items.
//
// GET /v1/openapi.json serves the OpenAPI 3.1 document (OpenAPI returns it),
// GET /livez and GET /readyz are health checks (Config.Ready decides
// readiness), and GET /problems/{code} serves the page of each problem code
// (ProblemPage). The routes are absolute paths: to serve the API under a
// prefix of an existing server, mount the handler with http.StripPrefix
// and set Config.ProblemBase to the prefixed path of the problem pages
// (examples/mount in the repository does so).
//
// # Versioning and deprecation
//
// The version is part of the path, /v1, and the API is in beta. It changes in
// a way that breaks clients only after a deprecation announced on every
// response of the routes it affects, errors included: the Deprecation header
// of RFC 9745 (the date, "@" and Unix seconds), the Sunset header of RFC 8594
// (when the route is expected to stop answering, an HTTP-date) and a Link with
// rel="deprecation" to a notice. Config.Deprecations lists the announcements
// (none by default). Additions are not breaking changes: a new route, a new
// member in a response, a new problem code, a new reason, warning or check
// name; clients ignore what they do not know.
//
// # Processing order
//
// Each request goes through, in order: the path, which must be canonical
// (a path with an empty, "." or ".." segment is 404 not_found, not the bare
// redirect ServeMux would send); routing (404, 405); the key (401, before
// the body is read; exactly one X-API-Key header); the content headers
// (415: application/json in UTF-8, no content coding); the body, read under
// its own deadline (408) and a byte cap (413); a validation slot (503 when
// none frees up within the queue wait); a strict JSON decode (400,
// duplicate members included); the batch bounds (400 empty_batch, 413
// batch_too_large); the item quota (429; 503 when the store fails); and
// then validation (200). Errors before validation consume no quota.
// Per-item problems are results in a 200 response, not request failures.
//
// # Load and fairness
//
// Reading a body holds nothing but a connection and a buffer: it has its
// own deadline (Config.BodyTimeout, 5 s), so a client that sends headers
// and stalls gets 408 and never holds a validation slot. Slots
// (Config.MaxConcurrent, 4 x GOMAXPROCS) are taken once the body is in
// memory and given back once the response is built, before it is written,
// so a client slow to read holds none either; one account may hold at most Config.MaxConcurrentPerAccount of
// them (half), so one key cannot keep the others out. A request that finds
// no slot waits in a short FIFO queue (Config.QueueLength, 8 x the slots,
// for Config.QueueWait, 20 ms) before it is refused with 503
// service_unavailable and Retry-After; when the queue is full, a request of
// an account with fewer waiters takes the place of the newest waiter of the
// account with the most.
//
// What comes before the body is the server's, not the handler's: an
// http.Server that serves the handler should set ReadHeaderTimeout,
// IdleTimeout, WriteTimeout and MaxHeaderBytes, so that a client that
// never finishes its headers holds nothing for long (cmd/ndval and
// examples/mount show values).
//
// # Problems
//
// Request-level errors are RFC 9457 problem details with a stable code;
// their type is Config.ProblemBase + code ("/problems/<code>"), and the
// handler serves a short HTML page at that path for every code (see
// ProblemPage).
//
// # Languages
//
// Accept-Language chooses, once per request, the language of the item
// errors' message, of the problems' title and detail and of the problem
// pages: English, Latin American Spanish or Brazilian Portuguese, the
// nearest to what the header asks for (package message); English without
// it. Such responses have Vary: Accept-Language, and Content-Language
// says which language when the request has Accept-Language. Codes,
// reasons and member names never change, nor do the JSON decoder's
// errors[].detail.
//
// Some errors are answered by net/http itself, before the handler runs,
// and cannot be problem details: 400 for a malformed request line, header
// or chunked body framing, or a missing Host in HTTP/1.1; 431 when the
// headers exceed the server's MaxHeaderBytes; 505 for an HTTP version it
// does not speak; 501 for a Transfer-Encoding other than chunked; 417 for
// an Expect other than 100-continue; and "OPTIONS *", answered 200. A
// header or idle timeout closes the connection without a response. These
// answers are plain text and carry no request id.
//
// # Logs
//
// One JSON line per request: request_id, method, route, status, dur_ms,
// bytes_in (body bytes read), bytes_out, client_ip, proxy_ip (when the
// peer is a trusted proxy, Config.TrustedProxies), key_id and items. A key
// and an item's value are never logged; client_ip is an address the server
// parsed, never a header's text.
package httpapi
