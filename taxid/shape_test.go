package taxid

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ndval/ndval/internal/clean"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// matchForm is shape.match's rule byte by byte: form is written with 9
// for a digit.
func matchForm(form, v string) bool {
	if len(v) != len(form) {
		return false
	}
	for i := range len(v) {
		if form[i] == '9' && !isDigit(v[i]) || form[i] != '9' && v[i] != form[i] {
			return false
		}
	}
	return true
}

// compactForm is shape.compact's rule byte by byte: the bytes of v where
// form has a 9.
func compactForm(form, v string) string {
	var b []byte
	for i := range len(v) {
		if form[i] == '9' {
			b = append(b, v[i])
		}
	}
	return string(b)
}

// shapedDocuments returns the documents with a shape and their countries.
func shapedDocuments(t testing.TB) (docs []*document, codes []string) {
	for _, code := range Countries() {
		c := findCountry(code)
		require.NotNil(t, c, code)
		for _, d := range c.docs {
			if d.shape.size != 0 {
				docs, codes = append(docs, d), append(codes, code)
			}
		}
	}
	return docs, codes
}

// TestShape checks each shape against its display form: every valid
// value of digits of its document in testdata is displayed in the shape,
// which matches it and compacts it to its Normalized form, and plain
// gives what the general path gives on it; match and compact agree with
// the byte rules on the display form with any one byte changed, and a
// value matched is damaged exactly when its digits are zeros; and plain,
// through plainShape, gives what the general path gives on random values
// written in the shape, with and without a valid check digit, none of
// them ambiguous (plainShape allocates before it knows).
func TestShape(t *testing.T) {
	docs, codes := shapedDocuments(t)
	require.NotEmpty(t, docs)
	for _, form := range []string{"9999999", strings.Repeat("9", 32), "9-9-9-9-9-9-9-9-9"} {
		assert.Panics(t, func() { newShape(form) }, form)
	}
	for _, tc := range readTestdata(t) {
		d := findCountry(tc.country).lookup(tc.typ)
		form := d.shape.form
		if form == "" || !strings.HasPrefix(tc.expect, "valid") {
			continue
		}
		r := Validate(tc.country, tc.typ, tc.value)
		require.True(t, r.Valid, "%s:%d", tc.file, tc.line)
		if !allDigits(r.Normalized) {
			continue // a shape is for digits: the alphanumeric CNPJ is not read by it
		}
		f := string(d.appendFormat(nil, r.Normalized))
		require.True(t, matchForm(form, f), "%s: %q displayed %q, shape %q", tc.file, tc.value, f, form)
		require.True(t, d.shape.match(f), "%q", f)
		var b [40]byte
		assert.Equal(t, r.Normalized, string(d.shape.compact(&b, f)), "%q", f)
		var got Result
		require.True(t, Validator{}.plain(&got, tc.country, tc.typ, f), "%q", f)
		assert.Equal(t, Validator{}.validate(tc.country, tc.typ, f), got, "%q", f)
	}
	rnd := rand.New(rand.NewPCG(26, 9))
	valid := 0 // some documents take no random value (HN's DNI names a municipality): testdata's serve
	for i, d := range docs {
		form := d.shape.form
		require.Equal(t, newShape(form), d.shape, "%s %s", codes[i], d.name)
		t.Run(codes[i]+"/"+d.name, func(t *testing.T) {
			// One byte changed: every byte value at every place.
			v := []byte(strings.ReplaceAll(form, "9", "7"))
			for k := range v {
				was := v[k]
				for c := range 256 {
					v[k] = byte(c)
					s := string(v)
					require.Equal(t, matchForm(form, s), d.shape.match(s), "%q", s)
					if matchForm(form, s) {
						var b [40]byte
						require.Equal(t, compactForm(form, s), string(d.shape.compact(&b, s)), "%q", s)
						require.Equal(t, damagedForm(s), clean.Zeros(compactForm(form, s)), "%q", s)
					}
				}
				v[k] = was
			}
			assert.False(t, d.shape.match(form[:len(form)-1]))
			assert.False(t, d.shape.match(form+"9"))
			// Random digits, the last two tried with every value, so
			// that some are valid.
			taken := 0
			for range 200 {
				for i := range v {
					if form[i] == '9' {
						v[i] = byte('0' + rnd.IntN(10))
					}
				}
				last := strings.LastIndexByte(form, '9')
				prev := strings.LastIndexByte(form[:last], '9')
				for k := range 100 {
					v[prev], v[last] = byte('0'+k/10), byte('0'+k%10)
					for _, lenient := range []bool{false, true} {
						vr := Validator{Lenient: lenient}
						var got Result
						if !vr.plain(&got, codes[i], d.name, string(v)) {
							continue
						}
						taken++
						want := vr.validate(codes[i], d.name, string(v))
						require.Equal(t, want, got, "%q", v)
						require.False(t, want.Warnings.Has(WarnAmbiguousType), "%q", v)
						if want.Valid {
							valid++
						}
					}
				}
			}
			assert.Equal(t, 200*100*2, taken)
		})
	}
	assert.Greater(t, valid, 1000)
}

// FuzzPlain checks that plain, when it takes a value, gives what the
// general path gives, and that shapes match and compact as their byte
// rules do, a value they match being damaged exactly when its digits are
// zeros.
func FuzzPlain(f *testing.F) {
	addSeeds(f)
	for _, s := range [][3]string{
		{"AR", "cuit", "30-54668997-9"}, {"AR", "cuil", "20-12345678-6"}, {"BR", "cpf", "123.456.789-09"},
		{"BR", "cnpj", "33.000.167/0001-01"}, {"AR", "cuit", "00-00000000-0"}, {"BR", "cpf", "111.111.111-11"},
	} {
		f.Add(s[0], s[1], s[2], false)
	}
	docs, _ := shapedDocuments(f)
	f.Fuzz(func(t *testing.T, country, typ, value string, lenient bool) {
		v := Validator{Lenient: lenient}
		var got Result
		if takesPlain(v, &got, country, typ, value) {
			if want := v.validate(country, typ, value); got != want {
				t.Fatalf("plain gave %+v, the general path %+v", got, want)
			}
		}
		for _, d := range docs {
			form := d.shape.form
			if m := d.shape.match(value); m != matchForm(form, value) {
				t.Fatalf("%q in %q: match says %v", value, form, m)
			} else if m {
				var b [40]byte
				if c := string(d.shape.compact(&b, value)); c != compactForm(form, value) {
					t.Fatalf("%q in %q: compact gave %q", value, form, c)
				}
				if damagedForm(value) != clean.Zeros(compactForm(form, value)) {
					t.Fatalf("%q in %q: damaged %v", value, form, damagedForm(value))
				}
			}
		}
	})
}
