package redisstore

import (
	"bytes"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ndval/ndval/httpapi/redisstore/redistest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWarnings: a serving Store warns, in Warnings and once in its log,
// when Redis keeps nothing on disk, and when more replicas share the
// Redis and prefix than Options.Replicas says.
func TestWarnings(t *testing.T) {
	t.Parallel() // it waits on its own Redis; the timing tests run alone
	if testing.Short() {
		t.Skip("starts a Redis server")
	}
	private := redistest.Start(t) // an append-only file
	bare := redistest.Start(t)
	c := bare.Client()
	require.NoError(t, c.ConfigSet(ctx, "appendonly", "no").Err())
	require.NoError(t, c.ConfigSet(ctx, "save", "").Err())
	c.Close()

	for _, tc := range []struct {
		name     string
		url      string
		replicas int // opened
		want     []string
	}{
		{"persisted, two replicas of two", private.URL(), 2, nil},
		{"nothing on disk", bare.URL(), 1, []string{"Redis keeps nothing on disk"}},
		{"three replicas of two", private.URL(), 3, []string{"3 replicas share this Redis and prefix but --replicas is 2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var mu sync.Mutex
			var logs bytes.Buffer
			o := Options{Prefix: redistest.Prefix(t), Replicas: 2, ProbeEvery: 10 * time.Millisecond,
				Logger: slog.New(slog.NewJSONHandler(lockedWriter{&mu, &logs}, nil))}
			var stores []*Store
			for range tc.replicas {
				stores = append(stores, open(t, tc.url, o))
			}
			s := stores[0]
			if tc.want == nil {
				time.Sleep(calibrateEvery * o.ProbeEvery * 2)
				assert.Empty(t, s.Warnings())
				return
			}
			require.Eventually(t, func() bool { return len(s.Warnings()) == len(tc.want) }, 5*time.Second, 10*time.Millisecond)
			for i, w := range tc.want {
				assert.Contains(t, s.Warnings()[i], w)
				mu.Lock()
				n := strings.Count(logs.String(), w)
				assert.True(t, n >= 1 && n <= len(stores), "logged once by each store that found it: %d", n)
				mu.Unlock()
			}
		})
	}
}
