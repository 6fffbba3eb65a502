package httpapi

// Buffers for bodies and responses, and the slices of decoded items, are
// pooled per handler: a 1000-item batch is ~100 KiB each way, and
// allocating that per request shows up in the garbage collector.

import (
	"sync"

	"github.com/ndval/ndval/record"
)

const (
	initialBufferSize = 64 << 10
	maxPooledBuffer   = 4 << 20 // larger buffers are left to the GC
)

// bufferPool pools buffers of one use, bodies or answers: a pool of each
// keeps its buffers at their use's size (an answer is a few times its
// body), so that an answer does not grow a body's buffer again.
type bufferPool struct{ p sync.Pool }

func (p *bufferPool) get() *[]byte {
	if b, ok := p.p.Get().(*[]byte); ok {
		return b
	}
	b := make([]byte, 0, initialBufferSize)
	return &b
}

func (p *bufferPool) put(b *[]byte) {
	if cap(*b) > maxPooledBuffer {
		return
	}
	*b = (*b)[:0]
	p.p.Put(b)
}

// maxPooledItems is the most items a pooled slice of decoded items holds;
// a larger one is left to the GC.
const maxPooledItems = 1 << 14

// itemPool pools the slices of decoded items of an endpoint: a 1000-item
// batch's items are tens of KiB, grown by doubling, and would otherwise
// be allocated again for every request. A pooled slice is all zeros, so
// that it holds no request's strings.
type itemPool[T any] struct{ p sync.Pool }

func (p *itemPool[T]) get() *[]T {
	if s, ok := p.p.Get().(*[]T); ok {
		return s
	}
	return new([]T)
}

// put clears the items of s that a request used and pools s.
func (p *itemPool[T]) put(s *[]T) {
	if cap(*s) > maxPooledItems {
		return
	}
	clear(*s)
	*s = (*s)[:0]
	p.p.Put(s)
}

// batchPool pools the record.Batches of an endpoint: a 500-record batch's
// results are about 700 KB, which allocated per request made the
// collector run every few requests. A pooled Batch is cleared, so that it
// holds no request's values.
type batchPool struct{ p sync.Pool }

func (p *batchPool) get() *record.Batch {
	if b, ok := p.p.Get().(*record.Batch); ok {
		return b
	}
	return new(record.Batch)
}

// put clears b and pools it, unless its batch was larger than
// maxPooledItems.
func (p *batchPool) put(b *record.Batch) {
	if b.Len() > maxPooledItems {
		return
	}
	b.Clear()
	p.p.Put(b)
}
