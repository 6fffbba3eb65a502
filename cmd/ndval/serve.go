package main

import (
	"context"
	"crypto/tls"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/ndval/ndval/httpapi"
	"github.com/ndval/ndval/httpapi/apikey"
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

// serveConfig is what "ndval serve" was asked to do.
type serveConfig struct {
	store                              storeConfig
	addr, tlsCert, tlsKey, metricsAddr string
	insecureHTTP                       bool
	drain                              time.Duration
}

func (c serveConfig) tls() bool { return c.tlsCert != "" }

// parseServe reads the flags of "ndval serve" and checks that they go
// together.
func parseServe(args []string, stderr io.Writer) (serveConfig, error) {
	var c serveConfig
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.addr, "addr", "127.0.0.1:8080", "address to listen on")
	c.store.register(fs)
	fs.StringVar(&c.tlsCert, "tls-cert", "", "TLS certificate file (PEM); serve HTTPS")
	fs.StringVar(&c.tlsKey, "tls-key", "", "TLS private key file (PEM)")
	fs.BoolVar(&c.insecureHTTP, "insecure-http", false, "allow plain HTTP on a non-loopback address (behind a TLS-terminating proxy)")
	fs.StringVar(&c.metricsAddr, "metrics-addr", "", "serve /metrics on this separate address instead of the main one")
	fs.DurationVar(&c.drain, "drain", 2*time.Second, "time between failing /readyz and stopping the listener at shutdown")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if (c.tlsCert == "") != (c.tlsKey == "") {
		return c, errors.New("serve: --tls-cert and --tls-key go together")
	}
	if !c.tls() && !c.insecureHTTP && !isLoopback(c.addr) {
		return c, fmt.Errorf("serve: plain HTTP is only allowed on loopback; give --tls-cert/--tls-key, or --insecure-http behind a TLS proxy")
	}
	return c, nil
}

func serve(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c, err := parseServe(args, stderr)
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
	metrics *http.Server // nil when /metrics is on the API listener
	metLn   net.Listener
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
	if s.st, err = openStore(c.store); err != nil {
		return nil, err
	}
	if s.apiLn, err = net.Listen("tcp", c.addr); err != nil {
		return nil, err
	}
	scheme := "http"
	if c.tls() {
		scheme = "https"
	}
	if err = firstStart(ctx, s.st, c.store.where(), scheme+"://"+s.apiLn.Addr().String(), stdout); err != nil {
		return nil, err
	}

	m := newMetrics()
	api := httpapi.New(httpapi.Config{Keys: s.st, Quota: s.st, Logger: s.log, Observer: m, Ready: s.ready.Load})
	mux := http.NewServeMux()
	if c.metricsAddr == "" {
		mux.Handle("GET /metrics", m)
	}
	mux.Handle("/", api)
	s.api = newHTTPServer(mux, s.log)
	if c.tls() {
		s.api.TLSConfig = &tls.Config{MinVersion: tls.VersionTLS12}
	}
	if c.metricsAddr != "" {
		mmux := http.NewServeMux()
		mmux.Handle("GET /metrics", m)
		s.metrics = newHTTPServer(mmux, s.log)
		if s.metLn, err = net.Listen("tcp", c.metricsAddr); err != nil {
			return nil, err
		}
	}
	return s, nil
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
		go flushLoop(flushCtx, f, flushEvery, s.log)
	}

	errc := make(chan error, 1)
	go func() {
		if s.cfg.tls() {
			errc <- s.api.ServeTLS(s.apiLn, s.cfg.tlsCert, s.cfg.tlsKey)
		} else {
			errc <- s.api.Serve(s.apiLn)
		}
	}()
	if s.metrics != nil {
		go func() { _ = s.metrics.Serve(s.metLn) }()
	}
	s.ready.Store(true)
	s.log.Info("serving", "addr", s.apiLn.Addr().String(), "tls", s.cfg.tls(), "data", s.cfg.store.where())

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

// flushLoop writes the quota usage every interval until ctx is done.
func flushLoop(ctx context.Context, st flusher, every time.Duration, log *slog.Logger) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := st.Flush(); err != nil {
				log.Error("flush quota usage", "err", err)
			}
		}
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

// firstStart issues a development key when the data directory has none,
// and prints it once with a curl command that uses it.
func firstStart(ctx context.Context, st store, where, base string, w io.Writer) error {
	recs, err := st.Records(ctx)
	if err != nil || len(recs) > 0 {
		return err
	}
	if err := ensureAccount(ctx, st, "dev", 0, ""); err != nil {
		return err
	}
	k, r, err := apikey.Manager{Store: st}.Issue(ctx, "dev", "dev")
	if err != nil {
		return err
	}
	fmt.Fprintf(w, `No API keys in %s yet, so a development key was issued (account "dev", %d items per month).
It is shown only this once:

  export NDVAL_KEY=%s

Key id %s. Manage keys with "ndval keys list|issue|rotate|revoke". Try:

  curl -s %s/v1/validate/tax-ids -H "X-API-Key: $NDVAL_KEY" -H 'Content-Type: application/json' \
    -d '{"items":[{"id":"1","value":"30-54668997-9","country":"AR"},{"id":"2","value":"123.456.789-09","country":"BR"}]}'

`, where, defaultQuota, k.Secret(), r.ID, base)
	return nil
}
