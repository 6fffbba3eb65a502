//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly || illumos

package localstore_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/ndval/ndval/httpapi/apikey"
	"github.com/ndval/ndval/httpapi/localstore"
	"github.com/ndval/ndval/httpapi/quota"
)

// An admin tool opens the directory next to the running server: it may
// change keys and accounts, and reads the usage as the server last wrote
// it. A second server is refused.
func ExampleOpenWith() {
	dir, err := os.MkdirTemp("", "ndval-data")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()

	server, err := localstore.Open(dir)
	if err != nil {
		panic(err)
	}
	defer server.Close()
	_, err = localstore.Open(dir)
	fmt.Println(errors.Is(err, localstore.ErrLocked))

	admin, err := localstore.OpenWith(dir, localstore.Options{Admin: true})
	if err != nil {
		panic(err)
	}
	defer admin.Close()
	err = admin.PutAccount(ctx, apikey.Account{Name: "acme", Quota: quota.Policy{Limit: 500, Period: quota.Month}})
	fmt.Println(err, admin.UsageWritten().IsZero()) // the server has written no usage yet

	_, err = localstore.OpenWith(dir+"-typo", localstore.Options{Admin: true})
	fmt.Println(errors.Is(err, fs.ErrNotExist))
	// Output:
	// true
	// <nil> true
	// true
}

// Running tells an admin tool whether a server holds the directory, and
// which process it is.
func ExampleRunning() {
	dir, err := os.MkdirTemp("", "ndval-data")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)

	s, err := localstore.Open(dir)
	if err != nil {
		panic(err)
	}
	h, running, err := localstore.Running(dir)
	fmt.Println(running, h.PID == os.Getpid(), err)
	s.Close()
	_, running, err = localstore.Running(dir)
	fmt.Println(running, err)
	// Output:
	// true true <nil>
	// false <nil>
}
