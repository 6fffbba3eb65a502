package main

import (
	"crypto/tls"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"time"
)

// certCheckEvery is how often, at most, the server looks at its
// certificate files for a change: at a handshake, once this long after
// the last look. A look is two stat calls.
const certCheckEvery = time.Second

// certFiles serves the certificate of --tls-cert and --tls-key and reads
// the pair again when either file changes, so that a renewed certificate
// (certbot, cert-manager, a mounted secret) is served without a restart.
// A pair that cannot be used (half written, the key of another
// certificate, a file removed) is logged once and the previous one stays
// in service: a bad renewal never takes HTTPS down.
type certFiles struct {
	cert, key string
	log       *slog.Logger

	mu    sync.Mutex
	cur   *tls.Certificate
	seen  fileStamps // of the files when last looked at
	after time.Time  // no look before this
}

// fileStamps tells two versions of the pair of files apart.
type fileStamps struct {
	certMod, keyMod   int64 // Unix nanoseconds
	certSize, keySize int64
	err               string // a file could not be read
}

// loadCertFiles reads the pair for the start of the server, which fails
// when it cannot be used.
func loadCertFiles(cert, key string, log *slog.Logger) (*certFiles, error) {
	c := &certFiles{cert: cert, key: key, log: log, seen: stampFiles(cert, key)}
	pair, err := tls.LoadX509KeyPair(cert, key)
	if err != nil {
		return nil, fmt.Errorf("--tls-cert and --tls-key: %w", err)
	}
	c.cur = &pair
	log.Info("TLS certificate", "not_after", pair.Leaf.NotAfter.UTC().Format(time.RFC3339))
	return c, nil
}

// getCertificate is tls.Config.GetCertificate.
func (c *certFiles) getCertificate(*tls.ClientHelloInfo) (*tls.Certificate, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if now := time.Now(); now.After(c.after) {
		c.after = now.Add(certCheckEvery)
		c.refresh()
	}
	return c.cur, nil
}

// refresh reads the pair again if the files changed since the last look.
func (c *certFiles) refresh() {
	st := stampFiles(c.cert, c.key)
	if st == c.seen {
		return
	}
	c.seen = st
	if st.err != "" {
		c.log.Error("TLS certificate files cannot be read; still serving the previous certificate", "err", st.err)
		return
	}
	pair, err := tls.LoadX509KeyPair(c.cert, c.key)
	if err != nil {
		c.log.Error("TLS certificate files changed but cannot be used; still serving the previous certificate",
			"err", err.Error())
		return
	}
	c.cur = &pair
	c.log.Info("TLS certificate reloaded", "not_after", pair.Leaf.NotAfter.UTC().Format(time.RFC3339))
}

// stampFiles returns the modification times and sizes of the two files.
func stampFiles(cert, key string) fileStamps {
	var st fileStamps
	ci, err := os.Stat(cert)
	if err != nil {
		st.err = err.Error()
		return st
	}
	ki, err := os.Stat(key)
	if err != nil {
		st.err = err.Error()
		return st
	}
	st.certMod, st.certSize = ci.ModTime().UnixNano(), ci.Size()
	st.keyMod, st.keySize = ki.ModTime().UnixNano(), ki.Size()
	return st
}
