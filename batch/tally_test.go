package batch

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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

// TestRunLang: Options.Lang changes the messages of the error objects
// (JSON Lines) and of the error column (CSV), and nothing else: codes,
// reasons, members, columns and every other value are English's.
func TestRunLang(t *testing.T) {
	for _, tt := range []struct {
		lang                      message.Lang
		checksum, column, country string
	}{
		{message.Spanish, "el dígito verificador no coincide", "2 columnas, el encabezado tiene 4", "falta el país"},
		{message.Portuguese, "o dígito verificador não confere", "2 colunas, o cabeçalho tem 4", "país ausente"},
	} {
		t.Run(tt.lang.String(), func(t *testing.T) {
			for _, in := range []struct {
				kind Kind
				file string
			}{{TaxIDs, "taxids.csv"}, {Records, "records.csv"}} {
				en, _, err := runFile(t, in.file, Options{Kind: in.kind})
				require.NoError(t, err)
				got, _, err := runFile(t, in.file, Options{Kind: in.kind, Lang: tt.lang})
				require.NoError(t, err)
				enLines, gotLines := strings.Split(en, "\n"), strings.Split(got, "\n")
				require.Len(t, gotLines, len(enLines))
				messages := map[string]string{}
				for i := range enLines {
					var e, g map[string]any
					if enLines[i] == "" {
						continue
					}
					require.NoError(t, json.Unmarshal([]byte(enLines[i]), &e))
					require.NoError(t, json.Unmarshal([]byte(gotLines[i]), &g))
					if ee, ok := e["error"].(map[string]any); ok {
						ge := g["error"].(map[string]any)
						messages[ge["reason"].(string)] = ge["message"].(string)
						delete(ee, "message")
						delete(ge, "message")
					}
					assert.Equal(t, e, g, "line %d: only the messages change", i+1)
				}
				if in.kind == TaxIDs {
					assert.Equal(t, tt.checksum, messages["invalid_checksum"])
					assert.Equal(t, tt.column, messages["missing_column"])
					for _, k := range []string{"batch.line.bare_quote", "batch.line.quote", "batch.line.unclosed"} {
						quoted, err := json.Marshal(tt.lang.Text(k))
						require.NoError(t, err)
						assert.True(t, strings.Contains(got, string(quoted)), "%s: %s", tt.lang, k)
					}
				} else {
					assert.Equal(t, tt.country, messages["missing_country"], "a record's error object")
				}
			}
			csv, _, err := runFile(t, "taxids.csv", Options{Kind: TaxIDs, Output: CSV, Lang: tt.lang})
			require.NoError(t, err)
			enCSV, _, err := runFile(t, "taxids.csv", Options{Kind: TaxIDs, Output: CSV})
			require.NoError(t, err)
			assert.True(t, strings.Contains(csv, "missing_column: "+tt.column))
			assert.Equal(t, strings.Split(enCSV, "\n")[0], strings.Split(csv, "\n")[0], "the header")
		})
	}
}
