package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
)

// Defaults of a new account's quota.
const (
	defaultQuota  = 100000
	defaultPeriod = quota.Month
)

const keysUsage = `Usage: ndval keys COMMAND [flags]

Commands:
  issue --account NAME      issue an API key (printed once); creates the account
  set-quota --account NAME  change an account's quota (--quota, --period)
  rotate KEY_ID             issue a replacement; the old key works 7 more days
  revoke KEY_ID             stop a key at once
  list                      list accounts, their usage, and keys

They work on the data directory of a running server (--data), which takes
their changes within a second, or on the Redis of several replicas
(--redis), which take them at once. Run "ndval keys COMMAND -h" for its flags.
`

// keysCmd is one "ndval keys" command.
type keysCmd struct {
	synopsis, about string
	nargs           int  // positional arguments
	create          bool // creates a missing data directory
	// define registers the command's own flags and returns its action,
	// which checks them (usageError) before it calls open.
	define func(fs *flag.FlagSet) keysAction
}

type keysAction func(ctx context.Context, e keysEnv) error

// keysEnv is what a keys command works with.
type keysEnv struct {
	store storeConfig
	open  func() (store, error) // opens the store; the caller closes it
	args  []string              // positional arguments
	w     io.Writer             // standard output
}

func keysCommand(name string) (keysCmd, bool) {
	switch name {
	case "issue":
		return keysCmd{synopsis: "--account NAME [flags]", create: true, define: defineIssue,
			about: "Issue an API key for an account, creating the account when new. The key is printed once."}, true
	case "set-quota":
		return keysCmd{synopsis: "--account NAME [--quota N] [--period P] [flags]", define: defineSetQuota,
			about: "Change the quota of an existing account without issuing a key."}, true
	case "rotate":
		return keysCmd{synopsis: "[flags] KEY_ID", nargs: 1, define: defineRotate,
			about: "Issue a replacement for an active key; the old key keeps working for 7 days."}, true
	case "revoke":
		return keysCmd{synopsis: "[flags] KEY_ID", nargs: 1, define: defineRevoke,
			about: "Stop a key at once (a running server refuses it within a second)."}, true
	case "list":
		return keysCmd{synopsis: "[flags]", define: defineList,
			about: "List accounts with their quota and usage, then keys (never the keys themselves)."}, true
	}
	return keysCmd{}, false
}

func keys(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, keysUsage)
		return usageError{err: errors.New("keys: name a command")}
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, keysUsage)
		return nil
	}
	c, ok := keysCommand(args[0])
	if !ok {
		fmt.Fprint(stderr, keysUsage)
		return usageError{err: fmt.Errorf("unknown keys command %q", args[0])}
	}
	fs := newFlagSet("keys "+args[0], c.synopsis, c.about)
	var sc storeConfig
	sc.register(fs)
	action := c.define(fs)
	if err := parseFlags(fs, args[1:], c.nargs, stdout); err != nil {
		return err
	}
	if err := sc.check(); err != nil {
		return err
	}
	var st store
	defer func() {
		if st != nil {
			st.Close()
		}
	}()
	open := func() (_ store, err error) {
		st, err = openStore(ctx, sc, openOptions{create: c.create})
		return st, err
	}
	return action(ctx, keysEnv{store: sc, open: open, args: fs.Args(), w: stdout})
}

// quotaFlags are --quota and --period, shared by issue and set-quota.
type quotaFlags struct {
	fs     *flag.FlagSet
	limit  int64
	period string
}

func registerQuota(fs *flag.FlagSet, about string) *quotaFlags {
	q := &quotaFlags{fs: fs}
	fs.Int64Var(&q.limit, "quota", 0, "items per period for the account, at least 1"+about)
	fs.StringVar(&q.period, "period", "", "quota period: month, day or hour"+about)
	return q
}

// given reports whether --quota or --period was given, after checking them.
func (q *quotaFlags) given() (bool, error) {
	if isSet(q.fs, "quota") && q.limit < 1 {
		return false, usagef(q.fs.Name(), "--quota must be at least 1, got %d", q.limit)
	}
	if isSet(q.fs, "period") {
		if _, err := quota.ParsePeriod(q.period); err != nil {
			return false, usagef(q.fs.Name(), "--period %q: want month, day or hour", q.period)
		}
	}
	return isSet(q.fs, "quota") || isSet(q.fs, "period"), nil
}

// apply sets the given values on p.
func (q *quotaFlags) apply(p *quota.Policy) {
	if isSet(q.fs, "quota") {
		p.Limit = q.limit
	}
	if isSet(q.fs, "period") {
		p.Period = quota.Period(q.period)
	}
}

func defineIssue(fs *flag.FlagSet) keysAction {
	account := fs.String("account", "", "account that owns the key (required)")
	env := fs.String("env", "prod", "environment label: dev, staging or prod")
	q := registerQuota(fs, " (default 100000 per month for a new account; unchanged for an existing one)")
	return func(ctx context.Context, e keysEnv) error {
		if *account == "" {
			return usagef(fs.Name(), "--account is required")
		}
		switch *env {
		case "dev", "staging", "prod":
		default:
			return usagef(fs.Name(), "--env %q: want dev, staging or prod", *env)
		}
		if _, err := q.given(); err != nil {
			return err
		}
		st, err := e.open()
		if err != nil {
			return err
		}
		k, r, err := issueKey(ctx, st, *account, *env, q)
		if err != nil {
			return err
		}
		printIssued(e.w, k, r)
		return nil
	}
}

// issueKey issues a key for account, creating the account when new (or
// applying q to it), in one write where the store allows (see oneStep).
func issueKey(ctx context.Context, st apikey.Store, account, env string, q *quotaFlags) (apikey.Key, apikey.Record, error) {
	one := &oneStep{Store: st}
	if err := ensureAccount(ctx, one, account, q); err != nil {
		return apikey.Key{}, apikey.Record{}, err
	}
	return apikey.Manager{Store: one}.Issue(ctx, account, env)
}

// oneStep holds back the account that "keys issue" creates or changes
// until the key's record is written, and writes both together where the
// store can (the data directory: one write of keys.json), so that an
// interrupted command leaves no account without its key.
type oneStep struct {
	apikey.Store
	account *apikey.Account // held back
}

// accountKeysPutter is a store that writes an account and its keys in
// one step.
type accountKeysPutter interface {
	PutAccountAndKeys(ctx context.Context, a apikey.Account, rs ...apikey.Record) error
}

// Account returns the account held back, if it is the one asked for.
func (o *oneStep) Account(ctx context.Context, name string) (apikey.Account, error) {
	if o.account != nil && o.account.Name == name {
		return *o.account, nil
	}
	return o.Store.Account(ctx, name)
}

// PutAccount holds a back.
func (o *oneStep) PutAccount(_ context.Context, a apikey.Account) error {
	o.account = &a
	return nil
}

// Put writes the records with the account held back.
func (o *oneStep) Put(ctx context.Context, rs ...apikey.Record) error {
	if o.account == nil {
		return o.Store.Put(ctx, rs...)
	}
	a := *o.account
	o.account = nil
	if p, ok := o.Store.(accountKeysPutter); ok {
		return p.PutAccountAndKeys(ctx, a, rs...)
	}
	if err := o.Store.PutAccount(ctx, a); err != nil {
		return err
	}
	return o.Store.Put(ctx, rs...)
}

// ensureAccount creates the account when new, with the default quota
// unless q gives one, or applies q to an existing account.
func ensureAccount(ctx context.Context, st apikey.Store, name string, q *quotaFlags) error {
	a, err := st.Account(ctx, name)
	switch {
	case errors.Is(err, apikey.ErrNotFound):
		a = apikey.Account{Name: name, Quota: quota.Policy{Limit: defaultQuota, Period: defaultPeriod}}
	case err != nil:
		return err
	}
	given := false
	if q != nil {
		given, _ = q.given()
		q.apply(&a.Quota)
	}
	if err == nil && !given {
		return nil
	}
	return st.PutAccount(ctx, a)
}

func defineSetQuota(fs *flag.FlagSet) keysAction {
	account := fs.String("account", "", "account whose quota changes (required)")
	q := registerQuota(fs, "")
	return func(ctx context.Context, e keysEnv) error {
		if *account == "" {
			return usagef(fs.Name(), "--account is required")
		}
		given, err := q.given()
		if err != nil {
			return err
		}
		if !given {
			return usagef(fs.Name(), "give --quota, --period or both")
		}
		st, err := e.open()
		if err != nil {
			return err
		}
		a, err := st.Account(ctx, *account)
		if errors.Is(err, apikey.ErrNotFound) {
			return fmt.Errorf("no account %q (keys issue creates accounts)", *account)
		} else if err != nil {
			return err
		}
		old := a.Quota
		q.apply(&a.Quota)
		if err := st.PutAccount(ctx, a); err != nil {
			return err
		}
		fmt.Fprintf(e.w, "account %s: quota %d per %s (was %d per %s); usage counted so far in this period is kept\n",
			a.Name, a.Quota.Limit, a.Quota.Period, old.Limit, old.Period)
		return nil
	}
}

func defineRotate(*flag.FlagSet) keysAction {
	return func(ctx context.Context, e keysEnv) error {
		st, err := e.open()
		if err != nil {
			return err
		}
		k, r, err := apikey.Manager{Store: st}.Rotate(ctx, e.args[0])
		if err != nil {
			return keyErr(e.args[0], err)
		}
		old, err := st.ByID(ctx, e.args[0])
		if err != nil {
			return err
		}
		printIssued(e.w, k, r)
		fmt.Fprintf(e.w, "the old key %s keeps working until %s\n", old.ID, old.ExpiresAt.Format(time.RFC3339))
		return nil
	}
}

func defineRevoke(*flag.FlagSet) keysAction {
	return func(ctx context.Context, e keysEnv) error {
		st, err := e.open()
		if err != nil {
			return err
		}
		id := e.args[0]
		if r, err := st.ByID(ctx, id); err == nil && !r.RevokedAt.IsZero() {
			fmt.Fprintf(e.w, "%s (account %s) was already revoked at %s; nothing changed\n",
				r.ID, r.Account, r.RevokedAt.Format(time.RFC3339))
			return nil
		}
		r, err := apikey.Manager{Store: st}.Revoke(ctx, id)
		if err != nil {
			return keyErr(id, err)
		}
		fmt.Fprintf(e.w, "revoked %s (account %s); %s\n", r.ID, r.Account, e.store.takesEffect())
		return nil
	}
}

// keyErr says which key id a store did not know.
func keyErr(id string, err error) error {
	if errors.Is(err, apikey.ErrNotFound) {
		return fmt.Errorf("no key with id %q (keys list shows them)", id)
	}
	return err
}

func printIssued(w io.Writer, k apikey.Key, r apikey.Record) {
	fmt.Fprintf(w, "key id:  %s (account %s, env %s)\n", r.ID, r.Account, r.Env)
	fmt.Fprintf(w, "api key: %s\n", k.Secret())
	fmt.Fprintln(w, "This is the only time the key is shown; store it as a secret (e.g. in an environment variable).")
}
