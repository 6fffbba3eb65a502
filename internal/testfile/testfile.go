// Package testfile reads the testdata files of this module's tests. Each
// file starts with a "# Source: " line naming where its values come from;
// other lines starting with "#" are comments, blank lines are skipped, and
// every other line is a record of tab-separated fields. A "#options: "
// line sets options for the records after it in the same file (the last
// such line counts).
package testfile

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Record is one data line of a testdata file.
type Record struct {
	File    string   // the file's path
	Line    int      // 1-based line number
	Fields  []string // the line split at tabs, not trimmed
	Options string   // the text after the last "#options: " above, or ""
}

// Read reads the files matching pattern (filepath.Glob), in order, and
// fails t when none matches, a file lacks its source line, or a record has
// fewer than minFields fields.
func Read(t testing.TB, pattern string, minFields int) []Record {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("testdata %s: no files (%v)", pattern, err)
	}
	var records []Record
	for _, file := range files {
		records = append(records, readFile(t, file, minFields)...)
	}
	return records
}

func readFile(t testing.TB, file string, minFields int) []Record {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var records []Record
	var options string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if n == 1 && !strings.HasPrefix(line, "# Source: ") {
			t.Fatalf("%s must start with a # Source: line", file)
		}
		if o, ok := strings.CutPrefix(line, "#options: "); ok {
			options = o
			continue
		}
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) < minFields {
			t.Fatalf("%s:%d: want at least %d tab-separated fields, got %d", file, n, minFields, len(fields))
		}
		records = append(records, Record{File: file, Line: n, Fields: fields, Options: options})
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return records
}
