package apikey_test

import (
	"context"
	"errors"
	"fmt"
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
	fmt.Println(errors.Is(errOld, apikey.ErrExpired), apikey.IsAuthError(errOld))
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
