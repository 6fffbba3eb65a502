package batch

import "strings"

// csvOut is how a CSV output is written.
type csvOut struct {
	c byte // the delimiter
	// escapeFormulas (Options.EscapeFormulas) makes a field that a spreadsheet
	// would run as a formula text (isFormula).
	escapeFormulas bool
}

// isFormula reports whether a spreadsheet opening the CSV would read s as
// a formula: it starts with =, +, -, @, a tab or a carriage return, the
// characters OWASP's "CSV Injection" page lists, or their full-width forms,
// which some spreadsheets read too.
func isFormula(s string) bool {
	if s == "" {
		return false
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
		return true
	}
	for _, p := range [...]string{"＝", "＋", "－", "＠"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// appendCSVField appends s as one CSV field with delimiter sep.c, quoted as
// encoding/csv's writer quotes: when it holds the delimiter, a quote or a
// line break, or starts with a space (doubling the quotes inside). With
// sep.escapeFormulas, a field isFormula matches is written quoted and
// preceded by an apostrophe, which spreadsheets take as "this is text".
func appendCSVField(b []byte, s string, sep csvOut) []byte {
	escape := sep.escapeFormulas && isFormula(s)
	if !escape && !needsQuotes(s, sep.c) {
		return append(b, s...)
	}
	b = append(b, '"')
	if escape {
		b = append(b, '\'')
	}
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			break
		}
		b = append(b, s[:i+1]...)
		b = append(b, '"')
		s = s[i+1:]
	}
	b = append(b, s...)
	return append(b, '"')
}

func needsQuotes(s string, sep byte) bool {
	if s == "" {
		return false
	}
	if s[0] == ' ' || s[0] == '\t' {
		return true
	}
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case sep, '"', '\r', '\n':
			return true
		}
	}
	return false
}

// appendCSVHeader appends the header of a CSV output: the input columns,
// then the result columns, each name quoted when it needs to be.
func appendCSVHeader(b []byte, input, results []string, sep csvOut) []byte {
	for i, h := range input {
		if i > 0 {
			b = append(b, sep.c)
		}
		b = appendCSVField(b, h, sep)
	}
	for _, h := range results {
		b = appendCSVField(append(b, sep.c), h, sep)
	}
	return append(b, '\r', '\n')
}

// appendBool appends a CSV column true or false, preceded by sep.
func appendBool(b []byte, v bool, sep csvOut) []byte {
	if v {
		return append(b, sep.c, 't', 'r', 'u', 'e')
	}
	return append(b, sep.c, 'f', 'a', 'l', 's', 'e')
}

// appendCol appends a CSV column preceded by sep.
func appendCol(b []byte, s string, sep csvOut) []byte {
	return appendCSVField(append(b, sep.c), s, sep)
}
