package localstore_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/localstore"
	"github.com/ndval/ndval/httpapi/quota"
)

// Keys and quota usage written by one Store are there when the directory
// is opened again, as after a server restart.
func ExampleOpen() {
	dir, err := os.MkdirTemp("", "ndval-data")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()
	p := quota.Policy{Limit: 1000, Period: quota.Month}
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)

	s, err := localstore.Open(dir)
	if err != nil {
		panic(err)
	}
	_ = s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: p})
	key, _, err := apikey.Manager{Store: s}.Issue(ctx, "acme", "prod")
	if err != nil {
		panic(err)
	}
	_, _ = s.Take(ctx, "acme", p, 250, now)
	if err := s.Close(); err != nil { // writes the usage, releases the directory
		panic(err)
	}

	again, err := localstore.Open(dir)
	if err != nil {
		panic(err)
	}
	defer again.Close()
	rec, err := apikey.Manager{Store: again}.Authenticate(ctx, key.Secret())
	d, _ := again.Peek(ctx, "acme", p, now)
	fmt.Println(rec.Account, err, d.Used)
	// Output:
	// acme <nil> 250
}

// Check reports a keys.json damaged under a running server, which keeps
// serving the keys it read last.
func ExampleStore_Check() {
	dir, err := os.MkdirTemp("", "ndval-data")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()

	s, err := localstore.Open(dir)
	if err != nil {
		panic(err)
	}
	defer s.Close()
	_ = s.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 500, Period: quota.Month}})
	fmt.Println(s.Check())

	_ = os.WriteFile(filepath.Join(dir, "keys.json"), []byte("{"), 0o600)
	time.Sleep(1100 * time.Millisecond) // keys.json is looked at once a second
	fmt.Println(s.Check())
	a, err := s.Account(ctx, "acme")
	fmt.Println(a.Quota.Limit, err)
	// Output:
	// <nil>
	// localstore: keys.json: unexpected end of JSON input
	// 500 <nil>
}
