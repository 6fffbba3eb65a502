// Package csvrows reads the CSV data files of the module's table
// generators (see internal/gen): a header row, then rows read into maps
// keyed by column, values trimmed of surrounding space. Lines starting
// with # before the header are comments, where a file may name its source.
package csvrows

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// Read reads the CSV file at path. It fails when a column named in need is
// missing from the header.
func Read(path string, need ...string) ([]map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.Comment = '#'
	header, err := r.Read()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for _, n := range need {
		if !slices.Contains(header, n) {
			return nil, fmt.Errorf("%s: no column %q", path, n)
		}
	}
	var rows []map[string]string
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		row := make(map[string]string, len(header))
		for i, h := range header {
			row[h] = strings.TrimSpace(rec[i])
		}
		rows = append(rows, row)
	}
	return rows, nil
}
