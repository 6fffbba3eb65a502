package batch

import (
	"context"
	"errors"
	"sync"
)

// The pipeline of Run (the package doc tells it): one goroutine reads
// rows into chunks, a pool of workers validates chunks and encodes their
// output, and the calling goroutine writes the chunks in input order.

// Chunk bounds: a chunk is full at chunkRows rows or chunkBytes bytes of
// input, whichever comes first.
const (
	chunkRows       = 512
	chunkBytes      = 64 << 10
	chunksPerWorker = 4
)

// chunk is a batch of consecutive rows, its output and its counts.
type chunk struct {
	seq    int
	rows   []inRow
	data   []byte // the rows' input: CSV fields or JSON lines, one after the other
	ends   []int  // the end of each field (CSV) or line (JSON Lines) in data
	offset int64  // input bytes read once the chunk was filled
	out    []byte
	counts counts
}

// inRow is one row of input: where its text is in the chunk, or why it
// could not be read.
type inRow struct {
	line, index int
	first, n    int   // its fields (CSV) or line (JSON Lines): ends[first:first+n]
	err         error // a csvin record error, or a lineError
}

// reset empties the chunk for a new batch, keeping its memory.
func (c *chunk) reset(seq int) {
	c.seq = seq
	c.rows, c.data, c.ends, c.out = c.rows[:0], c.data[:0], c.ends[:0], c.out[:0]
}

// full reports whether the chunk holds enough rows to be sent on.
func (c *chunk) full() bool { return len(c.rows) >= chunkRows || len(c.data) >= chunkBytes }

// pipeline runs fill, work and emit as described above, with n workers.
// fill fills an empty chunk and reports whether more input follows; work
// validates a chunk with a worker's own state, under the pipeline's
// context, which is done once the run stops; emit writes a chunk, in
// order. It returns the first error of fill (a *ReadError) or emit, or
// ctx's.
func pipeline(ctx context.Context, n int, fill func(*chunk) (bool, error),
	newWorker func() func(context.Context, *chunk), emit func(*chunk) error) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	inFlight := n * chunksPerWorker
	free := make(chan *chunk, inFlight)
	for range inFlight {
		free <- new(chunk)
	}
	todo, done := make(chan *chunk, inFlight), make(chan *chunk, inFlight)
	go readChunks(ctx, cancel, free, todo, fill)
	var wg sync.WaitGroup
	for range n {
		work := newWorker()
		wg.Go(func() {
			for c := range todo {
				if ctx.Err() == nil {
					work(ctx, c)
				}
				done <- c
			}
		})
	}
	go func() { wg.Wait(); close(done) }()

	pending := make(map[int]*chunk, inFlight)
	next := 0
	for c := range done {
		pending[c.seq] = c
		for c, ok := pending[next]; ok; c, ok = pending[next] {
			delete(pending, next)
			next++
			if ctx.Err() == nil {
				if err := emit(c); err != nil {
					cancel(err)
				}
			}
			free <- c
		}
	}
	if err := context.Cause(ctx); err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	return ctx.Err()
}

// readChunks is the reader goroutine: it fills free chunks in sequence
// and sends them on until the input ends, fails, or ctx is done.
func readChunks(ctx context.Context, cancel context.CancelCauseFunc, free <-chan *chunk, todo chan<- *chunk,
	fill func(*chunk) (bool, error)) {
	defer close(todo)
	for seq := 0; ; seq++ {
		var c *chunk
		select {
		case c = <-free:
		case <-ctx.Done():
			return
		}
		c.reset(seq)
		more, err := fill(c)
		if err != nil {
			cancel(&ReadError{err})
			return
		}
		if len(c.rows) > 0 || more {
			todo <- c // never blocks: todo has room for every chunk
		}
		if !more {
			return
		}
	}
}
