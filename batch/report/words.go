package report

import (
	"html/template"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/message"
)

// words gives the page and the summary their words in a language: the
// catalog's report.* and cli.* messages (package message), and numbers,
// dates and durations as the language writes them. English keeps the
// forms the report always had (1234, 12.5%, 2026-11-26 14:05 UTC);
// Spanish and Portuguese write 1.234, 12,5% and 26/11/2026 14:05 UTC.
type words struct{ l message.Lang }

// latin reports whether the language writes a decimal comma and groups
// thousands with a point.
func (w words) latin() bool { return w.l != message.English }

// S returns the message of key with its placeholders filled with args,
// pairs of a name and a value (a string or an int), as plain text: for a
// title or an attribute, which the template escapes.
func (w words) S(key string, args ...any) string {
	return w.l.Format(key, w.pairs(args, nil)...)
}

// H returns the message of key with its placeholders filled with args, as
// HTML: the catalog's text as it is (a test holds it free of markup), a
// string argument escaped as the template escapes text, a template.HTML
// argument (code) as it is.
func (w words) H(key string, args ...any) (template.HTML, error) {
	var err error
	s := w.l.Format(key, w.pairs(args, func(s string) string {
		var b strings.Builder
		if e := escape.Execute(&b, s); e != nil {
			err = e
		}
		return b.String()
	})...)
	return template.HTML(s), err
}

// escape writes a string as the page's template writes text, so that a
// value in a message is escaped as it was when the template held the
// words.
var escape = template.Must(template.New("escape").Parse("{{.}}"))

// pairs turns args into Format's pairs of strings, with esc applied to
// the string values when not nil.
func (w words) pairs(args []any, esc func(string) string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		switch a := a.(type) {
		case int:
			out[i] = w.N(a)
		case template.HTML:
			out[i] = string(a)
		case string:
			if esc != nil && i%2 == 1 {
				a = esc(a)
			}
			out[i] = a
		}
	}
	return out
}

// N writes n: digits alone in English, with a point every three digits in
// Spanish and Portuguese (1.234.567).
func (w words) N(n int) string {
	s := strconv.Itoa(n)
	if !w.latin() {
		return s
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// decimal writes f with prec decimals: 1234.5 in English, 1.234,5 in
// Spanish and Portuguese.
func (w words) decimal(f float64, prec int) string {
	s := strconv.FormatFloat(f, 'f', prec, 64)
	if !w.latin() {
		return s
	}
	whole, frac, _ := strings.Cut(s, ".")
	n, _ := strconv.Atoi(whole)
	whole = w.N(n)
	if n == 0 && strings.HasPrefix(s, "-") {
		whole = "-0"
	}
	if frac == "" {
		return whole
	}
	return whole + "," + frac
}

// percent writes f, a fraction, as a percentage with one decimal: 12.5%
// or 12,5%.
func (w words) percent(f float64) string { return w.decimal(100*f, 1) + "%" }

// date writes t in UTC with the minute: 2026-11-26 14:05 UTC, or
// 26/11/2026 14:05 UTC in Spanish and Portuguese.
func (w words) date(t time.Time) string {
	if !w.latin() {
		return t.UTC().Format("2006-01-02 15:04 UTC")
	}
	return t.UTC().Format("02/01/2006 15:04 UTC")
}

// duration writes d to the millisecond as Go does (1.235s, 12ms), with a
// decimal comma in Spanish and Portuguese (1,235s).
func (w words) duration(d time.Duration) string {
	s := d.Round(time.Millisecond).String()
	if !w.latin() {
		return s
	}
	return strings.Replace(s, ".", ",", 1)
}

// country returns the name of a country code in the language: the
// English short name of internal/country in English, CLDR's (through
// golang.org/x/text/language/display) in Spanish and Portuguese; "" for
// what is not an assigned code.
func (w words) country(code string) string {
	name := country.Name(code)
	if name == "" || !w.latin() {
		return name
	}
	r, err := language.ParseRegion(code)
	if err != nil {
		return name
	}
	if n := display.Regions(w.l.Tag()).Name(r); n != "" {
		return n
	}
	return name
}
