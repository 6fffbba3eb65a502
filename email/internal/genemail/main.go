// Command genemail turns data/providers.txt and data/disposable.txt of
// package email into its tables.go: the sorted provider domains, grouped
// by their first label with the label's letter mask, the sorted
// disposable domains, and the first-character index of the providers and
// of their names (for the typo suggestions; whole domains are looked up by
// hash). The index and the mask are computed by email/internal/domaintab,
// which the package reads them with. Run by go generate in email
// (data.go).
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/ndval/ndval/email/internal/domaintab"
	"github.com/ndval/ndval/internal/gen"
)

func main() {
	gen.Main("genemail", "tables.go", func() ([]byte, error) { return generate("data") })
}

// provider is one line of providers.txt.
type provider struct {
	domain string
	flags  string
}

// generate returns the source of tables.go from the data files in dir.
func generate(dir string) ([]byte, error) {
	providers, err := readProviders(dir + "/providers.txt")
	if err != nil {
		return nil, err
	}
	disposable, err := readDomains(dir + "/disposable.txt")
	if err != nil {
		return nil, err
	}
	version, err := gen.Versions(dir+"/providers.txt", dir+"/disposable.txt")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	gen.Header(&b, "go run ./internal/genemail", "email")
	b.WriteString("import \"github.com/ndval/ndval/email/internal/domaintab\"\n\n")
	gen.WriteVersion(&b, `DataVersion identifies the provider and disposable-domain tables built
into the package (the "# Version:" lines of data/providers.txt and
data/disposable.txt): the date the provider list was gathered, and the
commit of disposable-email-domains the throw-away domains were read from.`, version)

	domains := make([]string, len(providers))
	for i, p := range providers {
		domains[i] = p.domain
	}
	writeList(&b, "providerDomains", "the consumer mailbox domains of data/providers.txt, sorted", domains)
	names, err := writeNames(&b, providers)
	if err != nil {
		return nil, err
	}
	writeIndex(&b, "providerIndex", "providerDomains", domains)
	writeIndex(&b, "providerNameIndex", "providerNames", names)
	writeList(&b, "disposableDomains", "the throw-away mailbox domains of data/disposable.txt, sorted", disposable)
	return b.Bytes(), nil
}

func writeList(b *bytes.Buffer, name, doc string, list []string) {
	fmt.Fprintf(b, "// %s are %s.\nvar %s = [...]string{\n", name, doc, name)
	for _, d := range list {
		fmt.Fprintf(b, "\t%q,\n", d)
	}
	b.WriteString("}\n\n")
}

// writeNames writes providerNames: the groups of providers that share a
// first label, which must share their flags too. It returns the names.
func writeNames(b *bytes.Buffer, providers []provider) ([]string, error) {
	var names []string
	b.WriteString("// providerNames groups providerDomains by their first label, in order.\n")
	b.WriteString("var providerNames = [...]providerName{\n")
	for lo := 0; lo < len(providers); {
		name, _, _ := strings.Cut(providers[lo].domain, ".")
		hi := lo
		for hi < len(providers) && strings.HasPrefix(providers[hi].domain, name+".") {
			if providers[hi].flags != providers[lo].flags {
				return nil, fmt.Errorf("providers %s and %s share the name %q but not their flags", providers[lo].domain, providers[hi].domain, name)
			}
			hi++
		}
		fmt.Fprintf(b, "\t{name: %q, mask: %#08x, lo: %d, hi: %d", name, domaintab.NameMask(name), lo, hi)
		for f := range strings.SplitSeq(providers[lo].flags, ",") {
			switch f {
			case "-":
			case "only", "notypo":
				fmt.Fprintf(b, ", %s: true", f)
			default:
				return nil, fmt.Errorf("provider %s: unknown flag %q", providers[lo].domain, f)
			}
		}
		b.WriteString("},\n")
		names = append(names, name)
		lo = hi
	}
	b.WriteString("}\n\n")
	return names, nil
}

// writeIndex writes the first-character index of the sorted list.
func writeIndex(b *bytes.Buffer, name, of string, list []string) {
	fmt.Fprintf(b, "// %s is the first-character index of %s (domaintab.Index).\n", name, of)
	fmt.Fprintf(b, "var %s = domaintab.Index{", name)
	for i, n := range domaintab.BuildIndex(list) {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(b, n)
	}
	b.WriteString("}\n\n")
}

// readProviders reads providers.txt: domain<TAB>flags<TAB>sources lines.
func readProviders(path string) ([]provider, error) {
	lines, err := readLines(path)
	if err != nil {
		return nil, err
	}
	var ps []provider
	for _, line := range lines {
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("%s: %q: want domain<TAB>flags<TAB>sources", path, line)
		}
		if err := checkDomain(path, f[0]); err != nil {
			return nil, err
		}
		ps = append(ps, provider{domain: f[0], flags: f[1]})
	}
	slices.SortFunc(ps, func(a, b provider) int { return strings.Compare(a.domain, b.domain) })
	for i := 1; i < len(ps); i++ {
		if ps[i].domain == ps[i-1].domain {
			return nil, fmt.Errorf("%s: %s is listed twice", path, ps[i].domain)
		}
	}
	if len(ps) > 255 {
		return nil, fmt.Errorf("%s: more than 255 providers do not fit the uint8 group bounds", path)
	}
	return ps, nil
}

// readDomains reads disposable.txt: one domain per line.
func readDomains(path string) ([]string, error) {
	ds, err := readLines(path)
	if err != nil {
		return nil, err
	}
	for _, d := range ds {
		if err := checkDomain(path, d); err != nil {
			return nil, err
		}
	}
	slices.Sort(ds)
	ds = slices.Compact(ds)
	if len(ds) > 65535 {
		return nil, fmt.Errorf("%s: more than 65535 domains do not fit the index", path)
	}
	return ds, nil
}

// checkDomain accepts lower-case LDH domains with at least one dot, that
// start with a character of domaintab.Alphabet.
func checkDomain(path, d string) error {
	if d == "" || domaintab.Bucket(d[0]) < 0 || !strings.Contains(d, ".") || strings.HasSuffix(d, ".") || strings.Contains(d, "..") {
		return fmt.Errorf("%s: %q is not a domain", path, d)
	}
	for i := 0; i < len(d); i++ {
		c := d[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '.') {
			return fmt.Errorf("%s: %q holds %q; want lower-case ASCII letters, digits, '-' and '.'", path, d, c)
		}
	}
	return nil
}

// readLines returns the lines of path that are neither blank nor comments.
func readLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		lines = append(lines, line)
	}
	return lines, sc.Err()
}
