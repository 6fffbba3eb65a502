package redistest

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Quiet silences go-redis's own log lines (refused connections while a
// test has stopped its server) for the whole test binary. Call it from
// TestMain, before the tests run.
func Quiet() { redis.SetLogger(discard{}) }

type discard struct{}

func (discard) Printf(context.Context, string, ...any) {}
