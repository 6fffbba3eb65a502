package main

import (
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"
	"golang.org/x/term"
)

// progress is the progress bar of a run, on standard error when it is a
// terminal, drawn by github.com/vbauerster/mpb. The bar measures input
// bytes against the file's size, which gives the time left; its
// decorators read the rows done from a counter when they draw, so the
// writer only stores two numbers per chunk. With no known size (standard
// input) it is a spinner with the rows and their rate. A nil *progress
// draws nothing.
type progress struct {
	p     *mpb.Progress
	bar   *mpb.Bar
	rows  atomic.Int64
	begun time.Time
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// newProgress starts a bar on w for an input of size bytes (0: unknown),
// or returns nil when show is false.
func newProgress(w io.Writer, size int64, show bool) *progress {
	if !show {
		return nil
	}
	pr := &progress{begun: time.Now()}
	// The caller decided that w is a terminal: mpb redraws it in place.
	pr.p = mpb.New(mpb.WithOutput(w), mpb.WithAutoRefresh(), mpb.WithWidth(80),
		mpb.WithRefreshRate(150*time.Millisecond))
	rows := decor.Any(func(decor.Statistics) string {
		return fmt.Sprintf("%d rows", pr.rows.Load())
	}, decor.WC{W: 14, C: decor.DindentRight})
	rate := decor.Any(func(decor.Statistics) string {
		return fmt.Sprintf("%.0f rows/s", float64(pr.rows.Load())/max(time.Since(pr.begun).Seconds(), 1e-3))
	}, decor.WC{W: 16})
	if size > 0 {
		pr.bar = pr.p.New(size, mpb.BarStyle(), mpb.PrependDecorators(rows),
			mpb.AppendDecorators(decor.Percentage(decor.WC{W: 5}), rate,
				decor.Name("  left "), decor.AverageETA(decor.ET_STYLE_GO)))
	} else {
		pr.bar = pr.p.New(0, mpb.SpinnerStyle(), mpb.PrependDecorators(rows), mpb.AppendDecorators(rate))
	}
	return pr
}

// update records rows done and input bytes read.
func (pr *progress) update(rows int, offset int64) {
	if pr == nil {
		return
	}
	pr.rows.Store(int64(rows))
	if offset > 0 {
		pr.bar.SetCurrent(offset)
	}
}

// stop draws the bar a last time and returns once it is drawn.
func (pr *progress) stop() {
	if pr == nil {
		return
	}
	pr.bar.SetTotal(-1, true)
	pr.p.Wait()
}
