package batch

import (
	"flag"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFormatText: formats and encodings read their names back, in any
// case and by their other names, as flags do.
func TestFormatText(t *testing.T) {
	for _, f := range []Format{Detect, CSV, JSONLines, XLSX} {
		text, _ := f.MarshalText()
		var back Format
		assert.NoError(t, back.UnmarshalText(text))
		assert.Equal(t, f, back)
	}
	for _, e := range []Encoding{DetectEncoding, UTF8, Windows1252} {
		text, _ := e.MarshalText()
		var back Encoding
		assert.NoError(t, back.UnmarshalText(text))
		assert.Equal(t, e, back)
	}
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var f Format
	var e Encoding
	fs.TextVar(&f, "format", JSONLines, "")
	fs.TextVar(&e, "encoding", DetectEncoding, "")
	assert.NoError(t, fs.Parse([]string{"-format", "NDJSON", "-encoding", "Latin1"}))
	assert.Equal(t, JSONLines, f)
	assert.Equal(t, Windows1252, e)
	assert.ErrorContains(t, fs.Parse([]string{"-format", "ods"}), `a format is csv, jsonl or xlsx, not "ods"`)
	assert.ErrorContains(t, fs.Parse([]string{"-encoding", "ebcdic"}), `an encoding is utf-8 or windows-1252, not "ebcdic"`)
}
