package httpapi

import (
	_ "embed"
	"net/http"
)

// openAPIDoc is the OpenAPI 3.1 document of the whole API, served at
// /v1/openapi.json and checked against real responses by the tests.
//
//go:embed openapi.json
var openAPIDoc []byte

// OpenAPI returns a copy of the OpenAPI 3.1 document of the API.
func OpenAPI() []byte { return append([]byte(nil), openAPIDoc...) }

func (h *handler) serveOpenAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "public, max-age=300")
	writeJSON(w, openAPIDoc)
}
