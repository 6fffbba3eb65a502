// Package message gives ndval's messages in English, Spanish and
// Brazilian Portuguese, so that an answer can be shown as it is to the
// person who typed the value: the reason codes of the root table, each
// field package's warnings, the errors that Result.Err returns, and the
// HTTP API's problems and problem pages (package httpapi).
//
// The messages are written by hand in the words a Latin American tax or
// finance office uses (dígito verificador, cuenta bancaria, CEP), in one
// catalog per language (data/en.txt, data/es.txt, data/pt.txt) that go
// generate turns into tables.go and that a test holds complete. English is
// the default and the words of ndval.Reason.Error; codes never change.
//
// A Lang is a plain value. Match chooses one from what a person asked
// for (an Accept-Language header, a LANG variable), with
// golang.org/x/text/language's matcher, so that es-MX, es-419, pt-PT and
// en-GB find the nearest catalog. The package keeps no mutable state.
package message

//go:generate go run ./internal/genmessage

import (
	"errors"
	"sort"
	"strings"

	"golang.org/x/text/language"

	"github.com/ndval/ndval"
)

// Lang is a language of the catalogs. The zero value is English.
type Lang struct{ i uint8 }

// The languages, in the order of their catalogs.
var (
	English    = Lang{0}
	Spanish    = Lang{1}
	Portuguese = Lang{2}
)

// numLangs is how many catalogs there are.
const numLangs = 3

// tags are the catalogs' languages, in Lang order: Spanish is the
// Spanish of Latin America, Portuguese Brazil's.
var tags = [numLangs]language.Tag{language.English, language.LatinAmericanSpanish, language.BrazilianPortuguese}

// matcher picks a catalog for the languages a person prefers; it is built
// once and only read.
var matcher = language.NewMatcher(tags[:])

// Langs returns every language of the catalogs.
func Langs() []Lang { return []Lang{English, Spanish, Portuguese} }

// Match returns the catalog nearest to the languages given, each an
// Accept-Language header ("es-MX,es;q=0.9,en;q=0.5"), a BCP 47 tag
// ("pt-PT") or a POSIX locale ("es_AR.UTF-8"), in order of preference;
// English when none is near.
func Match(prefs ...string) Lang {
	var want []language.Tag
	for _, p := range prefs {
		p = posix(p)
		if p == "" {
			continue
		}
		ts, _, err := language.ParseAcceptLanguage(p)
		if err != nil {
			continue
		}
		want = append(want, ts...)
	}
	if len(want) == 0 {
		return English
	}
	_, i, conf := matcher.Match(want...)
	if conf == language.No {
		return English
	}
	return Lang{uint8(i)}
}

// posix turns a POSIX locale ("es_AR.UTF-8", "pt_BR@euro") into a BCP 47
// tag, and "C" or "POSIX" into nothing.
func posix(s string) string {
	s = strings.TrimSpace(s)
	if strings.ContainsAny(s, ",;=") {
		return s // an Accept-Language list
	}
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	if s == "C" || s == "POSIX" {
		return ""
	}
	return strings.ReplaceAll(s, "_", "-")
}

// Tag returns the language's tag: en, es-419 or pt-BR.
func (l Lang) Tag() language.Tag { return tags[l.i] }

// names are the tags' strings, in Lang order, so that String allocates
// nothing (TestMatch checks them against tags).
var names = [numLangs]string{"en", "es-419", "pt-BR"}

// String returns the language's tag as Content-Language and <html lang>
// write it.
func (l Lang) String() string { return names[l.i] }

// Text returns the message of key in l, or "" for a key no catalog has.
func (l Lang) Text(key string) string {
	i := sort.SearchStrings(keys[:], key)
	if i == len(keys) || keys[i] != key {
		return ""
	}
	return texts[l.i][i]
}

// Reason returns the message of a reason code in l; for a code outside
// the root table, its English message (Reason.Error).
func (l Lang) Reason(r ndval.Reason) string {
	if t := l.Text("reason." + string(r)); t != "" {
		return t
	}
	return r.Error()
}

// Warning returns the message of the warning named name of a field in l,
// or the name itself when no catalog has it.
func (l Lang) Warning(f ndval.Field, name string) string {
	if t := l.Text("warning." + string(f) + "." + name); t != "" {
		return t
	}
	return name
}

// Field returns the name of a field in l ("identificación tributaria").
func (l Lang) Field(f ndval.Field) string {
	if t := l.Text("field." + string(f)); t != "" {
		return t
	}
	return string(f)
}

// Error returns err's message in l: for an *ndval.Error, the field, the
// country and the type, and the reason in words ("cuenta bancaria AR
// CBU: el dígito verificador no coincide"); for errors joined with
// errors.Join (a record's), each on its own, separated by "; "; for any
// other error, its own message.
func (l Lang) Error(err error) string {
	if err == nil {
		return ""
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var parts []string
		for _, e := range j.Unwrap() {
			parts = append(parts, l.Error(e))
		}
		return strings.Join(parts, "; ")
	}
	var e *ndval.Error
	if !errors.As(err, &e) {
		if r, ok := err.(ndval.Reason); ok {
			return l.Reason(r)
		}
		return err.Error()
	}
	var b strings.Builder
	for _, s := range [...]string{l.fieldOf(e.Field), e.Country, strings.ToUpper(e.Type)} {
		if s == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s)
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	b.WriteString(l.Reason(e.Reason))
	return b.String()
}

// fieldOf is Field for a field that may be empty.
func (l Lang) fieldOf(f ndval.Field) string {
	if f == "" {
		return ""
	}
	return l.Field(f)
}
