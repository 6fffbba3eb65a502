package batch

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval/message"
)

func TestFailureMessageIn(t *testing.T) {
	for _, tt := range []struct {
		f    Failure
		lang message.Lang
		want string
	}{
		{Failure{Field: "tax_id", Reason: "invalid_checksum"}, message.English, "check digit does not verify"},
		{Failure{Field: "tax_id", Reason: "invalid_checksum"}, message.Spanish, "el dígito verificador no coincide"},
		{Failure{Reason: "invalid_checksum"}, message.Portuguese, "o dígito verificador não confere"},
		{Failure{Field: "line", Reason: MalformedCSV}, message.English, "unreadable: the CSV quoting of the line is broken"},
		{Failure{Field: "line", Reason: MissingColumn}, message.Spanish, "ilegible: la línea tiene menos columnas que el encabezado"},
		{Failure{Field: "line", Reason: NotUTF8}, message.Portuguese, "ilegível: a linha não é texto UTF-8"},
		{Failure{Field: "line", Reason: "no_such_reason"}, message.Spanish, "ilegible"},
		{Failure{Field: "line", Reason: "no_such_reason"}, message.English, "unreadable"},
	} {
		assert.Equal(t, tt.want, tt.f.MessageIn(tt.lang), "%s %v", tt.lang, tt.f)
		if tt.lang == message.English {
			assert.Equal(t, tt.want, tt.f.Message())
		}
	}
	// Every reason a row can be unreadable for has its words.
	for _, r := range []string{MalformedCSV, MalformedJSON, MissingColumn, ExtraColumn, TooLong, NotUTF8} {
		for _, l := range message.Langs() {
			assert.NotEqual(t, l.Text("batch.unreadable"), Failure{Field: "line", Reason: r}.MessageIn(l), "%s %s", l, r)
		}
	}
}
