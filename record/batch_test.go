package record

import (
	"context"
	"reflect"
	"strconv"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mixedItems are n records of several countries and shapes: every field,
// some, none, a bad country.
func mixedItems(n int) []Item {
	shapes := []Item{full, fullMX, {Country: "BR", Name: "João Silva", Phone: "(21) 3224-4477"},
		{Country: "xx", TaxID: "20-12345678-6"}, {Country: "CO"}, {Country: "AR", TaxID: "30-54668997-9", Name: "YPF S.A."},
		{Country: "PE", TaxID: "20131312955", Address: "Av. Arequipa 123, Lima"}, {Country: "MX", Email: "ana@gmail.com"}}
	items := make([]Item, n)
	for i := range items {
		items[i] = shapes[i%len(shapes)]
		items[i].ReferenceID = strconv.Itoa(i)
	}
	return items
}

func TestBatchReuse(t *testing.T) {
	// One Batch through batches of other sizes and shapes, larger and
	// smaller than before, answers what Validate answers for each item:
	// no result of an earlier batch shows through.
	var b Batch
	for _, n := range []int{0, 40, 3, 100, 7, 100, 1} {
		items := mixedItems(n)
		// A shifted mix, so that an item's fields differ from those of
		// the item at its place in the last batch.
		items = append(items[n/2:], items[:n/2]...)
		b.Reset(items)
		require.Equal(t, n, b.Len())
		require.NoError(t, b.Validate(t.Context(), Validator{}, 0, n))
		require.Len(t, b.Results(), n)
		for i, it := range items {
			require.Equal(t, Validator{}.Validate(t.Context(), it), b.Results()[i], "batch of %d, item %d", n, i)
		}
	}
}

func TestBatchRanges(t *testing.T) {
	// Goroutines validating disjoint ranges of one batch (go test -race
	// checks they share nothing else); an item outside every range keeps
	// the zero Result.
	items := mixedItems(3*batchGroup + 9)
	var b Batch
	b.Reset(items)
	var wg sync.WaitGroup
	for lo := 0; lo < len(items)-1; lo += 13 {
		wg.Go(func() { assert.NoError(t, b.Validate(t.Context(), Validator{}, lo, min(lo+13, len(items)-1))) })
	}
	wg.Wait()
	last := len(items) - 1
	for i, it := range items[:last] {
		require.Equal(t, Validator{}.Validate(t.Context(), it), b.Results()[i], "item %d", i)
	}
	assert.Zero(t, b.Results()[last], "not validated")
}

func TestBatchStops(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	var b Batch
	b.Reset(mixedItems(10))
	assert.ErrorIs(t, b.Validate(ctx, Validator{}, 0, 10), context.Canceled)
	for _, r := range b.Results() {
		assert.Zero(t, r, "nothing validated after the context is done")
	}
}

func TestBatchClear(t *testing.T) {
	// After Clear the Batch holds no string of the batch, up to the
	// capacity of its memory (what a pooled Batch keeps alive), and is
	// empty.
	var b Batch
	b.Reset(mixedItems(50))
	require.NoError(t, b.Validate(t.Context(), Validator{}, 0, 50))
	b.Clear()
	assert.Zero(t, b.Len())
	assert.Empty(t, b.Results())
	require.NotEmpty(t, b.addresses, "the groups' addresses went through an address.Batch")
	for _, g := range b.addresses {
		require.Zero(t, g.countries)
		require.Zero(t, g.values)
		require.Zero(t, g.out)
	}
	v := reflect.ValueOf(&b).Elem()
	for i := range v.NumField() {
		s := v.Field(i)
		switch v.Type().Field(i).Name {
		case "mu", "addresses":
			continue // checked above
		}
		require.Equal(t, reflect.Slice, s.Kind(), v.Type().Field(i).Name)
		for k := range s.Cap() {
			require.True(t, s.Slice(0, s.Cap()).Index(k).IsZero(), "%s[%d] after Clear", v.Type().Field(i).Name, k)
		}
	}
	// And it serves the next batch as a new one.
	items := mixedItems(20)
	b.Reset(items)
	require.NoError(t, b.Validate(t.Context(), Validator{}, 0, 20))
	for i, it := range items {
		require.Equal(t, Validator{}.Validate(t.Context(), it), b.Results()[i], "item %d", i)
	}
}

func TestBatchAllocs(t *testing.T) {
	// A Batch at its size allocates nothing of its own for another batch
	// of the same shape: what is left is the field packages' own (strings
	// they build, errors).
	items := mixedItems(64)
	var b Batch
	fresh := testing.AllocsPerRun(20, func() {
		var b Batch
		b.Reset(items)
		_ = b.Validate(context.Background(), Validator{}, 0, len(items))
	})
	reused := testing.AllocsPerRun(20, func() {
		b.Reset(items)
		_ = b.Validate(context.Background(), Validator{}, 0, len(items))
	})
	// A new Batch's memory: results, rooms, six kinds of field, checks, an
	// address group and the list that keeps it; and the Batch itself,
	// which its mutex sends to the heap.
	assert.Equal(t, float64(12), fresh-reused)
}
