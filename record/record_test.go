package record

import (
	"context"
	"encoding/json"
	"net"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/email"
	"github.com/ndval/ndval/internal/fieldtest"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// full has every field, valid, of one Argentine company (YPF's public
// ids; the CBU is a synthetic one of BBVA's that verifies).
var full = Item{ReferenceID: "s-1", Country: "ar", TaxID: "30-54668997-9", Account: "0170356420000030382008",
	Email: "compras@ypf.com", Phone: "011 4329-2000", Name: "YPF S.A.", Address: "Macacha Güemes 515, C1106BKK CABA"}

func TestValidateComposes(t *testing.T) {
	v := Validator{
		TaxID:   taxid.Validator{Lenient: true},
		Account: account.Validator{Banks: []account.Bank{{Country: "AR", Code: "017", Name: "Banco Nuevo"}}},
		Email:   email.Validator{ASCIIOnly: true},
		Phone:   phone.Validator{SkipFormats: true},
		Name:    name.Validator{Order: name.OrderSurnamesFirst},
	}
	r := v.Validate(t.Context(), full)
	require.Empty(t, r.Reason)
	assert.Equal(t, "s-1", r.ReferenceID)
	assert.Equal(t, "AR", r.Country)
	require.NotNil(t, r.Fields)
	f := r.Fields
	require.True(t, f.TaxID != nil && f.Account != nil && f.Email != nil && f.Phone != nil && f.Name != nil && f.Address != nil)
	// Each field is its package's own result, with the Validator's options.
	assert.Equal(t, v.TaxID.Validate("AR", "", full.TaxID), *f.TaxID)
	assert.Equal(t, v.Account.Validate("AR", "", full.Account), *f.Account)
	assert.Equal(t, "Banco Nuevo", f.Account.BankName)
	assert.Equal(t, v.Email.Validate(full.Email), *f.Email)
	assert.Equal(t, v.Phone.Validate("AR", full.Phone), *f.Phone)
	assert.Empty(t, f.Phone.Formatted, "SkipFormats reached phone")
	assert.Equal(t, v.Name.Validate("AR", full.Name), *f.Name)
	assert.Equal(t, v.Address.Validate("AR", full.Address), *f.Address)
	assert.Empty(t, r.Errors)
	assert.NoError(t, r.Err())
	assert.True(t, r.Readiness.Payment.Ready() && r.Readiness.Billing.Ready())
}

func TestValidateAbsentFields(t *testing.T) {
	r := Validator{}.Validate(t.Context(), Item{Country: "AR", TaxID: "30-54668997-9", AccountType: "cbu"})
	require.NotNil(t, r.Fields)
	assert.NotNil(t, r.Fields.TaxID)
	assert.Nil(t, r.Fields.Account, "an account type without an account is no account")
	assert.Nil(t, r.Fields.Email)
	assert.Nil(t, r.Fields.Phone)
	assert.Nil(t, r.Fields.Name)
	assert.Nil(t, r.Fields.Address)
	assert.Empty(t, r.ReferenceID)
	assert.NotNil(t, r.Consistency, "an empty list, not none")

	r = Validator{}.Validate(t.Context(), Item{Country: "AR", Email: " ", Name: "  "})
	require.NotNil(t, r.Fields.Email, "only spaces is a present field")
	assert.Equal(t, ndval.ReasonMissingValue, r.Fields.Email.Reason)
	assert.Equal(t, ndval.ReasonMissingValue, r.Fields.Name.Reason)
}

func TestValidateCountry(t *testing.T) {
	for _, tc := range []struct {
		in, country string
		reason      ndval.Reason
	}{
		{"", "", ndval.ReasonMissingCountry},
		{"  ", "", ndval.ReasonMissingCountry},
		{"ZZ", "ZZ", ndval.ReasonInvalidCountry},
		{" arg ", "ARG", ndval.ReasonInvalidCountry},
		{"uk", "UK", ndval.ReasonInvalidCountry},
	} {
		it := full
		it.Country = tc.in
		r := Validator{}.Validate(t.Context(), it)
		assert.Equal(t, tc.reason, r.Reason, "%q", tc.in)
		assert.Equal(t, tc.country, r.Country, "%q", tc.in)
		assert.Equal(t, "s-1", r.ReferenceID)
		assert.Nil(t, r.Fields, "no field without a country")
		assert.Nil(t, r.Consistency)
		assert.Zero(t, r.Readiness)
		assert.ErrorIs(t, r.Err(), tc.reason)
	}
	// An assigned code without rules in some field is each field's answer.
	r := Validator{}.Validate(t.Context(), Item{Country: "FR", TaxID: "123", Phone: "01 42 68 53 00"})
	require.Empty(t, r.Reason)
	assert.Equal(t, ndval.ReasonUnsupportedCountry, r.Fields.TaxID.Reason)
	assert.True(t, r.Fields.Phone.Valid)
}

func TestValidateErrors(t *testing.T) {
	r := Validator{}.Validate(t.Context(), Item{Country: "AR", TaxID: "30-54668997-8", Account: "0170356420000030382009",
		Email: "ana@empresa.test", Phone: "+54 11 4329-2000", Name: "YPF S.A."})
	var fields []ndval.Field
	for _, e := range r.Errors {
		fields = append(fields, e.Field)
	}
	assert.Equal(t, []ndval.Field{ndval.FieldTaxID, ndval.FieldAccount, ndval.FieldEmail}, fields)
	err := r.Err()
	assert.ErrorIs(t, err, ndval.ReasonInvalidChecksum, "the tax id's and the account's")
	assert.ErrorIs(t, err, email.ReasonReservedDomain)
	var e *ndval.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, ndval.FieldTaxID, e.Field)
	assert.NotContains(t, err.Error(), "30-54668997", "errors never hold a value")

	r = Validator{}.Validate(t.Context(), Item{Country: "AR", TaxID: "30-54668997-8"})
	assert.Equal(t, r.Errors[0], r.Err(), "one error is itself")
}

func TestValidateBatch(t *testing.T) {
	items := make([]Item, 37)
	for i := range items {
		items[i] = full
		items[i].ReferenceID = strconv.Itoa(i)
		if i%3 == 0 {
			items[i].Country = ""
		}
	}
	for _, p := range []int{0, 1, 4, 100} {
		out, err := Validator{Parallelism: p}.ValidateBatch(t.Context(), items)
		require.NoError(t, err)
		require.Len(t, out, len(items))
		for i, r := range out {
			assert.Equal(t, strconv.Itoa(i), r.ReferenceID, "input order, parallelism %d", p)
			assert.Equal(t, i%3 == 0, r.Reason == ndval.ReasonMissingCountry)
		}
	}
	out, err := Validator{}.ValidateBatch(t.Context(), nil)
	assert.NoError(t, err)
	assert.Empty(t, out)
}

func TestValidateBatchIsValidate(t *testing.T) {
	// A batch validated group by group, field by field, answers what
	// Validate answers for each item, whatever the parallelism and however
	// the groups fall: records of several countries, with some fields, all
	// or none, a bad country, in a batch longer than a few groups.
	var items []Item
	for i := range 3*batchGroup + 5 {
		for _, it := range []Item{full, fullMX, {Country: "BR", Name: "João Silva", Phone: "(21) 3224-4477"},
			{Country: "xx", TaxID: "20-12345678-6"}, {Country: "CO"}, {Country: "PE", TaxID: "20131312955", Address: "Av. Arequipa 123, Lima"}} {
			it.ReferenceID = strconv.Itoa(i)
			items = append(items, it)
		}
	}
	for _, p := range []int{1, 3, 100} {
		out, err := Validator{Parallelism: p}.ValidateBatch(t.Context(), items)
		require.NoError(t, err)
		for i, it := range items {
			require.Equal(t, Validator{}.Validate(t.Context(), it), out[i], "item %d, parallelism %d", i, p)
		}
	}
}

// cancelingResolver cancels the batch's context at its first look-up.
type cancelingResolver struct{ cancel context.CancelFunc }

func (c cancelingResolver) LookupMX(context.Context, string) ([]*net.MX, error) {
	c.cancel()
	return []*net.MX{{Host: "mx.example.net.", Pref: 10}}, nil
}

func (c cancelingResolver) LookupHost(context.Context, string) ([]string, error) { return nil, nil }

func TestValidateBatchStops(t *testing.T) {
	items := make([]Item, 50)
	for i := range items {
		items[i] = Item{ReferenceID: strconv.Itoa(i), Country: "AR", Email: "ana@empresa.com.ar"}
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	out, err := Validator{}.ValidateBatch(ctx, items)
	assert.ErrorIs(t, err, context.Canceled)
	require.Len(t, out, len(items))
	for _, r := range out {
		assert.Zero(t, r, "nothing validated after the context is done")
	}

	for _, p := range []int{1, 4} {
		ctx, cancel = context.WithCancel(t.Context())
		v := Validator{Parallelism: p, Email: email.Validator{CheckDeliverability: true, Resolver: cancelingResolver{cancel}}}
		out, err = v.ValidateBatch(ctx, items)
		assert.ErrorIs(t, err, context.Canceled)
		done := 0
		for i, r := range out {
			if r.Country != "" {
				done++
				assert.Equal(t, strconv.Itoa(i), r.ReferenceID)
			}
		}
		assert.GreaterOrEqual(t, done, 1)
		assert.LessOrEqual(t, done, p, "each worker finishes the item it has, and starts no other")
	}
}

func TestAppendJSON(t *testing.T) {
	ctx := t.Context()
	for _, it := range []Item{
		full,
		{Country: "MX", TaxID: "GODE561231GR8", Name: "Emma Gómez Díaz", Account: "DE89 3704 0044 0532 0130 00",
			Phone: "+55 11 91234-5678", Address: "Av. Reforma 505, 06500, Jalisco"},
		{ReferenceID: "a\"b\\c\u2028<&>\x01", Country: "AR", Name: "O'Higgins \"el <Libertador>\""},
		{ReferenceID: "only a country", Country: "BR"},
		{ReferenceID: "x", Country: "zz\"\x00"},
		{Country: ""},
	} {
		r := Validator{}.Validate(ctx, it)
		if r.Fields == nil || r.Fields.Address == nil {
			fieldtest.AppendJSON(t, r) // byte for byte what encoding/json writes
			continue
		}
		// address.Result.AppendJSON writes the core members first, not in
		// the order of its struct: the same value, other bytes.
		got := r.AppendJSON([]byte(`{"envelope":1`))
		got = got[len(`{"envelope":1`):]
		want, err := json.Marshal(r)
		require.NoError(t, err)
		var gotV, wantV any
		require.NoError(t, json.Unmarshal(got, &gotV), "%s", got)
		require.NoError(t, json.Unmarshal(want, &wantV))
		assert.Equal(t, wantV, gotV)
		b := make([]byte, 0, 2*len(got))
		assert.Zero(t, testing.AllocsPerRun(20, func() { b = r.AppendJSON(b[:0]) }))
	}
}

// sink keeps results alive, so that the compiler cannot keep on the stack
// what a caller would get on the heap.
var sink Result

func TestValidateAllocs(t *testing.T) {
	// Validate allocates the Fields, the result of each field the record
	// has (the first with the Fields), the checks' list when a check may
	// apply, and what the field packages allocate themselves; a record that
	// only has a country allocates its Fields alone.
	ctx := context.Background()
	it := Item{Country: "AR"}
	assert.Equal(t, 1.0, testing.AllocsPerRun(50, func() { sink = Validator{}.Validate(ctx, it) }))
	// A company's record: the Fields with the tax id's result, the name's
	// result, the checks and the tax id's own one (Normalized and
	// Formatted share it)...
	it = Item{Country: "AR", TaxID: "30-54668997-9", Name: "YPF S.A."}
	assert.Equal(t, 4.0, testing.AllocsPerRun(50, func() { sink = Validator{}.Validate(ctx, it) }))
	// ... which hold the two results and three checks, not room for six
	// and six (1,216 bytes before).
	bytes := testing.Benchmark(func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sink = Validator{}.Validate(ctx, it)
		}
	}).AllocedBytesPerOp()
	assert.LessOrEqual(t, bytes, int64(500))
	// A full record takes one allocation for its Fields, its six results
	// and its checks; the tax id, the account, the phone and the address
	// allocate one each.
	full := full
	assert.Equal(t, 1.0+4, testing.AllocsPerRun(50, func() { sink = Validator{}.Validate(ctx, full) }))
	// A Mexican person's takes one fewer (its RFC is kept as written), and
	// none for tax_id_matches_name, which compares the name's four letters
	// (taxid.MXNameKey, inlined) without allocating them.
	mx := fullMX
	assert.Equal(t, 1.0+3, testing.AllocsPerRun(50, func() { sink = Validator{}.Validate(ctx, mx) }))
	// A batch allocates them once for all its items, one allocation per
	// kind of field, with its results, the checks, the items' Fields and
	// the state its workers share (the Batch, the function, the counter,
	// the group).
	items := []Item{it, it, it, it}
	assert.Equal(t, 9.0+4, testing.AllocsPerRun(50, func() {
		out, _ := Validator{Parallelism: 1}.ValidateBatch(ctx, items)
		sink = out[0]
	}))
}

func TestFieldsAreTheItemsOrder(t *testing.T) {
	// The JSON lists the fields in the item's order.
	b := string(Validator{}.Validate(t.Context(), full).AppendJSON(nil))
	last := 0
	for _, k := range []string{`"tax_id":`, `"account":`, `"email":`, `"phone":`, `"name":`, `"address":`,
		`"consistency":`, `"readiness":`} {
		i := strings.Index(b[last:], k)
		require.Positive(t, i, k)
		last += i
	}
}

// TestPresentAndMaxChecks holds present and maxChecks to their
// definitions, field by field, for every set of fields an item can have.
func TestPresentAndMaxChecks(t *testing.T) {
	for set := range 1 << 6 {
		var v [6]string
		want, wantChecks := 0, 0
		for i := range v {
			if set&(1<<i) != 0 {
				v[i] = " x"
				want++
				if i != 2 && i != 4 { // every field but the email and the name has a check of its own
					wantChecks++
				}
			}
		}
		if v[0] != "" && v[4] != "" { // the tax id against the name: two checks
			wantChecks += 2
		}
		it := Item{TaxID: v[0], Account: v[1], Email: v[2], Phone: v[3], Name: v[4], Address: v[5]}
		assert.Equal(t, want, present(&it), "%06b", set)
		assert.Equal(t, wantChecks, maxChecks(&it), "%06b", set)
	}
}
