package redisstore

import (
	"context"
	"errors"
	"time"
)

// errDeadline is the error of an operation that did not end by its
// deadline.
var errDeadline = errors.New("redisstore: no answer from Redis within the timeout")

// bounded runs f and returns its result, or errDeadline as soon as ctx's
// deadline passes, whatever f is waiting for: go-redis can wait past the
// deadline for a new connection to be set up (the HELLO of a connection
// made while Redis is paused). f goes on in the background and its late
// result is dropped; a late quota script counts nothing (takeScript's
// deadline), and one that counted in time is settled (ledger.go).
func bounded[T any](ctx context.Context, f func(context.Context) (T, error)) (T, error) {
	dl, ok := ctx.Deadline()
	if !ok {
		return f(ctx)
	}
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1)
	go func() {
		v, err := f(ctx)
		done <- result{v, err}
	}()
	t := time.NewTimer(time.Until(dl))
	defer t.Stop()
	select {
	case r := <-done:
		return r.v, r.err
	case <-t.C:
		var zero T
		return zero, errDeadline
	}
}
