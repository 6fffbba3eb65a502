package apikey_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
)

func ExampleParse() {
	// A typo is caught by the key's checksum, before any store is asked.
	k, err := apikey.New()
	if err != nil {
		panic(err)
	}
	s := k.Secret()
	typo := s[:10] + string(s[10]^1) + s[11:]
	_, err = apikey.Parse(typo)
	fmt.Println(len(s), s[:3], err != nil)

	// The hyphenated prefix of one reference page is refused too.
	_, err = apikey.Parse("nd-" + s[3:])
	fmt.Println(err != nil)
	// Output:
	// 33 nd_ true
	// true
}

// Rotation: the old key keeps working for the sunset, then stops.
func ExampleManager_Rotate() {
	ctx := context.Background()
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	store := &apikey.Memory{}
	_ = store.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 1000, Period: quota.Month}})
	m := apikey.Manager{Store: store, Now: func() time.Time { return now }}

	oldKey, rec, _ := m.Issue(ctx, "acme", "prod")
	newKey, _, _ := m.Rotate(ctx, rec.ID)

	_, errOld := m.Authenticate(ctx, oldKey.Secret())
	_, errNew := m.Authenticate(ctx, newKey.Secret())
	fmt.Println(errOld, errNew)

	now = now.Add(apikey.DefaultSunset + time.Second)
	_, errOld = m.Authenticate(ctx, oldKey.Secret())
	fmt.Println(errors.Is(errOld, apikey.ErrExpired), errors.Is(errOld, apikey.ErrUnauthenticated))
	// Output:
	// <nil> <nil>
	// true true
}

// An admin tool lists accounts through AccountLister, whichever store
// holds them.
func ExampleAccountLister() {
	ctx := context.Background()
	store := &apikey.Memory{}
	_ = store.PutAccount(ctx, apikey.Account{Name: "trial", Quota: quota.Policy{Limit: 500, Period: quota.Month}})
	_ = store.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 100000, Period: quota.Month}})

	var lister apikey.AccountLister = store
	accounts, err := lister.Accounts(ctx)
	for _, a := range accounts {
		fmt.Println(a.Name, a.Quota.Limit, a.Quota.Period)
	}
	fmt.Println(err)
	// Output:
	// acme 100000 month
	// trial 500 month
	// <nil>
}

// A new key prints as its hint; only Secret gives the key itself.
func ExampleNew() {
	k, err := apikey.New()
	if err != nil {
		panic(err)
	}
	s := k.Secret()
	fmt.Println(len(s) == apikey.Len, strings.HasPrefix(s, apikey.Prefix))
	fmt.Println(k.String() == apikey.Hint(s), fmt.Sprint(k) == apikey.Hint(s), len([]rune(k.String())))
	// Output:
	// true true
	// true true 8
}

// Issue gives the key once; the store keeps its hash under a public id.
func ExampleManager_Issue() {
	ctx := context.Background()
	store := &apikey.Memory{}
	m := apikey.Manager{Store: store}
	_, _, err := m.Issue(ctx, "acme", "prod")
	fmt.Println(errors.Is(err, apikey.ErrNotFound)) // the account must exist first

	_ = store.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 100000, Period: quota.Month}})
	key, rec, err := m.Issue(ctx, "acme", "prod")
	if err != nil {
		panic(err)
	}
	fmt.Println(strings.HasPrefix(rec.ID, "key_"), rec.Account, rec.Env, rec.Hash == key.Hash(), rec.Hint == key.String())
	stored, _ := store.ByID(ctx, rec.ID)
	fmt.Println(stored.State(time.Now()))
	// Output:
	// true
	// true acme prod true true
	// active
}

// Authenticate tells a bad key (answer 401, whatever the cause) from a
// store that cannot answer (503).
func ExampleManager_Authenticate() {
	ctx := context.Background()
	store := &apikey.Memory{}
	_ = store.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 1000, Period: quota.Month}})
	m := apikey.Manager{Store: store}
	key, _, _ := m.Issue(ctx, "acme", "dev")
	other, _ := apikey.New() // well formed, never issued

	for _, secret := range []string{key.Secret(), other.Secret(), "nd_not-a-key"} {
		rec, err := m.Authenticate(ctx, secret)
		switch {
		case err == nil:
			fmt.Println("ok, account", rec.Account)
		case errors.Is(err, apikey.ErrUnauthenticated):
			fmt.Println("401:", err)
		default:
			fmt.Println("503:", err)
		}
	}
	// Output:
	// ok, account acme
	// 401: apikey: unknown key
	// 401: apikey: malformed key
}

func ExampleManager_Revoke() {
	ctx := context.Background()
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	store := &apikey.Memory{}
	_ = store.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 1000, Period: quota.Month}})
	m := apikey.Manager{Store: store, Now: func() time.Time { return now }}
	key, rec, _ := m.Issue(ctx, "acme", "prod")

	rec, err := m.Revoke(ctx, rec.ID)
	fmt.Println(err, rec.State(now), rec.RevokedAt.Equal(now))
	_, err = m.Authenticate(ctx, key.Secret())
	fmt.Println(errors.Is(err, apikey.ErrRevoked))
	// Output:
	// <nil> revoked true
	// true
}

// Memory is a Store and an AccountLister whose zero value is ready: what an
// embedding program or a test needs.
func ExampleMemory() {
	ctx := context.Background()
	var store apikey.Store = &apikey.Memory{}
	_ = store.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 1000, Period: quota.Day}})
	a, err := store.Account(ctx, "acme")
	fmt.Println(a.Name, a.Quota.Limit, a.Quota.Period, err)
	_, err = store.Account(ctx, "nobody")
	fmt.Println(errors.Is(err, apikey.ErrNotFound))
	// Output:
	// acme 1000 day <nil>
	// true
}

func ExampleRecord_State() {
	created := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	r := apikey.Record{CreatedAt: created, ExpiresAt: created.AddDate(0, 0, 7)} // rotated out on the 1st
	fmt.Println(r.State(created.AddDate(0, 0, 1)), r.State(created.AddDate(0, 0, 8)))
	r.RevokedAt = created.AddDate(0, 0, 2)
	fmt.Println(r.State(created.AddDate(0, 0, 3)))
	// Output:
	// sunset expired
	// revoked
}
