package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
)

func defineList(*flag.FlagSet) keysAction {
	return func(ctx context.Context, e keysEnv) error {
		st, err := e.open()
		if err != nil {
			return err
		}
		if err := listKeys(ctx, st, e.w); err != nil {
			return err
		}
		if note := e.store.usageNote(st); note != "" {
			fmt.Fprintf(e.w, "\n%s\n", note)
		}
		return nil
	}
}

// listKeys prints the accounts with their quota and usage, the keys, and
// how current the usage is.
func listKeys(ctx context.Context, st store, w io.Writer) error {
	accts, err := st.Accounts(ctx)
	if err != nil {
		return err
	}
	recs, err := st.Records(ctx)
	if err != nil {
		return err
	}
	now := time.Now()
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ACCOUNT\tQUOTA USED\tRESETS")
	for _, a := range accts {
		used, resets := "-", "-"
		if d, err := st.Peek(ctx, a.Name, a.Quota, now); err == nil {
			used = fmt.Sprintf("%d/%d per %s", d.Used, d.Limit, a.Quota.Period)
			resets = d.Reset.Format(time.RFC3339)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", a.Name, used, resets)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "KEY ID\tACCOUNT\tENV\tHINT\tSTATE\tEXPIRES\tCREATED")
	for _, r := range recs {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Account, r.Env, r.Hint,
			r.State(now), ends(r), r.CreatedAt.Format(time.RFC3339))
	}
	return tw.Flush()
}

// ends is when a key stops or stopped working: its revocation, or the end
// of its sunset; "-" for an active key.
func ends(r apikey.Record) string {
	switch {
	case !r.RevokedAt.IsZero():
		return r.RevokedAt.Format(time.RFC3339)
	case !r.ExpiresAt.IsZero():
		return r.ExpiresAt.Format(time.RFC3339)
	}
	return "-"
}
