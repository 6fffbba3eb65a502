package httpapi

import (
	"net/http"

	"github.com/ndval/ndval/internal/jsonwrite"
	"github.com/ndval/ndval/record"
)

// version is GET /v1/version: the program's version (Config.Version) and
// the version of the data behind every field's answers
// (record.DataVersions), for clients that keep results for audit. It needs
// a key, as every /v1 operation does, and costs no quota.
func (h *handler) version(w http.ResponseWriter, r *http.Request) {
	if _, ok := h.authenticate(w, r); !ok {
		return
	}
	writeJSON(w, h.vers)
}

// versionBody is the JSON of GET /v1/version:
// {"version":"...","data":{"taxid":"...",...}}, version left out when
// empty. It is built once, in New.
func versionBody(version string) []byte {
	b := []byte{'{'}
	if version != "" {
		b = jsonwrite.String(append(b, `"version":`...), version)
		b = append(b, ',')
	}
	b = append(b, `"data":{`...)
	for i, d := range record.DataVersions() {
		if i > 0 {
			b = append(b, ',')
		}
		b = jsonwrite.String(b, d.Package)
		b = jsonwrite.String(append(b, ':'), d.Version)
	}
	return append(b, "}}"...)
}
