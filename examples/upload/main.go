// Command upload is a Go service that takes a supplier's sheet as an
// upload and checks it with package batch: every row validated on every
// core while the upload streams in, in constant memory; the results kept
// as a CSV the supplier team can open in a spreadsheet; and an answer,
// drawn from the batch.Tally, that the upload page shows.
//
//	go run ./examples/upload
//
// It serves POST /uploads and GET /uploads/{id}/results.csv on a loopback
// port, posts an embedded sheet to it as a browser's form would, prints
// the answer and the first lines of the results, then posts a sheet
// without a country column, which the service refuses with 422 and a
// message that names the column. Nothing is kept after it exits.
//
// The values are public or synthetic, as in examples/batch.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/ndval/ndval/batch"
)

// sheet is a supplier sheet as a portal's template exports it: Spanish
// column names, semicolons, one row cut short.
const sheet = `Código;País;RFC / CUIT;CLABE / CBU;Razón social;Correo
s-01;AR;30-71151720-7;0170356420000030382008;Crediplat S.A.;pagos@crediplat.com.ar
s-02;AR;30-54668997-9;2850590940090418135201;YPF S.A.;proveedores@ypf.com
s-03;MX;SAT970701NN3;032180000118359719;Servicio de Administración Tributaria;
s-04;MX;GODE561231GR8;DE89 3704 0044 0532 0130 00;Emma Gómez Díaz;emma.gomez@gmail
s-05;AR;30-54668997-8;0170356420000030382009;YPF S.A.;
s-06;PE
`

// columns maps the template's column names to the fields of a record.
var columns = []batch.Mapping{
	{Column: "Código", Field: "reference_id"}, {Column: "País", Field: "country"},
	{Column: "RFC / CUIT", Field: "tax_id"}, {Column: "CLABE / CBU", Field: "account"},
	{Column: "Razón social", Field: "name"}, {Column: "Correo", Field: "email"},
}

// maxUpload bounds an upload's size.
const maxUpload = 32 << 20

// answer is what POST /uploads answers: the counts of the sheet and the
// failures by kind with their first lines, never a value of the sheet.
type answer struct {
	Results      string    `json:"results"` // where the results CSV is
	Rows         int       `json:"rows"`
	Valid        int       `json:"valid"`
	Invalid      int       `json:"invalid"`
	Unreadable   int       `json:"unreadable"`
	PaymentReady int       `json:"payment_ready"`
	Failures     []failure `json:"failures,omitempty"`
	Ignored      []string  `json:"ignored_columns,omitempty"`
}

type failure struct {
	Field  string `json:"field,omitempty"`
	Reason string `json:"reason"`
	Count  int    `json:"count"`
	Lines  []int  `json:"lines"` // the first ones
}

// service checks uploads and keeps their results in dir.
type service struct {
	dir  string
	next atomic.Int64
}

func (s *service) routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /uploads", s.upload)
	mux.HandleFunc("GET /uploads/{id}/results.csv", func(w http.ResponseWriter, r *http.Request) {
		if _, err := strconv.Atoi(r.PathValue("id")); err != nil {
			http.NotFound(w, r)
			return
		}
		http.ServeFile(w, r, filepath.Join(s.dir, r.PathValue("id")+".csv"))
	})
	return mux
}

// upload validates the form's "sheet" file as it arrives, without keeping
// the upload: batch.Run reads the part's stream and writes the results
// file.
func (s *service) upload(w http.ResponseWriter, r *http.Request) {
	mr, err := r.MultipartReader()
	if err != nil {
		http.Error(w, "send the sheet as multipart/form-data", http.StatusBadRequest)
		return
	}
	part, err := mr.NextPart()
	if err != nil || part.FormName() != "sheet" {
		http.Error(w, `the form's first field is the file "sheet"`, http.StatusBadRequest)
		return
	}
	id := strconv.FormatInt(s.next.Add(1), 10)
	path := filepath.Join(s.dir, id+".csv")
	out, err := os.Create(path)
	if err != nil {
		http.Error(w, "cannot keep the results", http.StatusInternalServerError)
		return
	}
	t, err := batch.Run(r.Context(), http.MaxBytesReader(w, part, maxUpload), out, batch.Options{
		Kind:           batch.Records,
		Input:          batch.FormatOf(part.FileName()),
		Map:            columns,
		Output:         batch.CSV,
		EscapeFormulas: true, // the results open in a spreadsheet
	}, nil)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		if msg := sheetProblem(err); msg != "" {
			http.Error(w, msg, http.StatusUnprocessableEntity)
			return
		}
		http.Error(w, "the sheet could not be read", http.StatusBadRequest)
		return
	}
	a := answer{Results: "/uploads/" + id + "/results.csv", Rows: t.Rows, Valid: t.Valid, Invalid: t.Invalid,
		Unreadable: t.Unreadable, PaymentReady: t.Payment.Ready, Ignored: t.Unread}
	for _, f := range t.Failures {
		x := failure{Field: f.Field, Reason: f.Reason, Count: f.Count}
		for _, s := range f.Samples {
			x.Lines = append(x.Lines, s.Line)
		}
		a.Failures = append(a.Failures, x)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(a)
}

// sheetProblem says, in the words of the upload page, why a sheet does not
// fit the template, or returns "" for another error. batch's errors name
// columns and fields, never a value of the sheet.
func sheetProblem(err error) string {
	var he *batch.HeaderError
	switch {
	case errors.Is(err, batch.ErrEmpty):
		return "the sheet is empty"
	case !errors.As(err, &he):
		return ""
	case he.Problem == batch.HeaderNoMapColumn:
		return fmt.Sprintf("the sheet has no column %q: use the template", he.Mapping.Column)
	}
	return "the sheet does not fit the template: " + he.Error()
}

func main() {
	dir, err := os.MkdirTemp("", "ndval-upload")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	srv := httptest.NewServer((&service{dir: dir}).routes()) // a loopback port
	defer srv.Close()

	status, body := post(srv.URL, "proveedores.csv", sheet)
	var a answer
	if err := json.Unmarshal(body, &a); err != nil {
		log.Fatal(status, err)
	}
	fmt.Printf("POST /uploads: %d, %d rows: %d valid, %d invalid, %d unreadable; %d ready for payment\n",
		status, a.Rows, a.Valid, a.Invalid, a.Unreadable, a.PaymentReady)
	for _, f := range a.Failures {
		fmt.Printf("  %-8s %-18s %d, lines %v\n", f.Field, f.Reason, f.Count, f.Lines)
	}

	resp, err := http.Get(srv.URL + a.Results)
	if err != nil {
		log.Fatal(err)
	}
	results, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	fmt.Println("\nGET", a.Results+":", resp.Status)
	for i, line := range strings.SplitAfter(string(results), "\r\n") {
		if i == 3 {
			break
		}
		fmt.Print(cut(line, 110))
	}

	status, body = post(srv.URL, "otra.csv", "Código;RFC\ns-01;30-54668997-9\n")
	fmt.Printf("\nPOST /uploads: %d %s", status, body)
}

// post uploads a sheet as the file field "sheet" of a form, and returns
// the status and the body of the answer.
func post(base, name, content string) (int, []byte) {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	fw, err := mw.CreateFormFile("sheet", name)
	if err != nil {
		log.Fatal(err)
	}
	io.WriteString(fw, content)
	mw.Close()
	req, err := http.NewRequestWithContext(context.Background(), "POST", base+"/uploads", &b)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		log.Fatal(err)
	}
	return resp.StatusCode, body
}

// cut shortens a line of the results for the terminal.
func cut(s string, n int) string {
	s = strings.TrimRight(s, "\r\n")
	if r := []rune(s); len(r) > n {
		s = string(r[:n]) + "…"
	}
	return s + "\n"
}
