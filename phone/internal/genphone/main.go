// Command genphone compiles the numbering-plan metadata that
// github.com/nyaruka/phonenumbers embeds into phone/tables.go, so that the
// phone package can match and format numbers without regular expressions.
//
// It reads the metadata through phonenumbers' public API
// (MetadataCollection, GetSupportedCallingCodes,
// GetRegionCodesForCountryCode), parses every national number pattern,
// leading-digits pattern and format pattern with regexp/syntax, and
// compiles them into deterministic automata over the ten digits: one per
// region for the number types (its label says which type patterns match),
// one per calling code for the formats (the first national and
// international format that applies), and one per region sharing a
// calling code for its leading digits. The automata are minimized and laid
// out in one table of states and rows (emit.go). Any construct that a
// digit automaton cannot express (anchors, word boundaries, a format
// pattern that is not a concatenation of digit-class groups) stops the
// generator with an error. The tables carry the phonenumbers version they
// came from (tablesVersion); run it with go generate from the phone
// directory (the //go:generate line is in phone/data.go). Its output
// depends on that version alone.
package main

import "github.com/ndval/ndval/internal/gen"

func main() { gen.Main("genphone", "tables.go", generate) }

func generate() ([]byte, error) {
	version, err := phonenumbersVersion()
	if err != nil {
		return nil, err
	}
	t, err := build(version)
	if err != nil {
		return nil, err
	}
	return t.emit()
}
