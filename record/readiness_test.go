package record

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/fieldtest"
)

// ready is a record ready for both uses: YPF's CUIT, a CBU that verifies
// and a company name.
var ready = Item{Country: "AR", TaxID: "30-54668997-9", Account: "0170356420000030382008", Name: "YPF S.A."}

// with returns ready with fn applied.
func with(fn func(*Item)) Item {
	it := ready
	fn(&it)
	return it
}

func TestReadiness(t *testing.T) {
	for _, tc := range []struct {
		name             string
		item             Item
		payment, billing []ndval.Reason // unmet; nil means ready
	}{
		{"every condition met", ready, nil, nil},
		{"no tax id", with(func(it *Item) { it.TaxID = "" }),
			[]ndval.Reason{ReasonMissingTaxID}, []ndval.Reason{ReasonMissingTaxID}},
		{"a tax id of only spaces", with(func(it *Item) { it.TaxID = "  " }),
			[]ndval.Reason{ReasonMissingTaxID}, []ndval.Reason{ReasonMissingTaxID}},
		{"an invalid tax id", with(func(it *Item) { it.TaxID = "30-54668997-8" }),
			[]ndval.Reason{ReasonInvalidTaxID}, []ndval.Reason{ReasonInvalidTaxID}},
		{"no account", with(func(it *Item) { it.Account = "" }), []ndval.Reason{ReasonMissingAccount}, nil},
		{"a badly formed account", with(func(it *Item) { it.Account = "01703564" }), []ndval.Reason{ReasonInvalidAccount}, nil},
		{"an account whose check digit fails", with(func(it *Item) { it.Account = "0170356420000030382009" }),
			[]ndval.Reason{ReasonAccountChecksumFailed}, nil},
		{"an account of another country", with(func(it *Item) { it.Account = "DE89 3704 0044 0532 0130 00" }),
			[]ndval.Reason{ReasonAccountCountryMismatch}, nil},
		{"a foreign account whose check digit fails", with(func(it *Item) { it.Account = "DE00 3704 0044 0532 0130 00" }),
			[]ndval.Reason{ReasonAccountChecksumFailed, ReasonAccountCountryMismatch}, nil},
		{"no name", with(func(it *Item) { it.Name = "" }), nil, []ndval.Reason{ReasonMissingName}},
		{"a name of only spaces", with(func(it *Item) { it.Name = " \t" }), nil, []ndval.Reason{ReasonMissingName}},
		{"digits are no name", with(func(it *Item) { it.Name = "12345" }), nil, []ndval.Reason{ReasonInvalidName}},
		{"a placeholder name is missing", with(func(it *Item) { it.Name = "sin nombre" }), nil, []ndval.Reason{ReasonMissingName}},
		{"N/A is no name either", with(func(it *Item) { it.Name = "N/A" }), nil, []ndval.Reason{ReasonMissingName}},
		{"a placeholder tax id is missing", with(func(it *Item) { it.TaxID = "-" }),
			[]ndval.Reason{ReasonMissingTaxID}, []ndval.Reason{ReasonMissingTaxID}},
		{"an email is no name", with(func(it *Item) { it.Name = "pagos@ypf.com" }), nil, []ndval.Reason{ReasonInvalidName}},
		{"a placeholder account is missing", with(func(it *Item) { it.Account = "N/A" }), []ndval.Reason{ReasonMissingAccount}, nil},
		{"a placeholder account of zeros is missing", with(func(it *Item) { it.Account = "0000000000000000000000" }),
			[]ndval.Reason{ReasonMissingAccount}, nil},
		{"a CLABE in a CO record is foreign, not invalid", Item{Country: "CO", TaxID: "900.123.456-8", Account: "002150701822202709", Name: "Ecopetrol S.A."},
			[]ndval.Reason{ReasonAccountCountryMismatch}, nil},
		{"a CBU in an MX record is foreign, not invalid", Item{Country: "MX", TaxID: "PME380607P35", Account: "0170356420000030382008", Name: "Petróleos Mexicanos"},
			[]ndval.Reason{ReasonAccountCountryMismatch}, nil},
		{"nothing but the country", Item{Country: "AR"},
			[]ndval.Reason{ReasonMissingTaxID, ReasonMissingAccount}, []ndval.Reason{ReasonMissingTaxID, ReasonMissingName}},
		{"every unmet condition", Item{Country: "AR", TaxID: "1", Account: "DE00 3704 0044 0532 0130 00"},
			[]ndval.Reason{ReasonInvalidTaxID, ReasonAccountChecksumFailed, ReasonAccountCountryMismatch},
			[]ndval.Reason{ReasonInvalidTaxID, ReasonMissingName}},
		{"other findings change nothing", with(func(it *Item) {
			it.Email, it.Phone, it.Address = "ana@empresa.test", "15", "Brasil"
			it.Name = "Juan Pérez" // a person's name with a company's CUIT
		}), nil, nil},
	} {
		r := Validator{}.Validate(t.Context(), tc.item)
		require.Empty(t, r.Reason, tc.name)
		assertFlag(t, tc.name+": payment", tc.payment, r.Readiness.Payment)
		assertFlag(t, tc.name+": billing", tc.billing, r.Readiness.Billing)
	}
}

func assertFlag(t *testing.T, name string, unmet []ndval.Reason, f Flag) {
	t.Helper()
	if unmet == nil {
		assert.Equal(t, Flag{Status: Ready}, f, name)
		assert.True(t, f.Ready(), name)
		return
	}
	assert.Equal(t, NotReady, f.Status, name)
	assert.False(t, f.Ready(), name)
	assert.Equal(t, unmet[0], f.Reason, name, "the first unmet condition")
	var names []string
	for _, r := range unmet {
		names = append(names, string(r))
	}
	assert.Equal(t, names, f.Unmet.Names(), name)
}

func TestUnmet(t *testing.T) {
	all := UnmetMissingTaxID | UnmetInvalidTaxID | UnmetMissingAccount | UnmetInvalidAccount |
		UnmetAccountChecksumFailed | UnmetAccountCountryMismatch | UnmetMissingName
	reasons := []ndval.Reason{ReasonMissingTaxID, ReasonInvalidTaxID, ReasonMissingAccount, ReasonInvalidAccount,
		ReasonAccountChecksumFailed, ReasonAccountCountryMismatch, ReasonMissingName}
	require.Len(t, all.Names(), len(reasons))
	for i, r := range reasons {
		assert.Equal(t, string(r), all.Names()[i], "bit %d is named by its reason", i)
		assert.True(t, r.Known(), "%s is in the root table", string(r))
		u := Unmet(1 << i)
		assert.Equal(t, r, firstUnmet(u))
		assert.True(t, all.Has(u))
	}
	assert.Equal(t, ndval.Reason(""), firstUnmet(0))
	assert.Nil(t, Unmet(0).Names())
	assert.Equal(t, "missing_tax_id,missing_name", (UnmetMissingTaxID | UnmetMissingName).String())

	b, err := json.Marshal(UnmetInvalidTaxID | UnmetMissingName)
	require.NoError(t, err)
	assert.JSONEq(t, `["invalid_tax_id","missing_name"]`, string(b))
	var u Unmet
	require.NoError(t, json.Unmarshal(b, &u))
	assert.Equal(t, UnmetInvalidTaxID|UnmetMissingName, u)
	assert.Error(t, json.Unmarshal([]byte(`["nope"]`), &u))
	b, err = json.Marshal(Unmet(0))
	require.NoError(t, err)
	assert.Equal(t, "[]", string(b))
}

// TestReasonsListed checks that the readiness reasons are in the root
// table with the field each is about.
func TestReasonsListed(t *testing.T) {
	fieldtest.ReasonListed(t, ndval.FieldTaxID, ReasonMissingTaxID)
	fieldtest.ReasonListed(t, ndval.FieldTaxID, ReasonInvalidTaxID)
	for _, r := range []ndval.Reason{ReasonMissingAccount, ReasonInvalidAccount, ReasonAccountChecksumFailed,
		ReasonAccountCountryMismatch} {
		fieldtest.ReasonListed(t, ndval.FieldAccount, r)
	}
	fieldtest.ReasonListed(t, ndval.FieldName, ReasonMissingName)
}
