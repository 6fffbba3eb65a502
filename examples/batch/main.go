// Command batch validates a batch of supplier records in parallel with
// record.Validator.ValidateBatch: it reads a small CSV export (embedded
// below, with the contract's column names), prints each record's readiness
// for payment and billing in input order, and then validates 100,000 copies
// of it to show the throughput on this machine's cores.
//
//	go run ./examples/batch
//
// The values are public or synthetic: companies' and public bodies' tax
// ids, accounts that organizations publish for payments, documentation
// examples (STP's CLABE, the ISO 13616 IBAN, the SAT's example RFC), and a
// few slips, as spreadsheets have them.
package main

import (
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"runtime"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ndval/ndval/record"
)

// suppliers is a CSV export as finance teams in Latin America save it:
// semicolons, since the comma is the decimal separator there.
const suppliers = `reference_id;country;tax_id;account;name
s-01;AR;30-71151720-7;0170356420000030382008;Crediplat S.A.
s-02;AR;30-54668997-9;2850590940090418135201;YPF S.A.
s-03;BR;33.000.167/0001-01;BR83 0000 0000 0361 3000 4000 013C 1;Petróleo Brasileiro S.A. - Petrobras
s-04;MX;SAT970701NN3;032180000118359719;Servicio de Administración Tributaria
s-05;PE;20131312955;002-193-001081531054-14;Superintendencia Nacional de Aduanas y de Administración Tributaria
s-06;CO;899.999.068-1;;Ecopetrol S.A.
s-07;MX;GODE561231GR8;DE89 3704 0044 0532 0130 00;Emma Gómez Díaz
s-08;AR;30-54668997-8;0170356420000030382009;YPF S.A.
s-09;CL;61.704.000-K;;
s-10;;20131312955;;SUNAT
`

func main() {
	items, err := readItems(suppliers)
	if err != nil {
		fmt.Fprintln(os.Stderr, "batch:", err)
		os.Exit(1)
	}
	// The zero Validator validates up to GOMAXPROCS records at once;
	// Parallelism sets another bound. ValidateBatch keeps the input order
	// and stops early when ctx is done.
	var v record.Validator
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	results, err := v.ValidateBatch(ctx, items)
	if err != nil {
		fmt.Fprintln(os.Stderr, "batch:", err) // ctx.Err(): the results are partial
		os.Exit(1)
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "RECORD\tCOUNTRY\tPAYMENT\tBILLING\tWHY NOT")
	for _, r := range results {
		why := string(r.Reason) // no country, or not an ISO code
		if why == "" {
			why = strings.Join((r.Readiness.Payment.Unmet | r.Readiness.Billing.Unmet).Names(), ", ")
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\n", r.ReferenceID, r.Country,
			r.Readiness.Payment.Status, r.Readiness.Billing.Status, why)
	}
	w.Flush()

	many := make([]record.Item, 0, 100_000)
	for len(many) < cap(many) {
		many = append(many, items[len(many)%len(items)])
	}
	start := time.Now()
	results, err = v.ValidateBatch(ctx, many)
	if err != nil {
		fmt.Fprintln(os.Stderr, "batch:", err)
		os.Exit(1)
	}
	elapsed := time.Since(start)
	payment := 0
	for _, r := range results {
		if r.Readiness.Payment.Ready() {
			payment++
		}
	}
	fmt.Printf("\n%d records validated in %v on %d cores (%.0f records/s); %d ready for payment\n",
		len(results), elapsed.Round(time.Millisecond), runtime.GOMAXPROCS(0),
		float64(len(results))/elapsed.Seconds(), payment)
}

// readItems reads a CSV with a header row of the contract's field names into
// record items; an empty cell is an absent field.
func readItems(text string) ([]record.Item, error) {
	cr := csv.NewReader(strings.NewReader(text))
	cr.Comma = ';'
	rows, err := cr.ReadAll()
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("no header row")
	}
	items := make([]record.Item, 0, len(rows)-1)
	for _, row := range rows[1:] {
		var it record.Item
		for i, col := range rows[0] {
			switch v := row[i]; strings.ToLower(col) {
			case "reference_id":
				it.ReferenceID = v
			case "country":
				it.Country = v
			case "tax_id":
				it.TaxID = v
			case "account":
				it.Account = v
			case "account_type":
				it.AccountType = v
			case "email":
				it.Email = v
			case "phone":
				it.Phone = v
			case "name":
				it.Name = v
			case "address":
				it.Address = v
			}
		}
		items = append(items, it)
	}
	return items, nil
}
