package main

import (
	"context"
	"fmt"
	"log/slog"
)

// redisLogger writes go-redis's own lines (connection failures, which
// name the address, never the password) as warnings of the server's log.
type redisLogger struct{ log *slog.Logger }

func (l redisLogger) Printf(ctx context.Context, format string, v ...any) {
	l.log.WarnContext(ctx, "redis client: "+fmt.Sprintf(format, v...))
}
