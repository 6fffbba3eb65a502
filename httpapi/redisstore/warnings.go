package redisstore

import (
	"context"
	"fmt"
	"strings"
	"sync"
)

// warnings are the settings a serving Store found that lose data or
// over-admit without stopping it; see Warnings.
type warnings struct {
	mu          sync.Mutex
	persistence string // Redis keeps nothing on disk
	replicas    string // more replicas than Options.Replicas
}

// Warnings returns what the Store found wrong in how it is set up, for
// /readyz and the start's log: Redis keeping nothing on disk (neither an
// append-only file nor RDB snapshots: a Redis restart loses every key and
// account), and more replicas subscribed than Options.Replicas (during an
// outage each serves 1/Replicas of what remained, so together they
// over-admit). Each is logged once when found. They name no key, account
// or address.
func (s *Store) Warnings() []string {
	s.warn.mu.Lock()
	defer s.warn.mu.Unlock()
	var out []string
	for _, w := range []string{s.warn.persistence, s.warn.replicas} {
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// checkPersistence asks Redis whether it keeps its data on disk. A Redis
// that refuses CONFIG (a managed service may) is not warned about.
func (s *Store) checkPersistence(ctx context.Context) {
	octx, cancel := s.op(ctx)
	defer cancel()
	aof, err := s.c.ConfigGet(octx, "appendonly").Result()
	if err != nil {
		return
	}
	save, err := s.c.ConfigGet(octx, "save").Result()
	if err != nil {
		return
	}
	var w string
	if aof["appendonly"] != "yes" && strings.TrimSpace(save["save"]) == "" {
		w = "Redis keeps nothing on disk (appendonly no, save \"\"): a Redis restart loses every key and account; " +
			"turn on appendonly (or RDB snapshots)"
	}
	s.setWarning(&s.warn.persistence, w)
}

// checkReplicas counts the serving Stores subscribed to the invalidation
// channel: every replica is one.
func (s *Store) checkReplicas(ctx context.Context) {
	octx, cancel := s.op(ctx)
	defer cancel()
	n, err := s.c.PubSubNumSub(octx, s.channel()).Result()
	if err != nil {
		return
	}
	var w string
	if seen := n[s.channel()]; seen > int64(s.o.Replicas) {
		w = fmt.Sprintf("%d replicas share this Redis and prefix but --replicas is %d: during an outage each serves "+
			"1/%d of what remained, so together they admit more than the quota; set --replicas %d", seen, s.o.Replicas, s.o.Replicas, seen)
	}
	s.setWarning(&s.warn.replicas, w)
}

// setWarning sets a warning, logging it when it appears.
func (s *Store) setWarning(slot *string, w string) {
	s.warn.mu.Lock()
	changed := *slot != w
	*slot = w
	s.warn.mu.Unlock()
	if changed && w != "" {
		s.log.Warn(w)
	}
}
