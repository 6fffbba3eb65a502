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
	"github.com/ndval/ndval/httpapi/localstore"
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

type serveConfig struct {
	addr, dir, tlsCert, tlsKey, metricsAddr string
	insecureHTTP                            bool
	drain                                   time.Duration
}

func serve(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c serveConfig
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.addr, "addr", "127.0.0.1:8080", "address to listen on")
	fs.StringVar(&c.dir, "data", "./ndval-data", "data directory for keys and quota usage")
	fs.StringVar(&c.tlsCert, "tls-cert", "", "TLS certificate file (PEM); serve HTTPS")
	fs.StringVar(&c.tlsKey, "tls-key", "", "TLS private key file (PEM)")
	fs.BoolVar(&c.insecureHTTP, "insecure-http", false, "allow plain HTTP on a non-loopback address (behind a TLS-terminating proxy)")
	fs.StringVar(&c.metricsAddr, "metrics-addr", "", "serve /metrics on this separate address instead of the main one")
	fs.DurationVar(&c.drain, "drain", 2*time.Second, "time between failing /readyz and stopping the listener at shutdown")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if (c.tlsCert == "") != (c.tlsKey == "") {
		return errors.New("serve: --tls-cert and --tls-key go together")
	}
	tlsOn := c.tlsCert != ""
	if !tlsOn && !c.insecureHTTP && !isLoopback(c.addr) {
		return fmt.Errorf("serve: plain HTTP is only allowed on loopback; give --tls-cert/--tls-key, or --insecure-http behind a TLS proxy")
	}

	log := slog.New(slog.NewJSONHandler(stderr, nil))
	st, err := localstore.Open(c.dir)
	if err != nil {
		return err
	}
	defer func() {
		if err := st.Close(); err != nil {
			log.Error("flush quota usage", "err", err)
		}
	}()

	ln, err := net.Listen("tcp", c.addr)
	if err != nil {
		return err
	}
	scheme := "http"
	if tlsOn {
		scheme = "https"
	}
	base := scheme + "://" + ln.Addr().String()
	if err := firstStart(ctx, st, base, stdout); err != nil {
		ln.Close()
		return err
	}

	var ready atomic.Bool
	m := newMetrics()
	api := httpapi.New(httpapi.Config{Keys: st, Quota: st, Logger: log, Observer: m, Ready: ready.Load})
	mux := http.NewServeMux()
	if c.metricsAddr == "" {
		mux.Handle("GET /metrics", m)
	}
	mux.Handle("/", api)
	srv := newServer(mux, log)
	if tlsOn {
		srv.TLSConfig = &tls.Config{MinVersion: tls.VersionTLS12}
	}

	var metricsSrv *http.Server
	if c.metricsAddr != "" {
		mmux := http.NewServeMux()
		mmux.Handle("GET /metrics", m)
		metricsSrv = newServer(mmux, log)
		mln, err := net.Listen("tcp", c.metricsAddr)
		if err != nil {
			ln.Close()
			return err
		}
		go func() { _ = metricsSrv.Serve(mln) }()
	}

	flushCtx, stopFlush := context.WithCancel(context.Background())
	defer stopFlush()
	go func() {
		t := time.NewTicker(flushEvery)
		defer t.Stop()
		for {
			select {
			case <-flushCtx.Done():
				return
			case <-t.C:
				if err := st.Flush(); err != nil {
					log.Error("flush quota usage", "err", err)
				}
			}
		}
	}()

	errc := make(chan error, 1)
	go func() {
		if tlsOn {
			errc <- srv.ServeTLS(ln, c.tlsCert, c.tlsKey)
		} else {
			errc <- srv.Serve(ln)
		}
	}()
	ready.Store(true)
	log.Info("serving", "addr", ln.Addr().String(), "tls", tlsOn, "data", c.dir)

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	// Fail readiness first so a load balancer stops sending, then let
	// in-flight requests finish.
	ready.Store(false)
	log.Info("shutting down", "drain", c.drain.String())
	time.Sleep(c.drain)
	sctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	err = srv.Shutdown(sctx)
	if metricsSrv != nil {
		_ = metricsSrv.Shutdown(sctx)
	}
	if e := <-errc; !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	log.Info("stopped")
	return err
}

func newServer(h http.Handler, log *slog.Logger) *http.Server {
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
func firstStart(ctx context.Context, st *localstore.Store, base string, w io.Writer) error {
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

`, st.Dir(), defaultQuota, k.Secret(), r.ID, base)
	return nil
}
