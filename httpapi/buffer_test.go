package httpapi

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/wire"
	"github.com/ndval/ndval/record"
)

func TestItemPool(t *testing.T) {
	// A slice comes back from the pool all zeros, so that it keeps no
	// request's strings alive, however many items the request used.
	var p itemPool[wire.TaxIDItem]
	s := p.get()
	*s = append(*s, wire.TaxIDItem{ID: "1", Value: "x"}, wire.TaxIDItem{Country: "AR", HasID: true})
	p.put(s)
	assert.Empty(t, *s)
	assert.Equal(t, make([]wire.TaxIDItem, 2), (*s)[:2], "the items are cleared")

	big := make([]wire.TaxIDItem, maxPooledItems+1)
	p.put(&big)
	assert.Len(t, big, maxPooledItems+1, "a slice too large is left to the GC as it is")
}

func TestBatchPool(t *testing.T) {
	// A Batch goes back to the pool cleared (record's TestBatchClear
	// checks that Clear leaves no value in its memory); one of a batch
	// too large is left to the GC as it is.
	var p batchPool
	b := p.get()
	b.Reset([]record.Item{{Country: "AR", TaxID: "30-54668997-9"}})
	require.NoError(t, b.Validate(t.Context(), record.Validator{}, 0, 1))
	p.put(b)
	assert.Zero(t, b.Len())
	assert.Empty(t, b.Results())

	big := new(record.Batch)
	big.Reset(make([]record.Item, maxPooledItems+1))
	p.put(big)
	assert.Equal(t, maxPooledItems+1, big.Len(), "not cleared, not pooled")
}

func TestPooledItemsBetweenRequests(t *testing.T) {
	// Requests served one after the other by one handler, each with fewer
	// items than the last, answer as a new handler does: the pooled items
	// of one request are never another's.
	shared := newFixture(t, 1<<40)
	for _, n := range []int{7, 3, 1} {
		for _, ep := range []struct{ path, body string }{
			{"/v1/validate/tax-ids", string(benchBody(n))},
			{"/v1/validate/records", string(recordsBody(n, n == 3))},
		} {
			got := fuzzServe(t, shared, ep.path, ep.body, "application/json")
			want := fuzzServe(t, newFixture(t, 1<<40), ep.path, ep.body, "application/json")
			require.NotNil(t, got)
			require.NotNil(t, want)
			assert.JSONEq(t, want.Body.String(), got.Body.String(), "%s, %d items", ep.path, n)
		}
	}
}
