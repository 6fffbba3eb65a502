package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
)

// Defaults of a new account's quota.
const (
	defaultQuota  = 100000
	defaultPeriod = quota.Month
)

func keys(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return flag.ErrHelp
	}
	fs := flag.NewFlagSet("keys "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	var sc storeConfig
	sc.register(fs)
	var account, env, period string
	var limit int64
	if args[0] == "issue" {
		fs.StringVar(&account, "account", "", "account that owns the key (required)")
		fs.StringVar(&env, "env", "prod", "environment label: dev, staging or prod")
		fs.Int64Var(&limit, "quota", 0, "items per period for the account (default 100000 for a new account; a low value makes a test key)")
		fs.StringVar(&period, "period", "", "quota period: month, day or hour (default month for a new account)")
	}
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	st, err := openStore(sc)
	if err != nil {
		return err
	}
	defer st.Close()
	m := apikey.Manager{Store: st}
	switch args[0] {
	case "issue":
		if account == "" {
			return errors.New("keys issue: --account is required")
		}
		if err := ensureAccount(ctx, st, account, limit, period); err != nil {
			return err
		}
		k, r, err := m.Issue(ctx, account, env)
		if err != nil {
			return err
		}
		printIssued(stdout, k, r)
		return nil
	case "rotate", "revoke":
		if fs.NArg() != 1 {
			return fmt.Errorf("keys %s: want one KEY_ID", args[0])
		}
		id := fs.Arg(0)
		if args[0] == "revoke" {
			r, err := m.Revoke(ctx, id)
			if err != nil {
				return err
			}
			fmt.Fprintf(stdout, "revoked %s (account %s); it stops working now\n", r.ID, r.Account)
			return nil
		}
		k, r, err := m.Rotate(ctx, id)
		if err != nil {
			return err
		}
		old, err := st.ByID(ctx, id)
		if err != nil {
			return err
		}
		printIssued(stdout, k, r)
		fmt.Fprintf(stdout, "the old key %s keeps working until %s\n", id, old.ExpiresAt.Format(time.RFC3339))
		return nil
	case "list":
		return listKeys(ctx, st, stdout)
	}
	return fmt.Errorf("unknown keys command %q", args[0])
}

// ensureAccount creates the account when new, or updates its quota when
// --quota or --period were given.
func ensureAccount(ctx context.Context, st apikey.Store, name string, limit int64, period string) error {
	a, err := st.Account(ctx, name)
	if errors.Is(err, apikey.ErrNotFound) {
		a = apikey.Account{Name: name, Quota: quota.Policy{Limit: defaultQuota, Period: defaultPeriod}}
	} else if err != nil {
		return err
	} else if limit == 0 && period == "" {
		return nil
	}
	if limit < 0 {
		return errors.New("--quota must be positive")
	}
	if limit > 0 {
		a.Quota.Limit = limit
	}
	if period != "" {
		p, err := quota.ParsePeriod(period)
		if err != nil {
			return err
		}
		a.Quota.Period = p
	}
	return st.PutAccount(ctx, a)
}

func printIssued(w io.Writer, k apikey.Key, r apikey.Record) {
	fmt.Fprintf(w, "key id:  %s (account %s, env %s)\n", r.ID, r.Account, r.Env)
	fmt.Fprintf(w, "api key: %s\n", k.Secret())
	fmt.Fprintln(w, "This is the only time the key is shown; store it as a secret (e.g. in an environment variable).")
}

func listKeys(ctx context.Context, st store, w io.Writer) error {
	recs, err := st.Records(ctx)
	if err != nil {
		return err
	}
	now := time.Now()
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "KEY ID\tACCOUNT\tENV\tHINT\tSTATE\tEXPIRES\tCREATED\tQUOTA USED")
	for _, r := range recs {
		used := "-"
		if a, err := st.Account(ctx, r.Account); err == nil {
			if d, err := st.Peek(ctx, r.Account, a.Quota, now); err == nil {
				used = fmt.Sprintf("%d/%d per %s", d.Used, d.Limit, a.Quota.Period)
			}
		}
		expires := "-"
		if !r.ExpiresAt.IsZero() {
			expires = r.ExpiresAt.Format(time.RFC3339)
		}
		if !r.RevokedAt.IsZero() {
			expires = r.RevokedAt.Format(time.RFC3339)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Account, r.Env, r.Hint,
			r.State(now), expires, r.CreatedAt.Format(time.RFC3339), used)
	}
	return tw.Flush()
}
