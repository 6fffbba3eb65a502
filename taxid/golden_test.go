package taxid

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

var goldenDump = flag.String("golden.dump", "", "write TestGolden's inputs and results to this file, one a line")

// goldenDigest is the SHA-256 of TestGolden's lines as the implementation
// before issue 14's rework wrote them: taxid's code of commit 8ced54b, as
// it stands at 02cdfd9, which added testdata/mixed.tsv, with this file.
const goldenDigest = "d419eb3508a51b192c648eaecbbe790e857d43c8e4cbaf344bb28eb6600250b8"

// TestGolden is the differential test against the implementation before
// issue 14's rework: it validates 300,000 inputs (the mixed input, every
// testdata line, and random edits of them: separators, labels, letters,
// stray and non-UTF-8 bytes, other countries and types, typed and not, by
// the default and the lenient Validator) and hashes every field of every
// result with its JSON. The digest must be the one commit 8ced54b gave.
// When it is not, an answer changed: write the lines of both versions with
// -golden.dump and compare them.
func TestGolden(t *testing.T) {
	h := sha256.New()
	var w io.Writer = h
	if *goldenDump != "" {
		f, err := os.Create(*goldenDump)
		require.NoError(t, err)
		defer f.Close()
		w = io.MultiWriter(h, f)
	}
	buf := make([]byte, 0, 512)
	for _, in := range goldenInputs(t, 300_000) {
		r := Validator{Lenient: in.lenient}.Validate(in.country, in.typ, in.value)
		buf = r.AppendJSON(buf[:0])
		fmt.Fprintf(w, "%q %q %q %v => %q %q %v %q %q %q %q %d %s\n", in.country, in.typ, in.value,
			in.lenient, r.Country, r.Type, r.Valid, r.Normalized, r.Formatted, r.Reason, r.Entity,
			r.Warnings, buf)
	}
	require.Equal(t, goldenDigest, hex.EncodeToString(h.Sum(nil)),
		"an answer differs from 8ced54b's: compare the -golden.dump output of both versions")
}

// goldenInput is one call of Validate.
type goldenInput struct {
	country, typ, value string
	lenient             bool
}

// goldenInputs returns the seeds (the mixed input and the testdata lines,
// typed and not) and random edits of them, n inputs in all, the same
// every time.
func goldenInputs(t *testing.T, n int) []goldenInput {
	var seeds []goldenInput
	for _, m := range readMixed(t) {
		seeds = append(seeds, goldenInput{m.country, m.typ, m.value, false})
	}
	var countries, types []string
	for _, tc := range readTestdata(t) {
		seeds = append(seeds, goldenInput{tc.country, tc.typ, tc.value, false},
			goldenInput{tc.country, "", tc.value, true})
		countries = append(countries, tc.country, strings.ToLower(tc.country), tc.country+" ")
		types = append(types, tc.typ, strings.ToUpper(tc.typ), " "+tc.typ)
	}
	countries = append(countries, "", "xx", "FR", "Argentina", "ZZ", "é", "\xff")
	types = append(types, "", "", "", "run", "ci", "cc", "nope", "CÉDULA", "x\xff")
	pieces := []string{"-", ".", "/", " ", ",", "_", "\u00a0", "\u2013", "\u200b", "\u200f",
		"CUIT ", "CPF: ", "R.U.T. ", "RFC ", "CL ", "N° ", "DV", "dv ", "ñ", "Ñ", "&", "K", "k",
		"0", "9", "A", "x", "\xff", "\x00", "０", "ａ", "\"", "\\", "É", "\u2028", ":", "#"}
	r := rand.New(rand.NewPCG(14, 8))
	in := append([]goldenInput(nil), seeds...)
	for len(in) < n {
		s := seeds[r.IntN(len(seeds))]
		if r.IntN(3) == 0 {
			s.country = countries[r.IntN(len(countries))]
		}
		if r.IntN(3) == 0 {
			s.typ = types[r.IntN(len(types))]
		}
		b := []byte(s.value)
		for k := r.IntN(4); k > 0; k-- {
			p := r.IntN(len(b) + 1)
			switch r.IntN(3) {
			case 0:
				b = append(b[:p:p], append([]byte(pieces[r.IntN(len(pieces))]), b[p:]...)...)
			case 1:
				if p < len(b) {
					b = append(b[:p:p], b[p+1:]...)
				}
			default:
				if p < len(b) {
					b[p] = "0123456789AK"[r.IntN(12)]
				}
			}
		}
		s.value, s.lenient = string(b), r.IntN(4) == 0
		in = append(in, s)
	}
	return in
}
