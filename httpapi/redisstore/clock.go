package redisstore

import (
	"context"
	"sync"
	"time"
)

// deadlineMargin is kept between the deadline a quota script is given and
// the moment the client gives up waiting, for the answer's way back.
const deadlineMargin = 10 * time.Millisecond

// offset is Redis's clock minus this process's, as last measured, and the
// error of that measure (half its round trip).
type offset struct {
	mu    sync.Mutex
	off   time.Duration
	err   time.Duration
	known bool
}

// redisDeadline converts the local instant when the client gives up into
// the latest instant, in Redis's clock (µs), at which a script may still
// count: early by the measure's error and deadlineMargin.
func (o *offset) redisDeadline(giveUp time.Time) int64 {
	o.mu.Lock()
	off, e := o.off, o.err
	o.mu.Unlock()
	return giveUp.Add(off - e - deadlineMargin).UnixMicro()
}

// calibrate measures Redis's clock with TIME. A measure replaces the last
// one when it is as precise, or when force is set (after Redis returns, or
// after it ran a script late, in case a clock has jumped).
func (s *Store) calibrate(ctx context.Context, force bool) error {
	octx, cancel := s.op(ctx)
	defer cancel()
	t0 := time.Now()
	rt, err := s.c.Time(octx).Result()
	if err != nil {
		return err
	}
	rtt := time.Since(t0)
	o := &s.clock
	o.mu.Lock()
	defer o.mu.Unlock()
	if force || !o.known || rtt/2 <= max(o.err, time.Millisecond) {
		o.off = rt.Sub(t0.Add(rtt / 2))
		o.err = rtt / 2
		o.known = true
	}
	return nil
}
