package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/redis/go-redis/v9"
)

const usage = `ndval validates Latin American business data.

Usage:
  ndval serve [flags]                  run the API server
  ndval keys issue --account NAME      issue an API key (printed once)
  ndval keys set-quota --account NAME  change an account's quota
  ndval keys rotate KEY_ID             issue a replacement; the old key works 7 more days
  ndval keys revoke KEY_ID             stop a key at once
  ndval keys list                      list accounts, their usage, and keys (never the keys themselves)
  ndval validate tax-ids|records FILE  validate a CSV or JSON Lines file, with no server
  ndval version                        this build and the versions of its data

Keys and quota live in a data directory (--data, default ./ndval-data) or in
Redis, shared by several servers (--redis redis://HOST:PORT/DB).
Every command takes -h for its flags. Exit status: 0 ok, 1 failure, 2 usage error.
`

func main() {
	// go-redis logs connection failures through a logger of its own,
	// global to the process: make its lines JSON like the server's.
	redis.SetLogger(redisLogger{slog.New(slog.NewJSONHandler(os.Stderr, nil))})
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(exitCode(err, os.Stderr))
}

// exitCode reports err on w and returns the exit status for it.
func exitCode(err error, w io.Writer) int {
	if err == nil {
		return 0
	}
	fmt.Fprintln(w, "ndval:", err)
	var ue usageError
	if errors.As(err, &ue) {
		if ue.cmd != "" {
			fmt.Fprintf(w, "Run \"ndval %s -h\" for its usage.\n", ue.cmd)
		}
		return 2
	}
	return 1
}

// usageError is a mistake in the command line of cmd.
type usageError struct {
	cmd string
	err error
}

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(cmd, format string, a ...any) error {
	return usageError{cmd: cmd, err: fmt.Errorf(format, a...)}
}

// run executes one command; it is main without the process around it, so
// tests can call it. Help asked for with -h or --help is not an error.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	err := dispatch(ctx, args, stdout, stderr)
	if errors.Is(err, errHelp) {
		return nil
	}
	return err
}

func dispatch(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return usageError{err: errors.New("no command")}
	}
	switch args[0] {
	case "serve":
		return serve(ctx, args[1:], stdout, stderr)
	case "keys":
		return keys(ctx, args[1:], stdout, stderr)
	case "validate":
		return validate(ctx, args[1:], stdout, stderr)
	case "version", "-version", "--version":
		return versionCmd(ctx, args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	fmt.Fprint(stderr, usage)
	return usageError{err: fmt.Errorf("unknown command %q", args[0])}
}

// errHelp is returned by parseFlags after it printed the help asked for.
var errHelp = errors.New("help printed")

// newFlagSet makes the flag set of command cmd ("serve", "keys issue"),
// whose usage is synopsis, about and the flags.
func newFlagSet(cmd, synopsis, about string) *flag.FlagSet {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: ndval %s %s\n\n%s\n", cmd, synopsis, about)
		hasFlags := false
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fmt.Fprint(fs.Output(), "\nFlags:\n")
			fs.PrintDefaults()
		}
	}
	return fs
}

// parseFlags parses args with fs and checks the number of positional
// arguments. -h and --help print the usage on stdout (errHelp, exit 0); a
// mistake is a usageError (exit 2).
func parseFlags(fs *flag.FlagSet, args []string, nargs int, stdout io.Writer) error {
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fs.SetOutput(stdout)
		fs.Usage()
		return errHelp
	}
	if err != nil {
		return usageError{cmd: fs.Name(), err: err}
	}
	switch {
	case nargs == 0 && fs.NArg() > 0:
		return usagef(fs.Name(), "%s takes no arguments, got %q", fs.Name(), fs.Arg(0))
	case fs.NArg() != nargs:
		return usagef(fs.Name(), "%s: want %d argument, got %d", fs.Name(), nargs, fs.NArg())
	}
	return nil
}

// isSet reports whether the flag name was given on the command line.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
