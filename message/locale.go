package message

import (
	"errors"

	"golang.org/x/text/language"
)

// Locale returns the language of the messages of a command-line program
// as POSIX says to find it: the first of the variables LC_ALL,
// LC_MESSAGES and LANG that is set and not empty (getenv is os.Getenv, or
// a test's), matched with Match, so that es_AR.UTF-8 is Spanish and
// pt_PT Portuguese; English when that one is C, POSIX or a language
// without a catalog, or when none is set.
func Locale(getenv func(string) string) Lang {
	for _, v := range [...]string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			return Match(s)
		}
	}
	return English
}

// Parse returns the catalog of the language a BCP 47 tag ("es", "es-MX",
// "pt-BR") or a POSIX locale ("pt_BR.UTF-8") names, of any region: an
// error when no catalog is in that language, so that a program can refuse
// a language it cannot speak rather than answer in English.
func Parse(s string) (Lang, error) {
	t, err := language.Parse(posix(s))
	if err != nil {
		return English, errors.New("not a language tag: want en, es or pt")
	}
	base, _ := t.Base()
	for i, c := range tags {
		if b, _ := c.Base(); b == base {
			return Lang{uint8(i)}, nil
		}
	}
	return English, errors.New("no catalog in that language: want en, es or pt")
}

// MarshalText returns the language's tag, as String does.
func (l Lang) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText sets l to the catalog Parse returns for text, so that a
// Lang can be a flag (flag.TextVar) or a member of a configuration.
func (l *Lang) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*l = v
	return nil
}
