package main

import "strings"

// appendCSVField appends s as one CSV field with delimiter sep, quoted as
// encoding/csv's writer quotes: when it holds the delimiter, a quote or a
// line break, or starts with a space (doubling the quotes inside).
func appendCSVField(b []byte, s string, sep byte) []byte {
	if !needsQuotes(s, sep) {
		return append(b, s...)
	}
	b = append(b, '"')
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
func appendCSVHeader(b []byte, input, results []string, sep byte) []byte {
	for i, h := range input {
		if i > 0 {
			b = append(b, sep)
		}
		b = appendCSVField(b, h, sep)
	}
	for _, h := range results {
		b = appendCSVField(append(b, sep), h, sep)
	}
	return append(b, '\r', '\n')
}

// appendBool appends a CSV column true or false, preceded by sep.
func appendBool(b []byte, v bool, sep byte) []byte {
	if v {
		return append(b, sep, 't', 'r', 'u', 'e')
	}
	return append(b, sep, 'f', 'a', 'l', 's', 'e')
}

// appendCol appends a CSV column preceded by sep.
func appendCol(b []byte, s string, sep byte) []byte {
	return appendCSVField(append(b, sep), s, sep)
}
