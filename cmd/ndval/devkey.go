package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/ndval/ndval/httpapi/apikey"
)

// firstStart issues a development key when a data directory has none:
// printed once with a curl command that uses it, or written to
// --dev-key-file. When there are keys, or the store is Redis (shared by
// replicas that start together, so none of them issues one), it says how
// to issue one.
func firstStart(ctx context.Context, st store, c serveConfig, base string, w io.Writer) error {
	recs, err := st.Records(ctx)
	if err != nil {
		return err
	}
	where := c.store.where()
	if len(recs) > 0 || c.store.redis != "" {
		fmt.Fprintf(w, "%d API key(s) in %s; no development key was issued. To issue one:\n\n  ndval keys issue %s --account NAME\n\n",
			len(recs), where, c.store.flagText())
		return nil
	}
	var f *os.File
	if c.devKeyFile != "" {
		// Opened before the key exists, so that a key is never issued
		// that nobody can read.
		if f, err = openKeyFile(c.devKeyFile); err != nil {
			return err
		}
		defer f.Close()
	}
	if err := ensureAccount(ctx, st, "dev", nil); err != nil {
		return err
	}
	m := apikey.Manager{Store: st}
	k, r, err := m.Issue(ctx, "dev", "dev")
	if err != nil {
		return err
	}
	shown := "It is shown only this once:\n\n  export NDVAL_KEY=" + k.Secret()
	if f != nil {
		if err := writeKeyFile(f, k); err != nil {
			_, _ = m.Revoke(ctx, r.ID)
			return fmt.Errorf("--dev-key-file: %w (the key was revoked)", err)
		}
		shown = "It was written to " + c.devKeyFile + " (mode 0600), not shown here:\n\n  export NDVAL_KEY=$(cat " + c.devKeyFile + ")"
	}
	fmt.Fprintf(w, `No API keys in %s yet, so a development key was issued (account "dev", %d items per month).
%s

Key id %s. Manage keys with "ndval keys list|issue|set-quota|rotate|revoke". Try:

  curl -s %s/v1/validate/tax-ids -H "X-API-Key: $NDVAL_KEY" -H 'Content-Type: application/json' \
    -d '{"items":[{"id":"1","value":"30-54668997-9","country":"AR"},{"id":"2","value":"123.456.789-09","country":"BR"}]}'

`, where, defaultQuota, shown, r.ID, base)
	return nil
}

// openKeyFile opens path for the development key, empty and readable by
// its owner only, whatever mode it had.
func openKeyFile(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return nil, fmt.Errorf("--dev-key-file: %w", err)
	}
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return nil, fmt.Errorf("--dev-key-file: %w", err)
	}
	return f, nil
}

func writeKeyFile(f *os.File, k apikey.Key) error {
	if _, err := io.WriteString(f, k.Secret()+"\n"); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	return f.Close()
}
