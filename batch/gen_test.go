package batch

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval/internal/testfile"
)

// The generator of the large files of the memory test and the
// benchmarks: deterministic (a fixed seed), from the module's own sourced
// test data, so that the rows are real public ids and accounts, valid and
// invalid in the proportions of those files (about two thirds valid).

// idPool is a tax id of the taxid test data, with its country and type
// (from the file's name, ar_cuit.txt) and whether it is valid.
type idPool struct{ country, typ, value string }

// readIDs reads the tax ids of pattern (relative to the module root).
func readIDs(t testing.TB, pattern string) []idPool {
	var out []idPool
	files, err := filepath.Glob(filepath.Join("..", pattern))
	require.NoError(t, err)
	require.NotEmpty(t, files, pattern)
	for _, f := range files {
		cc, typ, _ := strings.Cut(strings.TrimSuffix(filepath.Base(f), ".txt"), "_")
		for _, r := range testfile.Read(t, f, 2) {
			out = append(out, idPool{strings.ToUpper(cc), typ, r.Fields[1]})
		}
	}
	return out
}

// genTaxIDs writes a tax-ids CSV of n rows to w: the contract's header,
// an id, the country, the type in half the rows, and a value from the
// taxid test data.
func genTaxIDs(t testing.TB, w io.Writer, n int) {
	ids := readIDs(t, "taxid/testdata/*_*.txt")
	rng := rand.New(rand.NewPCG(15, 1))
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.WriteString("id,country,type,value\n")
	for i := range n {
		x := ids[rng.IntN(len(ids))]
		typ := x.typ
		if rng.IntN(2) == 0 {
			typ = ""
		}
		fmt.Fprintf(bw, "row-%d,%s,%s,%s\n", i, x.country, typ, csvQuote(x.value))
	}
	require.NoError(t, bw.Flush())
}

// genRecords writes a records CSV of n rows with every field: a tax id and
// an account of the record's country from the test data, and a name,
// email, phone and address made up from small lists.
func genRecords(t testing.TB, w io.Writer, n int) {
	ids := readIDs(t, "taxid/testdata/*_*.txt")
	byCountry := map[string][]string{}
	for _, x := range ids {
		byCountry[x.country] = append(byCountry[x.country], x.value)
	}
	accounts := map[string][]string{}
	for cc, pattern := range map[string]string{"AR": "ar_cbu.txt", "MX": "mx_clabe.txt", "PE": "pe_cci.txt"} {
		for _, r := range testfile.Read(t, filepath.Join("..", "account", "testdata", pattern), 2) {
			accounts[cc] = append(accounts[cc], r.Fields[1])
		}
	}
	type place struct{ cc, phone, address string }
	places := []place{
		{"AR", "011 4329-2000", "Av. Corrientes 1234, Piso 3, C1043AAZ CABA"},
		{"MX", "55 8932 4827", "Av. Juárez 100, Col. Centro, C.P. 44100, Guadalajara, Jalisco"},
		{"PE", "01 311 9898", "Av. Javier Prado Este 4200, Santiago de Surco, Lima"},
		{"BR", "(21) 3224-4477", "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200"},
		{"CL", "(2) 2670 7000", "Teatinos 120, Santiago"},
		{"CO", "601 234 4000", "Carrera 7 # 71-21, Bogotá D.C."},
	}
	names := []string{"Emma Gómez Díaz", "Juan Pérez", "Distribuidora del Sur S.A.", "Comercial Andina S.A.C.",
		"María José López Hernández", "Logística Norte Ltda.", "Ana Souza", "Servicios Integrales S.R.L."}
	rng := rand.New(rand.NewPCG(15, 2))
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.WriteString("reference_id,country,tax_id,account,account_type,email,phone,name,address\n")
	for i := range n {
		p := places[rng.IntN(len(places))]
		cids := byCountry[p.cc]
		acc := "BR83 0000 0000 0361 3000 4000 013C 1"
		if a := accounts[p.cc]; len(a) > 0 {
			acc = a[rng.IntN(len(a))]
		}
		fmt.Fprintf(bw, "rec-%d,%s,%s,%s,,contacto%d@empresa%d.com,%s,%s,%s\n", i, p.cc,
			csvQuote(cids[rng.IntN(len(cids))]), csvQuote(acc), i%1000, i%97, p.phone,
			csvQuote(names[rng.IntN(len(names))]), csvQuote(p.address))
	}
	require.NoError(t, bw.Flush())
}

func csvQuote(s string) string {
	if strings.ContainsAny(s, ",\"\n") {
		return strconv.Quote(s) // the test data holds no quote or backslash
	}
	return s
}

// genFile writes a generated file of n rows of kind into dir and returns
// its path.
func genFile(t testing.TB, dir, kind string, n int) string {
	path := filepath.Join(dir, kind+"-"+strconv.Itoa(n)+".csv")
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	if kind == "tax-ids" {
		genTaxIDs(t, f, n)
	} else {
		genRecords(t, f, n)
	}
	return path
}
