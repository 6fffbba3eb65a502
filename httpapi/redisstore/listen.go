package redisstore

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

// subscribe subscribes to the invalidation channel, waits for Redis to
// confirm, and then follows it in the background until bg ends: every
// message empties the cache; every new subscription after a reconnection
// (messages may have been lost while the connection was down) makes it
// stale, to be read again once Redis answers (see cache).
func (s *Store) subscribe(ctx, bg context.Context) error {
	ps := s.c.Subscribe(bg, s.channel())
	if _, err := ps.ReceiveTimeout(ctx, openPatience); err != nil {
		ps.Close()
		return fmt.Errorf("subscribe to %s: %w", s.channel(), err)
	}
	ch := ps.ChannelWithSubscriptions()
	s.wg.Go(func() {
		defer ps.Close()
		for {
			select {
			case <-bg.Done():
				return
			case m, ok := <-ch:
				if !ok {
					return
				}
				switch m.(type) {
				case *redis.Subscription:
					s.cache.suspect()
					s.counters.invalidations.Add(1)
				case *redis.Message:
					s.cache.clear()
					s.counters.invalidations.Add(1)
				}
			}
		}
	})
	return nil
}

// publish tells every Store on this Redis that what names changed. The
// message is a key id or an account name, never a key.
func (s *Store) publish(ctx context.Context, what string) error {
	s.cache.clear()
	return s.c.Publish(ctx, s.channel(), what).Err()
}
