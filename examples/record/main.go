// Command record validates two supplier and customer records in a Go
// program with package record, and prints what a payment or billing team
// needs to know of each: every field's verdict and the form to store,
// the consistency checks that failed, readiness for payment and billing,
// and the errors.
//
//	go run ./examples/record
//
// The values are public or synthetic: the first record is Crediplat S.A.'s
// CUIT and the CBU it publishes for payments; the second is the SAT's example
// RFC and name, the ISO 13616 example IBAN, a synthetic Brazilian mobile and
// the Torre Mayor's address; the third is YPF's CUIT and the CBU above, each
// with its last digit mistyped.
package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/record"
)

func main() {
	items := []record.Item{
		{
			ReferenceID: "supplier-17",
			Country:     "AR",
			TaxID:       "CUIT 30-71151720-7",
			Account:     "CBU 0170356420000030382008",
			Email:       "Cobranzas@Empresa.com.ar",
			Name:        "CREDIPLAT S.A.",
		},
		{
			ReferenceID: "customer-4",
			Country:     "mx",
			TaxID:       "gode561231gr8",
			Account:     "DE89 3704 0044 0532 0130 00",
			Email:       "emma.gomez@gmial.com",
			Phone:       "+55 11 91234-5678",
			Name:        "EMMA GÓMEZ DÍAZ",
			Address:     "Av. Paseo de la Reforma 505, Col. Cuauhtémoc, C.P. 06500, Ciudad de México, CDMX",
		},
		{
			ReferenceID: "supplier-18",
			Country:     "AR",
			TaxID:       "30-54668997-8",          // YPF's CUIT, last digit mistyped
			Account:     "0170356420000030382009", // the CBU above, last digit mistyped
		},
		{ReferenceID: "supplier-19", TaxID: "30-54668997-9"}, // no country
	}
	// The zero Validator applies every field package's defaults; its
	// fields hold each package's options (v.TaxID.Lenient, ...).
	var v record.Validator
	for _, it := range items {
		report(v.Validate(context.Background(), it))
	}
}

// report writes one record's findings.
func report(r record.Result) {
	fmt.Printf("%s (%s)\n", r.ReferenceID, r.Country)
	if r.Reason != "" { // no country, or not an ISO code: nothing was validated
		fmt.Printf("  not validated: %s (%v)\n\n", string(r.Reason), r.Reason)
		return
	}
	for _, s := range r.Fields.Summaries() {
		warnings := s.Warnings
		if s.Field == ndval.FieldEmail && r.Fields.Email.Suggestion != "" {
			warnings += ", did you mean " + r.Fields.Email.Suggestion + "?"
		}
		field(string(s.Field), s.Err, s.Stored, about(r.Fields, s.Field), warnings)
	}
	for _, c := range r.Consistency {
		if !c.OK {
			fmt.Printf("  check %s failed: %s\n", c.Check, c.Detail)
		}
	}
	readiness("payment", r.Readiness.Payment)
	readiness("billing", r.Readiness.Billing)
	if err := r.Err(); err != nil {
		// The errors name the field, the country and the reason, never
		// the value: they can go to a log.
		fmt.Printf("  errors: %s\n", strings.ReplaceAll(err.Error(), "\n", "; "))
		if errors.Is(err, ndval.ReasonInvalidChecksum) {
			fmt.Println("  a check digit is wrong: ask for the document again")
		}
	}
	fmt.Println()
}

// about says what else a field's result holds besides the form to store:
// the document, the bank, the split of a name.
func about(f *record.Fields, field ndval.Field) string {
	switch field {
	case ndval.FieldTaxID:
		return f.TaxID.Type + " " + string(f.TaxID.Entity)
	case ndval.FieldAccount:
		return f.Account.Country + " " + string(f.Account.Type) + " " + f.Account.BankName
	case ndval.FieldPhone:
		return f.Phone.Country + " " + string(f.Phone.Type)
	case ndval.FieldName:
		if f.Name.Paternal == "" {
			return string(f.Name.Entity)
		}
		return string(f.Name.Entity) + " given " + f.Name.First + " | paternal " + f.Name.Paternal + " | maternal " + f.Name.Maternal
	case ndval.FieldAddress:
		return f.Address.RegionCode
	}
	return ""
}

// readiness writes one readiness flag: ready, or not ready and every
// unmet condition, the first one first.
func readiness(use string, f record.Flag) {
	if f.Ready() {
		fmt.Printf("  %s: ready\n", use)
		return
	}
	fmt.Printf("  %s: not ready: %s\n", use, strings.Join(f.Unmet.Names(), ", "))
}

// field writes one field's verdict, the form to store, and what else the
// result says.
func field(name string, err error, stored, about, warnings string) {
	verdict := "ok"
	if err != nil {
		var e *ndval.Error
		if errors.As(err, &e) {
			verdict = string(e.Reason)
		}
	}
	line := fmt.Sprintf("  %-8s %-16s %s", name, verdict, stored)
	if about = strings.TrimSpace(about); about != "" {
		line += "  (" + about + ")"
	}
	if warnings != "" {
		line += "  warnings: " + warnings
	}
	fmt.Println(line)
}
