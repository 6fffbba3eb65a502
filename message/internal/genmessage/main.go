// Command genmessage writes tables.go of package message from the
// catalogs data/en.txt, data/es.txt and data/pt.txt: every key, sorted,
// and its text in each language. A key missing from one catalog, a
// duplicate key, or a placeholder that differs between languages stops
// it. Run by go generate in package message.
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"

	"github.com/ndval/ndval/internal/gen"
)

func main() { gen.Main("genmessage", "tables.go", generate) }

// langs are the catalogs, in the order of package message's Lang values.
var langs = []string{"en", "es", "pt"}

// placeholder matches a {name} placeholder.
var placeholder = regexp.MustCompile(`\{[a-z_]+\}`)

func generate() ([]byte, error) {
	cats := make([]map[string]string, len(langs))
	for i, l := range langs {
		c, err := read("data/" + l + ".txt")
		if err != nil {
			return nil, err
		}
		cats[i] = c
	}
	var keys []string
	for k := range cats[0] {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for i, c := range cats {
		if len(c) != len(keys) {
			for k := range c {
				if _, ok := cats[0][k]; !ok {
					return nil, fmt.Errorf("data/%s.txt: key %s is not in data/en.txt", langs[i], k)
				}
			}
		}
		for _, k := range keys {
			t, ok := c[k]
			if !ok {
				return nil, fmt.Errorf("data/%s.txt: no message for %s", langs[i], k)
			}
			want := placeholder.FindAllString(cats[0][k], -1)
			got := placeholder.FindAllString(t, -1)
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(want, got) {
				return nil, fmt.Errorf("data/%s.txt: %s has placeholders %v, English %v", langs[i], k, got, want)
			}
		}
	}
	var b bytes.Buffer
	gen.Header(&b, "go run ./internal/genmessage", "message")
	b.WriteString("// keys holds every message key, sorted.\n")
	b.WriteString("var keys = [...]string{\n")
	for _, k := range keys {
		fmt.Fprintf(&b, "\t%q,\n", k)
	}
	b.WriteString("}\n\n")
	b.WriteString("// texts holds each key's message in each language, in the order of keys.\n")
	b.WriteString("var texts = [numLangs][len(keys)]string{\n")
	for i, c := range cats {
		fmt.Fprintf(&b, "\t{ // %s\n", langs[i])
		for _, k := range keys {
			fmt.Fprintf(&b, "\t\t%q,\n", c[k])
		}
		b.WriteString("\t},\n")
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}

// read reads a catalog: lines KEY<TAB>message; # starts a comment.
func read(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, t, ok := strings.Cut(line, "\t")
		if !ok || k == "" || strings.TrimSpace(t) == "" {
			return nil, fmt.Errorf("%s:%d: want KEY<TAB>message", path, n)
		}
		if _, dup := out[k]; dup {
			return nil, fmt.Errorf("%s:%d: %s twice", path, n, k)
		}
		out[k] = t
	}
	return out, sc.Err()
}
