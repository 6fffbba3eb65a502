package name

import (
	"encoding/json"
	"reflect"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	isocountry "github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/internal/fieldtest"
	"github.com/ndval/ndval/internal/strhash"
)

// TestReasonsKnown checks that every reason Validate gives is in the root
// table with the name field.
func TestReasonsKnown(t *testing.T) {
	for _, r := range []ndval.Reason{
		ndval.ReasonMissingCountry, ndval.ReasonInvalidCountry, ndval.ReasonUnsupportedCountry,
		ndval.ReasonMissingValue, ndval.ReasonInvalidFormat, ndval.ReasonTooLong,
	} {
		fieldtest.ReasonListed(t, ndval.FieldName, r)
	}
}

func TestErr(t *testing.T) {
	assert.NoError(t, Validate("MX", "Juan Pérez").Err())
	err := Validate("US", "John Smith").Err()
	var e *ndval.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, ndval.Error{Field: ndval.FieldName, Country: "US", Reason: ndval.ReasonUnsupportedCountry}, *e)
	assert.ErrorIs(t, err, ndval.ReasonUnsupportedCountry)
	assert.NotContains(t, Validate("MX", "Juan 2 Pérez").Err().Error(), "Juan")
}

// TestCountries checks that Countries lists exactly the codes with rules.
func TestCountries(t *testing.T) {
	var want []string
	for _, c := range isocountry.Codes() {
		if languageOf(c) != noRules {
			want = append(want, c)
		}
	}
	assert.Equal(t, want, Countries())
	assert.Equal(t, "MX", Validate(" mx ", "Juan").Country)
}

// TestLists checks the table of listed words: sorted and unique, every word
// found by listedKind (so listedFilter turns none away) and most of the
// given names and surnames turned away by listedFilter, and no word that names an
// organization wherever it stands is a surname in the embedded lists but
// three INE counts as rare surnames (some hundreds of bearers in Spain),
// which the package reads as organization words all the same.
func TestLists(t *testing.T) {
	for i, l := range listed {
		if i > 0 {
			require.Less(t, listed[i-1].word, l.word)
		}
		require.True(t, 'a' <= l.word[0] && l.word[0] <= 'z' && len(l.word) <= shortLen, l.word)
	}
	passed := 0
	for _, w := range words {
		if listedFilter.mayHave([]byte(w.key())) {
			passed++
		}
	}
	assert.Less(t, passed, len(words)/15, "listedFilter lets %d of %d names through", passed, len(words))
	for _, l := range listed {
		assert.Equal(t, l.kind, listedKind([]byte(l.word)), l.word)
		if l.kind&kOrgStrong != 0 && l.word != "cia" && l.word != "escuela" && l.word != "partido" {
			assert.Zero(t, lookupWord(l.word)&(esSurname|ptSurname), "%s is a surname", l.word)
		}
	}
	assert.Zero(t, listedKind([]byte("juan")))
}

// TestListedKind holds listedKind (the filter, then the hash table) to a
// binary search of listed: every listed word is found with its kinds, and
// no other key is found, among the given names and surnames and the near
// misses of every listed word (a byte dropped, changed or added), some of
// which the filter lets through to the table.
func TestListedKind(t *testing.T) {
	search := func(s string) kind {
		i := sort.Search(len(listed), func(i int) bool { return listed[i].word >= s })
		if i < len(listed) && listed[i].word == s {
			return listed[i].kind
		}
		return 0
	}
	keys := []string{"", "juan", "s", "sa.", "s.a"}
	for _, l := range listed {
		w := l.word
		keys = append(keys, w, w+"s", "x"+w, w[1:], w[:len(w)-1])
		for i := range len(w) {
			keys = append(keys, w[:i]+string(w[i]+1)+w[i+1:])
		}
	}
	for _, w := range words {
		keys = append(keys, w.key())
	}
	found, through := 0, 0
	for _, k := range keys {
		want := search(k)
		if want != 0 {
			found++
		} else if k != "" && listedFilter.mayHave([]byte(k)) {
			through++
		}
		if got := listedKind([]byte(k)); got != want {
			t.Errorf("listedKind(%q) = %#x, listed has %#x", k, got, want)
		}
	}
	assert.GreaterOrEqual(t, found, len(listed))
	assert.Greater(t, through, 100, "keys not listed that reach the table")
}

// TestWordsTable checks the generated table: ordered by hash, keys folded,
// laid end to end in wordKeys, every entry found by lookup, and no pointer
// in an entry.
func TestWordsTable(t *testing.T) {
	require.Greater(t, len(words), 1000)
	off := uint32(0)
	for i, w := range words {
		if i > 0 {
			require.True(t, words[i-1].hash < w.hash || words[i-1].hash == w.hash && words[i-1].key() < w.key(), w.key())
		}
		require.Equal(t, off, w.off, w.key())
		off += uint32(w.n)
		require.NotEmpty(t, w.key())
		require.Equal(t, strhash.Sum(w.key()), w.hash, w.key())
		var k keyBuf
		k.add(w.key())
		require.Equal(t, w.bits, k.bits(), w.key())
	}
	for w, bits := range map[string]uint8{
		"José": esGiven | ptGiven, "GARCÍA": esSurname | ptSurname, "Silva": esSurname | ptSurname,
		"Itziar": esGiven, "Goñi": esSurname, "Heitor": ptGiven, // INE's and IBGE's counts
		"María Carmen":             esGiven, // María del Carmen: compound given names are keyed without particles
		"Espinosa de los Monteros": esSurname,
	} {
		assert.Equal(t, bits, lookupWord(w)&(esGiven|esSurname|ptGiven|ptSurname), w)
	}
	assert.Zero(t, lookupWord("Xyzzy"))
	require.Equal(t, len(wordKeys), int(off))
	for i := range reflect.TypeFor[word]().NumField() {
		f := reflect.TypeFor[word]().Field(i)
		assert.Contains(t, []reflect.Kind{reflect.Uint8, reflect.Uint16, reflect.Uint32}, f.Type.Kind(), "word.%s would put a pointer in every entry", f.Name)
	}
}

func TestWarnings(t *testing.T) {
	w := WarnUncertainSplit | WarnInitial
	assert.True(t, w.Has(WarnInitial))
	assert.False(t, w.Has(WarnAmbiguousOrder))
	assert.Equal(t, []string{"uncertain_split", "initial"}, w.Names())
	assert.Equal(t, "uncertain_split,initial", w.String())
	b, err := json.Marshal(w)
	require.NoError(t, err)
	assert.JSONEq(t, `["uncertain_split","initial"]`, string(b))
	var back Warnings
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, w, back)
	assert.Error(t, json.Unmarshal([]byte(`["nope"]`), &back))
	assert.Len(t, warningTable, 6)
}

// TestJSON checks that AppendJSON and encoding/json agree over results of
// every kind, including strings that need escaping, and that the members
// come in order with first, paternal and maternal always present.
func TestJSON(t *testing.T) {
	results := []Result{
		{},
		Validate("MX", "Juan Carlos Pérez González"),
		Validate("MX", "Grupo Bimbo, S.A.B. de C.V."),
		Validate("", "Juan"),
		Validate("MX", "PÉREZ GONZÁLEZ JUAN"),
		{Full: "a\"b\\c\u2028\x01", First: "<&>", Valid: true, Country: "MX", Entity: ndval.EntityPerson,
			Title: "Dr.", Suffix: "Jr.", Warnings: WarnInitial | WarnCompanyWord},
	}
	for _, r := range results {
		fieldtest.AppendJSON(t, r)
		var back Result
		require.NoError(t, json.Unmarshal(r.AppendJSON(nil), &back))
		assert.Equal(t, r, back)
	}
	assert.Equal(t, `{"valid":false,"country":"","reason":"missing_country","full":"","first":"","paternal":""}`,
		string(Validate("", "Juan").AppendJSON(nil)))
	assert.Equal(t, `{"valid":true,"country":"MX","warnings":["single_token"],"full":"Juan","first":"Juan","paternal":"","entity":"person"}`,
		string(Validate("MX", "Juan").AppendJSON(nil)))
}

// TestPlaceholder: what sheets hold where a name is missing is
// missing_value with WarnPlaceholder, never a person called Sin Nombre.
func TestPlaceholder(t *testing.T) {
	for _, v := range []string{"sin nombre", "SIN NOMBRE", "N/A", "-", "no tiene", "Ninguno", "s/d", "não tem", "0"} {
		r := Validate("AR", v)
		assert.Equal(t, ndval.ReasonMissingValue, r.Reason, v)
		assert.Equal(t, WarnPlaceholder, r.Warnings, v)
		assert.Empty(t, r.Full, v)
	}
	for _, v := range []string{"Nadia Sosa", "Sin Fronteras S.A.", "Ana"} {
		assert.False(t, Validate("AR", v).Warnings.Has(WarnPlaceholder), v)
	}
}

// TestAffinity holds the table of affinities to the scores of the order
// rules (doc.go # Order rules).
func TestAffinity(t *testing.T) {
	for c, want := range map[class]int{unknown: -1, given: 3, surname: -3, either: 0, weakGiven: 1, weakSurname: -1} {
		assert.Equal(t, want, c.affinity(), "class %d", c)
	}
}

// lookupWord returns the role bits of one word.
func lookupWord(w string) uint8 {
	var k keyBuf
	k.add(w)
	return k.bits()
}
