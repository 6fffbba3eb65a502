package gen

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"
)

// versionPrefix starts a version line: "Version: <source> <version>[; ...]"
// in a SOURCES.md, "# Version: <source> <version>" in a data file whose
// comment lines start with "#".
const versionPrefix = "Version: "

// Versions reads the version line of each file in paths and returns their
// parts, in order, joined by "; ": the value of a package's DataVersion,
// e.g. "iso-codes 4.15.0; libaddressinput e20690c (2025-06-12)". Each file
// must hold exactly one version line, "Version: " at the start of a line
// (after "# " in a data file), and each of its "; "-separated parts must
// name a source and then its version: "faker-js 10.6.0", not "10.6.0".
func Versions(paths ...string) (string, error) {
	var parts []string
	for _, path := range paths {
		v, err := readVersion(path)
		if err != nil {
			return "", err
		}
		parts = append(parts, v...)
	}
	return strings.Join(parts, "; "), nil
}

// readVersion returns the parts of the one version line of the file at path.
func readVersion(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var line string
	found := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		l := strings.TrimPrefix(sc.Text(), "# ")
		if v, ok := strings.CutPrefix(l, versionPrefix); ok {
			line = v
			found++
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if found != 1 {
		return nil, fmt.Errorf("%s: %d lines start with %q, want one", path, found, versionPrefix)
	}
	parts := strings.Split(line, "; ")
	for _, p := range parts {
		source, version, ok := strings.Cut(p, " ")
		if !ok || source == "" || version == "" || strings.TrimSpace(p) != p || strings.Contains(p, `"`) {
			return nil, fmt.Errorf("%s: version %q is not \"<source> <version>\"", path, p)
		}
	}
	return parts, nil
}

// WriteVersion writes the exported constant DataVersion with the value
// version (from Versions) and the doc comment doc, a paragraph of text
// without comment markers that says what data the version names. The
// generator writes it into the file that holds the tables, so that the
// version changes with the data and CI's go generate diff checks it, as
// golang.org/x/text writes its UnicodeVersion.
func WriteVersion(b *bytes.Buffer, doc, version string) {
	for line := range strings.Lines(strings.TrimSpace(doc)) {
		fmt.Fprintf(b, "// %s", line)
	}
	fmt.Fprintf(b, "\nconst DataVersion = %q\n\n", version)
}
