// Command gendispatch writes taxid/dispatch.go, the switches through which
// a document's check and format functions are called, from the document
// files themselves. Run by go generate in the taxid directory.
//
// A document file declares one document:
//
//	var arCUIT = document{..., id: idARCUIT}
//
// and, in the same file, its check function arCheckCUIT and, when its
// display form is not the compact value, its format function
// arAppendCUIT: <cc> and <Name> are the variable's two-letter prefix and
// the rest of its name, and the id is "id", the upper-case prefix and the
// name. The generator reads every non-test Go file of the package in name
// order, finds the document variables in declaration order, checks that
// each sets its id and has its check function, and writes one docID
// constant per document, in that order, and the two switches. A document
// added in its own file is in the dispatch after go generate, and the
// output depends only on the files, so CI's generate-diff holds.
package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"

	"github.com/ndval/ndval/internal/gen"
)

const output = "dispatch.go"

func main() { gen.Main("gendispatch", output, generate) }

// doc is one document found in a file.
type doc struct {
	file, variable string // "ar_cuit.go", "arCUIT"
	id             string // "idARCUIT"
	check, format  string // "arCheckCUIT", "arAppendCUIT" or ""
}

func generate() ([]byte, error) {
	entries, err := os.ReadDir(".")
	if err != nil {
		return nil, err
	}
	var files []string
	for _, e := range entries {
		name := e.Name()
		if strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") && name != output {
			files = append(files, name)
		}
	}
	sort.Strings(files)
	var docs []doc
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		found, err := documents(name, f)
		if err != nil {
			return nil, err
		}
		docs = append(docs, found...)
	}
	if len(docs) == 0 {
		return nil, fmt.Errorf("no document found")
	}
	return write(docs), nil
}

// documents returns the documents declared in file f, named name.
func documents(name string, f *ast.File) ([]doc, error) {
	funcs := map[string]bool{}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil {
			funcs[fd.Name.Name] = true
		}
	}
	var docs []doc
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, v := range vs.Values {
				lit, ok := v.(*ast.CompositeLit)
				if !ok || !isIdent(lit.Type, "document") {
					continue
				}
				variable := vs.Names[i].Name
				if len(variable) < 3 {
					return nil, fmt.Errorf("%s: document %s: want <cc><Name>", name, variable)
				}
				cc, rest := variable[:2], variable[2:]
				dc := doc{file: name, variable: variable, id: "id" + strings.ToUpper(cc) + rest,
					check: cc + "Check" + rest}
				if got := idOf(lit); got != dc.id {
					return nil, fmt.Errorf("%s: document %s sets id %q, want %s", name, variable, got, dc.id)
				}
				if !funcs[dc.check] {
					return nil, fmt.Errorf("%s: document %s has no function %s in its file", name, variable, dc.check)
				}
				if f := cc + "Append" + rest; funcs[f] {
					dc.format = f
				}
				docs = append(docs, dc)
			}
		}
	}
	return docs, nil
}

// idOf returns the identifier the composite literal sets its id field to.
func idOf(lit *ast.CompositeLit) string {
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok || !isIdent(kv.Key, "id") {
			continue
		}
		if id, ok := kv.Value.(*ast.Ident); ok {
			return id.Name
		}
	}
	return ""
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// write returns the source of dispatch.go.
func write(docs []doc) []byte {
	var b bytes.Buffer
	gen.Header(&b, "go run ./internal/gendispatch", "taxid")
	b.WriteString(`// The documents' functions, called through a switch on the document's id
// rather than through func values: a direct call lets the compiler see
// that a check keeps nothing of the value it reads, so that the value can
// be built on the caller's stack (see run), and lets it inline the small
// ones. Each document file declares its document and its functions;
// internal/gendispatch writes this file from them.

// The documents, in file order. The zero value is no document.
const (
	_ docID = iota
`)
	for _, d := range docs {
		fmt.Fprintf(&b, "\t%s // %s\n", d.id, d.file)
	}
	b.WriteString(`)

// check validates n, the compacted value: label and separators removed,
// letters upper-cased, full-width digits read as digits, anything else
// left as given. Its verdict has no fault when n is valid.
func (d *document) check(n string, v Validator) verdict {
	switch d.id {
`)
	for _, d := range docs {
		fmt.Fprintf(&b, "\tcase %s:\n\t\treturn %s(n, v)\n", d.id, d.check)
	}
	b.WriteString(`	}
	panic("taxid: document " + d.name + " has no check")
}

// appendFormat appends the display form of n, a value d accepts, to b. It
// appends nothing when the display form is n itself.
func (d *document) appendFormat(b []byte, n string) []byte {
	switch d.id {
`)
	for _, d := range docs {
		if d.format != "" {
			fmt.Fprintf(&b, "\tcase %s:\n\t\treturn %s(b, n)\n", d.id, d.format)
		}
	}
	b.WriteString(`	}
	return b
}
`)
	return b.Bytes()
}
