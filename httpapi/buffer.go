package httpapi

// Buffers for bodies and responses are pooled per handler: a 1000-item
// batch is ~100 KiB each way, and allocating that per request shows up in
// the garbage collector.

const (
	initialBufferSize = 64 << 10
	maxPooledBuffer   = 4 << 20 // larger buffers are left to the GC
)

func (h *handler) getBuffer() *[]byte {
	if b, ok := h.buffers.Get().(*[]byte); ok {
		return b
	}
	b := make([]byte, 0, initialBufferSize)
	return &b
}

func (h *handler) putBuffer(b *[]byte) {
	if cap(*b) > maxPooledBuffer {
		return
	}
	*b = (*b)[:0]
	h.buffers.Put(b)
}
