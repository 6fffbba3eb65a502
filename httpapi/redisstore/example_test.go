package redisstore_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/quota"
	"github.com/ndval/ndval/httpapi/redisstore"
	"github.com/redis/go-redis/v9"
)

// Two replicas open Stores on one Redis: they share keys and quota.
func ExampleOpen() {
	m, err := miniredis.Run() // a Redis in process, for the example
	if err != nil {
		panic(err)
	}
	defer m.Close()
	ctx := context.Background()
	url := "redis://" + m.Addr() + "/0"
	o := redisstore.Options{Timeout: time.Second} // generous, for a busy test machine; the default is 100 ms
	a, err := redisstore.Open(ctx, url, "", o)
	if err != nil {
		panic(err)
	}
	defer a.Close()
	b, err := redisstore.Open(ctx, url, "", o)
	if err != nil {
		panic(err)
	}
	defer b.Close()

	p := quota.Policy{Limit: 1000, Period: quota.Month}
	_ = a.PutAccount(ctx, apikey.Account{Name: "acme", Quota: p})
	key, _, _ := apikey.Manager{Store: a}.Issue(ctx, "acme", "prod")
	rec, err := apikey.Manager{Store: b}.Authenticate(ctx, key.Secret())
	fmt.Println(rec.Account, err)

	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	d, _ := a.Take(ctx, "acme", p, 600, now)
	fmt.Println(d.Allowed, d.Remaining)
	d, _ = b.Take(ctx, "acme", p, 500, now)
	fmt.Println(d.Allowed, d.Remaining)
	// Output:
	// acme <nil>
	// true 400
	// false 400
}

// New takes a client made elsewhere, for instance a Redis Cluster client
// (redis.NewClusterClient) or one with hooks.
func ExampleNew() {
	m, err := miniredis.Run()
	if err != nil {
		panic(err)
	}
	defer m.Close()
	opt, err := redisstore.ClientOptions("redis://"+m.Addr()+"/0", "")
	if err != nil {
		panic(err)
	}
	s, err := redisstore.New(context.Background(), redis.NewClient(opt), redisstore.Options{FailClosed: true})
	if err != nil {
		panic(err)
	}
	defer s.Close()
	fmt.Println(s.Up(), s.Check())
	// Output:
	// true <nil>
}

func ExampleClientOptions() {
	opt, err := redisstore.ClientOptions("rediss://cache.example.com:6380/2", "from NDVAL_REDIS_PASSWORD")
	fmt.Println(opt.Addr, opt.DB, opt.TLSConfig.InsecureSkipVerify, opt.ReadTimeout, opt.MaxRetries, err)
	// Output:
	// cache.example.com:6380 2 false 100ms -1 <nil>
}

func ExampleRedact() {
	fmt.Println(redisstore.Redact("rediss://ndval:s3cret@cache.example.com:6380/0"))
	// Output:
	// rediss://ndval:xxxxx@cache.example.com:6380/0
}

// A Store that cannot decide for want of Redis says so with an error
// wrapping ErrUnavailable; the server answers 503 service_unavailable.
func ExampleErrUnavailable() {
	err := fmt.Errorf("quota: %w", redisstore.ErrUnavailable)
	fmt.Println(errors.Is(err, redisstore.ErrUnavailable))
	// Output:
	// true
}
