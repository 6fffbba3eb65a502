// Command bareserver is the yardstick of issue 26's server targets: a bare
// net/http + encoding/json server that decodes a tax-ids or records request
// and encodes a response of the same shape as ndval's, with no validation,
// no authentication, no limits. scripts/bare_vs_ndval.sh runs it against
// ndval serve with the same client (scripts/loaddriver).
//
//	go run ./scripts/bareserver -addr 127.0.0.1:0
//
// It prints "serving ADDR" on its standard output once it listens.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
)

// taxIDItem and taxIDResult are the tax-ids request's item and an answer
// of the shape ndval writes, filled from the item alone.
type taxIDItem struct {
	ID      string `json:"id,omitempty"`
	Value   string `json:"value"`
	Country string `json:"country"`
	Type    string `json:"type,omitempty"`
}

type taxIDResult struct {
	Index      int    `json:"index"`
	ID         string `json:"id,omitempty"`
	Valid      bool   `json:"valid"`
	Normalized string `json:"normalized"`
	Formatted  string `json:"formatted"`
	Country    string `json:"country"`
	Type       string `json:"type"`
}

// recordItem is the records request's item; fieldResult is what the
// response says of each field present.
type recordItem struct {
	ReferenceID string `json:"reference_id,omitempty"`
	Country     string `json:"country"`
	TaxID       string `json:"tax_id,omitempty"`
	Account     string `json:"account,omitempty"`
	AccountType string `json:"account_type,omitempty"`
	Email       string `json:"email,omitempty"`
	Phone       string `json:"phone,omitempty"`
	Name        string `json:"name,omitempty"`
	Address     string `json:"address,omitempty"`
}

type fieldResult struct {
	Valid      bool   `json:"valid"`
	Normalized string `json:"normalized"`
	Formatted  string `json:"formatted"`
}

type recordResult struct {
	Index       int                    `json:"index"`
	ReferenceID string                 `json:"reference_id,omitempty"`
	Country     string                 `json:"country"`
	Fields      map[string]fieldResult `json:"fields"`
}

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "address to listen on")
	flag.Parse()
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/validate/tax-ids", taxIDs)
	mux.HandleFunc("POST /v1/validate/records", records)
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("serving", ln.Addr())
	log.Fatal(http.Serve(ln, mux))
}

func taxIDs(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Items []taxIDItem `json:"items"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	out := make([]taxIDResult, len(req.Items))
	for i, it := range req.Items {
		out[i] = taxIDResult{Index: i, ID: it.ID, Normalized: it.Value, Formatted: it.Value, Country: it.Country, Type: it.Type}
	}
	reply(w, out)
}

func records(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Items []recordItem `json:"items"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	out := make([]recordResult, len(req.Items))
	for i, it := range req.Items {
		f := make(map[string]fieldResult, 6)
		for _, kv := range [...]struct{ k, v string }{{"tax_id", it.TaxID}, {"account", it.Account},
			{"email", it.Email}, {"phone", it.Phone}, {"name", it.Name}, {"address", it.Address}} {
			if kv.v != "" {
				f[kv.k] = fieldResult{Normalized: kv.v, Formatted: kv.v}
			}
		}
		out[i] = recordResult{Index: i, ReferenceID: it.ReferenceID, Country: it.Country, Fields: f}
	}
	reply(w, out)
}

// reply encodes the results as ndval's response object.
func reply[T any](w http.ResponseWriter, results []T) {
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(struct {
		Results []T `json:"results"`
	}{results}); err != nil {
		log.Print(err)
	}
}
