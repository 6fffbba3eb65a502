package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/ndval/ndval/record"
)

// kindSpec is a kind of file "ndval validate" reads: tax-ids or records.
type kindSpec struct {
	name, about string
	fields      []string // the item's fields: CSV header names and JSON members, in order
	required    []string // the fields a CSV header must have a column for
	results     []string // the result columns of a CSV output, line first and error last
	newWorker   func(j *job) kindWorker
}

func kindByName(name string) *kindSpec {
	switch name {
	case "tax-ids":
		return &taxIDsKind
	case "records":
		return &recordsKind
	}
	return nil
}

// fieldIndex returns the index of the field named f in k, or -1.
func fieldIndex(k *kindSpec, f string) int {
	for i, x := range k.fields {
		if x == f {
			return i
		}
	}
	return -1
}

// job is what the workers of a run share, read only.
type job struct {
	ctx       context.Context
	cfg       *validateConfig
	in        *input
	validator record.Validator // the same defaults as the server's
	sep       csvOut           // how CSV output is written: the input's delimiter (a comma for JSON Lines)
}

// errInvalidRows makes the exit status 1 under --fail-on-invalid.
var errInvalidRows = errors.New("some rows are invalid or unreadable (--fail-on-invalid)")

// runValidate runs a parsed "ndval validate" command.
func runValidate(ctx context.Context, c validateConfig, stdout, stderr io.Writer) error {
	in, err := openInput(&c, os.Stdin)
	if err != nil {
		return err
	}
	defer in.close()
	out, closeOut, err := createOutput(c.out, stdout)
	if err != nil {
		return err
	}
	j := &job{ctx: ctx, cfg: &c, in: in, sep: csvOut{c: ',', escapeFormulas: c.escapeFormulas}}
	if in.csv != nil {
		j.sep.c = in.csv.Comma
	}
	if !c.quiet {
		for _, n := range in.notes {
			fmt.Fprintln(stderr, "ndval:", n)
		}
	}
	began := time.Now()
	total, err := j.run(out, stderr)
	if cerr := closeOut(); err == nil && cerr != nil {
		err = fmt.Errorf("writing the output: %w", cerr)
	}
	if err != nil {
		return err
	}
	if !c.quiet {
		printSummary(stderr, &c, &total, time.Since(began))
	}
	if c.report != "" {
		if err := writeReport(c.report, &reportData{cfg: &c, tally: &total, at: time.Now(), took: time.Since(began)}); err != nil {
			return err
		}
	}
	if c.failOn && total.valids < total.rows {
		return errInvalidRows
	}
	return nil
}

// createOutput opens the output: path, or stdout when path is empty. The
// close function flushes and closes it.
func createOutput(path string, stdout io.Writer) (io.Writer, func() error, error) {
	if path == "" {
		return stdout, func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, nil, usageError{err: fmt.Errorf("cannot create the output: %w", err)}
	}
	return f, f.Close, nil
}

// run validates the whole input, writing to out, and returns the tally.
func (j *job) run(out io.Writer, stderr io.Writer) (tally, error) {
	var total tally
	total.reset()
	if j.cfg.format == "csv" {
		var head []byte
		if j.in.bom() {
			head = append(head, "\xef\xbb\xbf"...)
		}
		head = appendCSVHeader(head, j.in.header, j.cfg.kind.results, j.sep)
		if _, err := out.Write(head); err != nil {
			return total, fmt.Errorf("writing the output: %w", err)
		}
	}
	bar := newProgress(stderr, j.in.size, !j.cfg.quiet && isTerminal(stderr))
	defer bar.stop()
	err := pipeline(j.ctx, j.cfg.workers, j.in.fill,
		func() func(*chunk) { return newWorker(j).process },
		func(c *chunk) error {
			if _, err := out.Write(c.out); err != nil {
				return fmt.Errorf("writing the output: %w", err)
			}
			total.merge(&c.tally)
			bar.update(total.rows, c.offset)
			return nil
		})
	if re, ok := errors.AsType[readError](err); ok {
		return total, usageError{err: re}
	}
	if errors.Is(err, context.Canceled) {
		return total, errors.New("interrupted")
	}
	return total, err
}
