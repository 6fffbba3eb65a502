package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"sync/atomic"
	"time"

	"github.com/ndval/ndval/httpapi"
	"github.com/ndval/ndval/httpapi/metrics"
	"github.com/ndval/ndval/httpapi/redisstore"
	"github.com/ndval/ndval/internal/connguard"
)

// Server limits and timeouts. ReadTimeout covers a 1 MiB body on a slow
// link; WriteTimeout a 1000-item response; ReadHeaderTimeout stops
// Slowloris.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 15 * time.Second
	writeTimeout      = 30 * time.Second
	idleTimeout       = 120 * time.Second
	maxHeaderBytes    = 64 << 10
	shutdownTimeout   = 25 * time.Second
	flushEvery        = 2 * time.Second
)

// defaultMetricsAddr is where /metrics is served unless --metrics-addr
// says otherwise: loopback, apart from the API (9464 is the port the
// OpenTelemetry Prometheus exporter uses by default).
const defaultMetricsAddr = "127.0.0.1:9464"

// serveConfig is what "ndval serve" was asked to do.
type serveConfig struct {
	store                              storeConfig
	addr, tlsCert, tlsKey, metricsAddr string
	devKeyFile                         string
	insecureHTTP                       bool
	drain                              time.Duration
	trustedProxies                     []netip.Prefix
	maxConns                           int // 0: derived from the fd limit
}

func (c serveConfig) tls() bool { return c.tlsCert != "" }

// parseServe reads the flags of "ndval serve" and checks that they go
// together.
func parseServe(args []string, stdout io.Writer) (serveConfig, error) {
	var c serveConfig
	fs := newFlagSet("serve", "[flags]", "Run the API server until SIGINT or SIGTERM. It holds its data directory: a second\n"+
		"server on the same directory refuses to start. With --redis, any number of servers share keys and quota.")
	c.store.register(fs)
	c.store.registerPolicy(fs)
	fs.StringVar(&c.addr, "addr", "127.0.0.1:8080", "address to listen on")
	fs.StringVar(&c.tlsCert, "tls-cert", "", "TLS certificate file (PEM, the chain after the leaf); serve HTTPS, with Strict-Transport-Security; read again when it changes")
	fs.StringVar(&c.tlsKey, "tls-key", "", "TLS private key file (PEM)")
	fs.BoolVar(&c.insecureHTTP, "insecure-http", false, "allow plain HTTP on a non-loopback address (behind a TLS-terminating proxy)")
	fs.StringVar(&c.metricsAddr, "metrics-addr", defaultMetricsAddr, `address of the separate /metrics listener, or "off"`)
	fs.StringVar(&c.devKeyFile, "dev-key-file", "", "on a first start, write the development key to this file (mode 0600) instead of printing it")
	fs.IntVar(&c.maxConns, "max-conns", 0, "most API connections open at once; at the bound the oldest idle one is closed "+
		"(0: the process's open-file limit less an eighth)")
	fs.DurationVar(&c.drain, "drain", 2*time.Second, "time between failing /readyz and stopping the listener at shutdown")
	fs.Func("trusted-proxy", "a proxy (address or CIDR) whose X-Forwarded-For the access log trusts; repeat for several",
		func(v string) error {
			p, err := parsePrefix(v)
			if err == nil {
				c.trustedProxies = append(c.trustedProxies, p)
			}
			return err
		})
	if err := parseFlags(fs, args, 0, stdout); err != nil {
		return c, err
	}
	if err := c.store.check(); err != nil {
		return c, err
	}
	if c.maxConns < 0 {
		return c, usagef("serve", "--max-conns must be 0 (derived) or more, got %d", c.maxConns)
	}
	if (c.tlsCert == "") != (c.tlsKey == "") {
		return c, usagef("serve", "--tls-cert and --tls-key go together")
	}
	if !c.tls() && !c.insecureHTTP && !isLoopback(c.addr) {
		return c, usagef("serve", "plain HTTP is only allowed on loopback; give --tls-cert/--tls-key, or --insecure-http behind a TLS proxy")
	}
	return c, nil
}

// parsePrefix reads a --trusted-proxy value: a CIDR (10.0.0.0/8) or one
// address (127.0.0.1, ::1), which stands for itself.
func parsePrefix(v string) (netip.Prefix, error) {
	if p, err := netip.ParsePrefix(v); err == nil {
		return p.Masked(), nil
	}
	a, err := netip.ParseAddr(v)
	if err != nil {
		return netip.Prefix{}, errors.New("not an address or a CIDR")
	}
	return netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()), nil
}

func serve(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c, err := parseServe(args, stdout)
	if err != nil {
		return err
	}
	s, err := newServer(ctx, c, stdout, stderr)
	if err != nil {
		return err
	}
	return s.run(ctx)
}

// server is a running "ndval serve": its store, its listeners and their
// http.Servers.
type server struct {
	cfg     serveConfig
	log     *slog.Logger
	st      store
	ready   atomic.Bool
	api     *http.Server
	apiLn   net.Listener
	metrics *http.Server // nil with --metrics-addr off
	metLn   net.Listener
	conns   *connguard.Guard // of the API listener
	m       *metrics.Metrics
	// usageFailing is set while the last periodic write of quota usage
	// failed: /readyz answers 503 (with Nd-Usage-Write: failing).
	usageFailing atomic.Bool
}

// newServer opens the store and the listeners and issues the first-start
// development key; it serves nothing yet. On error it has released what
// it took.
func newServer(ctx context.Context, c serveConfig, stdout, stderr io.Writer) (_ *server, err error) {
	s := &server{cfg: c, log: slog.New(slog.NewJSONHandler(stderr, nil))}
	defer func() {
		if err != nil {
			s.close()
		}
	}()
	if s.st, err = openStore(ctx, c.store, openOptions{server: true, create: true, log: s.log}); err != nil {
		return nil, err
	}
	var certs *certFiles
	if c.tls() {
		if certs, err = loadCertFiles(c.tlsCert, c.tlsKey, s.log); err != nil {
			return nil, err
		}
	}
	if s.apiLn, err = net.Listen("tcp", c.addr); err != nil {
		return nil, err
	}
	maxConns := c.maxConns
	if maxConns == 0 {
		maxConns = connguard.Limit(fdLimit())
	}
	s.conns = connguard.New(maxConns, connguard.UnkeyedIdle, s.log)
	s.apiLn = s.conns.Listener(s.apiLn)
	if c.metricsAddr != "off" {
		if s.metLn, err = net.Listen("tcp", c.metricsAddr); err != nil {
			return nil, fmt.Errorf("metrics listener (--metrics-addr, or off): %w", err)
		}
	}
	scheme := "http"
	if c.tls() {
		scheme = "https"
	}
	if err = firstStart(ctx, s.st, c, scheme+"://"+s.apiLn.Addr().String(), stdout); err != nil {
		return nil, err
	}

	m := metrics.New()
	m.WatchConns(s.conns)
	s.m = m
	var api http.Handler = httpapi.New(httpapi.Config{Keys: connguard.Keys{Store: s.st, Now: time.Now}, Quota: s.st, Logger: s.log, Observer: m, Ready: s.isReady,
		Warnings:       s.warnings,
		TrustedProxies: c.trustedProxies, Version: buildVersion()})
	if rs, ok := s.st.(*redisstore.Store); ok {
		m.WatchRedis(rs.Stats)
		api = withRedisState(api, rs, c.store.failClosed)
	}
	api = s.withUsageState(api)
	if c.tls() {
		api = withHSTS(api)
	}
	s.api = newHTTPServer(api, s.log)
	s.api.ConnState, s.api.ConnContext = s.conns.ConnState, s.conns.ConnContext
	if c.tls() {
		s.api.TLSConfig = &tls.Config{MinVersion: tls.VersionTLS12, GetCertificate: certs.getCertificate}
	}
	if s.metLn != nil {
		s.metrics = newHTTPServer(m.Listener(s.log), s.log)
	}
	return s, nil
}

// isReady is /readyz: serving, not draining, and the store has its
// current keys.
func (s *server) isReady() bool {
	return s.ready.Load() && s.st.Check() == nil && !s.usageFailing.Load()
}

// warnings are /readyz's warnings: the store's (see redisstore.Store.Warnings).
func (s *server) warnings() []string {
	if w, ok := s.st.(interface{ Warnings() []string }); ok {
		return w.Warnings()
	}
	return nil
}

// usageHeader names the header of /readyz that says the periodic write
// of quota usage fails.
const usageHeader = "Nd-Usage-Write"

// withUsageState adds Nd-Usage-Write: failing to the answers of /readyz
// while the last write of quota usage failed, which makes it 503: a crash
// would lose the usage counted since the last write that worked.
func (s *server) withUsageState(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/readyz" && s.usageFailing.Load() {
			w.Header().Set(usageHeader, "failing")
		}
		h.ServeHTTP(w, r)
	})
}

// close releases the listeners and flushes and closes the store; it is
// for a server that never ran.
func (s *server) close() {
	for _, ln := range []net.Listener{s.apiLn, s.metLn} {
		if ln != nil {
			ln.Close()
		}
	}
	s.closeStore()
}

func (s *server) closeStore() {
	if s.st == nil {
		return
	}
	if err := s.st.Close(); err != nil {
		s.log.Error("flush quota usage", "err", err)
	}
}

// run serves until ctx is done or a listener fails, then shuts down.
func (s *server) run(ctx context.Context) error {
	defer s.closeStore()
	flushCtx, stopFlush := context.WithCancel(context.Background())
	defer stopFlush()
	if f, ok := s.st.(flusher); ok {
		go s.flushLoop(flushCtx, f, flushEvery)
	}
	go s.conns.Run(flushCtx)

	errc := make(chan error, 1)
	go func() {
		if s.cfg.tls() {
			errc <- s.api.ServeTLS(s.apiLn, "", "") // the certificate comes from TLSConfig.GetCertificate
		} else {
			errc <- s.api.Serve(s.apiLn)
		}
	}()
	metricsAddr := "off"
	if s.metrics != nil {
		metricsAddr = s.metLn.Addr().String()
		go func() { _ = s.metrics.Serve(s.metLn) }()
	}
	s.ready.Store(true)
	s.log.Info("serving", "addr", s.apiLn.Addr().String(), "tls", s.cfg.tls(),
		"metrics_addr", metricsAddr, "max_conns", s.conns.Max(), s.cfg.store.kind(), s.cfg.store.where(), "version", buildVersion())

	select {
	case err := <-errc:
		if s.metrics != nil {
			_ = s.metrics.Close()
		}
		return err
	case <-ctx.Done():
	}
	err := s.shutdown()
	if e := <-errc; !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	s.log.Info("stopped")
	return err
}

// shutdown fails readiness first so a load balancer stops sending, waits
// the drain delay, then lets in-flight requests finish.
func (s *server) shutdown() error {
	s.ready.Store(false)
	s.log.Info("shutting down", "drain", s.cfg.drain.String())
	time.Sleep(s.cfg.drain)
	ctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	err := s.api.Shutdown(ctx)
	if s.metrics != nil {
		_ = s.metrics.Shutdown(ctx)
	}
	return err
}

// flushLoop writes the quota usage every interval until ctx is done. A
// failure is logged and counted, and fails /readyz until a write works
// again, which is logged too.
func (s *server) flushLoop(ctx context.Context, st flusher, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			s.flushed(st.Flush())
		}
	}
}

// flushed records the result of a write of quota usage.
func (s *server) flushed(err error) {
	if err != nil {
		s.m.UsageWriteFailed()
		if !s.usageFailing.Swap(true) {
			s.log.Error("flush quota usage: /readyz fails until a write works", "err", err)
		}
		return
	}
	if s.usageFailing.Swap(false) {
		s.log.Info("flush quota usage: writing again")
	}
}

func newHTTPServer(h http.Handler, log *slog.Logger) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}

// isLoopback reports whether addr listens only on a loopback interface.
func isLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// hstsValue is the Strict-Transport-Security the server sends when it
// serves TLS itself: browsers keep to HTTPS for a year. It leaves out
// includeSubDomains and preload, which commit other hosts of the domain.
const hstsValue = "max-age=31536000"

// withHSTS adds Strict-Transport-Security to every response of h (RFC
// 6797 asks for it on responses over TLS only, so wrap only a TLS
// listener's handler).
func withHSTS(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Strict-Transport-Security", hstsValue)
		h.ServeHTTP(w, r)
	})
}

// redisHeader names the header of /readyz that reports Redis's state.
const redisHeader = "Nd-Redis"

// withRedisState adds Nd-Redis to the answers of /readyz: "up", or "down"
// with the policy in force. In fail-open mode /readyz stays 200 while
// Redis is down (every replica shares it, and a load balancer would drop
// them all at once), so the header is where a person or a probe sees it.
func withRedisState(h http.Handler, st *redisstore.Store, failClosed bool) http.Handler {
	down := "down; quota fails open"
	if failClosed {
		down = "down; quota fails closed"
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/readyz" {
			state := "up"
			if !st.Up() {
				state = down
			}
			w.Header().Set(redisHeader, state)
		}
		h.ServeHTTP(w, r)
	})
}

// redisLogger writes go-redis's own lines (connection failures, which
// name the address, never the password) as warnings of the server's log.
type redisLogger struct{ log *slog.Logger }

func (l redisLogger) Printf(ctx context.Context, format string, v ...any) {
	l.log.WarnContext(ctx, "redis client: "+fmt.Sprintf(format, v...))
}
