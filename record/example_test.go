package record_test

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/record"
)

func ExampleValidator_Validate() {
	// A supplier: YPF's CUIT and name, and a CBU that verifies.
	r := record.Validator{}.Validate(context.Background(), record.Item{
		Country: "AR", TaxID: "30-54668997-9", Account: "0170356420000030382008", Name: "YPF S.A.",
	})
	fmt.Println(r.Fields.TaxID.Type, r.Fields.Account.BankName)
	fmt.Println("payment:", r.Readiness.Payment.Status, "billing:", r.Readiness.Billing.Status)

	// A customer with the SAT's example RFC, a German IBAN and no name.
	r = record.Validator{}.Validate(context.Background(), record.Item{
		Country: "MX", TaxID: "GODE561231GR8", Account: "DE89 3704 0044 0532 0130 00",
	})
	for _, c := range r.Consistency {
		fmt.Println(c.Check, c.OK, c.Detail)
	}
	fmt.Println("payment:", r.Readiness.Payment.Status, string(r.Readiness.Payment.Reason))
	fmt.Println("billing:", r.Readiness.Billing.Status, string(r.Readiness.Billing.Reason))
	// Output:
	// cuit Banco BBVA Argentina S.A.
	// payment: ready billing: ready
	// country_matches_tax_id true the tax id fits a document of the declared country
	// country_matches_account false the account is of DE
	// payment: not_ready account_country_mismatch
	// billing: not_ready missing_name
}

func ExampleValidator_ValidateBatch() {
	items := []record.Item{
		{ReferenceID: "c-1", Country: "MX", TaxID: "SABC560626MDFLRN01", Name: "Concepción Salgado Briseño"},
		{ReferenceID: "c-2", Country: "MX", TaxID: "SABC560626MDFLRN01", Name: "Juan Pérez López"},
		{ReferenceID: "c-3", TaxID: "SABC560626MDFLRN01"},
	}
	results, err := record.Validator{}.ValidateBatch(context.Background(), items)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range results {
		if r.Reason != "" {
			fmt.Println(r.ReferenceID, string(r.Reason))
			continue
		}
		c := r.Consistency[1] // tax_id_matches_name
		fmt.Println(r.ReferenceID, c.Check, c.OK, c.Detail)
	}
	// Output:
	// c-1 tax_id_matches_name true the tax id's name letters agree with the name
	// c-2 tax_id_matches_name false the tax id's name letters disagree with the first surname and the second surname and the given name
	// c-3 missing_country
}

func ExampleBatch() {
	// A server keeps Batches (one per request being served, in a
	// sync.Pool) so that a batch's results reuse the memory of the last.
	var b record.Batch
	for _, items := range [][]record.Item{
		{{ReferenceID: "a-1", Country: "AR", TaxID: "30-54668997-9", Name: "YPF S.A."}},
		{{ReferenceID: "b-1", Country: "BR", TaxID: "33.000.167/0001-01"}, {ReferenceID: "b-2", Country: "BR", TaxID: "33.000.167/0001-02"}},
	} {
		b.Reset(items)
		// Goroutines may validate disjoint ranges; here one takes them all.
		if err := b.Validate(context.Background(), record.Validator{}, 0, b.Len()); err != nil {
			fmt.Println(err)
			return
		}
		for _, r := range b.Results() {
			if t := r.Fields.TaxID; !t.Valid {
				fmt.Println(r.ReferenceID, string(t.Reason))
				continue
			}
			fmt.Println(r.ReferenceID, "valid")
		}
		b.Clear() // keeps no value of the batch, only the memory
	}
	// Output:
	// a-1 valid
	// b-1 valid
	// b-2 invalid_checksum
}

func ExampleResult_AppendJSON() {
	r := record.Validator{}.Validate(context.Background(), record.Item{
		ReferenceID: "s-9", Country: "BR", TaxID: "33.000.167/0001-01", Name: "Petróleo Brasileiro S.A.",
	})
	fmt.Println(string(r.AppendJSON(nil)))
	// Output:
	// {"reference_id":"s-9","country":"BR","fields":{"tax_id":{"valid":true,"normalized":"33000167000101","formatted":"33.000.167/0001-01","country":"BR","type":"cnpj","entity":"company"},"name":{"valid":true,"country":"BR","full":"Petróleo Brasileiro S.A.","first":"","paternal":"","entity":"company"}},"consistency":[{"check":"country_matches_tax_id","ok":true,"detail":"the tax id fits a document of the declared country"},{"check":"entity_matches_name","ok":true,"detail":"the tax id and the name are both a company's"}],"readiness":{"payment":{"status":"not_ready","reason":"missing_account","unmet":["missing_account"]},"billing":{"status":"ready","unmet":[]}}}
}

func ExampleResult_Err() {
	r := record.Validator{}.Validate(context.Background(), record.Item{
		Country: "AR", TaxID: "30-54668997-8", Account: "0170356420000030382009",
	})
	err := r.Err()
	fmt.Println(errors.Is(err, ndval.ReasonInvalidChecksum))
	fmt.Println(err)
	// Output:
	// true
	// ndval: tax_id AR cuit: check digit does not verify
	// ndval: account AR cbu: check digit does not verify
}

// A Flag says whether a record is ready for one use and, if not, every
// condition it misses, the first one first.
func ExampleFlag_Ready() {
	r := record.Validator{}.Validate(context.Background(), record.Item{
		Country: "CL", TaxID: "61.704.000-K", // CODELCO's RUT: no account, no name
	})
	for _, f := range []record.Flag{r.Readiness.Payment, r.Readiness.Billing} {
		fmt.Println(f.Ready(), f.Status, string(f.Reason), f.Unmet.Names())
	}
	// Output:
	// false not_ready missing_account [missing_account]
	// false not_ready missing_name [missing_name]
}

// DataVersions names the data behind the answers, to keep next to stored
// results.
func ExampleDataVersions() {
	for _, d := range record.DataVersions() {
		fmt.Println(d.Package, d.Version != "")
	}
	// Output:
	// taxid true
	// account true
	// email true
	// phone true
	// name true
	// address true
	// country true
}

// Summaries lists a record's fields the same way, whichever they are:
// the form to store and, for a field that is not usable, why.
func ExampleFields_Summaries() {
	r := record.Validator{}.Validate(context.Background(), record.Item{
		Country: "AR", TaxID: "CUIT 30-54668997-9", Account: "0170356420000030382009",
		Email: "N/A", Name: "YPF S.A.",
	})
	for _, s := range r.Fields.Summaries() {
		fmt.Println(strings.TrimSpace(fmt.Sprintf("%-8s %-24q %-17s %s", s.Field, s.Stored, string(s.Reason), s.Warnings)))
	}
	// Output:
	// tax_id   "30546689979"
	// account  "0170356420000030382009" invalid_checksum
	// email    ""                       missing_value     placeholder
	// name     "YPF S.A."
}
