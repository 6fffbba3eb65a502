// Command ndval is the reference server and command-line tool of the ndval
// validation API.
//
//	ndval serve [--addr 127.0.0.1:8080] [--data DIR] [--tls-cert F --tls-key F] [--insecure-http]
//	ndval keys issue --account NAME [--env prod] [--quota N] [--period month]
//	ndval keys rotate KEY_ID
//	ndval keys revoke KEY_ID
//	ndval keys list
//
// Keys and quota usage live in a local data directory (default
// ./ndval-data), shared by the server and the keys commands: a key issued,
// rotated or revoked from the command line takes effect in a running
// server within a second.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

const usage = `ndval validates Latin American business data.

Usage:
  ndval serve [flags]              run the API server
  ndval keys issue --account NAME  issue an API key (printed once)
  ndval keys rotate KEY_ID         issue a replacement; the old key works 7 more days
  ndval keys revoke KEY_ID         stop a key at once
  ndval keys list                  list keys (never the keys themselves)

Run "ndval serve -h" or "ndval keys issue -h" for the flags.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "ndval:", err)
		}
		os.Exit(2)
	}
}

// run executes one command; it is main without the process around it, so
// tests can call it.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return flag.ErrHelp
	}
	switch args[0] {
	case "serve":
		return serve(ctx, args[1:], stdout, stderr)
	case "keys":
		return keys(ctx, args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	fmt.Fprint(stderr, usage)
	return fmt.Errorf("unknown command %q", args[0])
}
