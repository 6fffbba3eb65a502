package record

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
)

// TestSummaries: one summary per field the record has, in Fields order,
// with the form each package says to store, the reason of an unusable
// field and none for a usable one.
func TestSummaries(t *testing.T) {
	r := Validator{}.Validate(t.Context(), Item{
		Country: "AR", TaxID: "30-54668997-8", Account: "CBU 0170356420000030382008",
		Email: "sin correo", Phone: "+54 9 11 5050-0147", Name: "ypf s.a.",
		Address: "Macacha Güemes 515, C1106BKK CABA",
	})
	got := r.Fields.Summaries()
	fields := make([]ndval.Field, len(got))
	for i, s := range got {
		fields[i] = s.Field
		assert.Equal(t, s.Err == nil, s.Usable(), s.Field)
		assert.Equal(t, s.Err == nil, s.Reason == "", s.Field)
		if s.Err != nil {
			assert.ErrorIs(t, s.Err, s.Reason, s.Field)
		}
	}
	assert.Equal(t, []ndval.Field{ndval.FieldTaxID, ndval.FieldAccount, ndval.FieldEmail, ndval.FieldPhone,
		ndval.FieldName, ndval.FieldAddress}, fields)
	assert.Equal(t, ndval.ReasonInvalidChecksum, got[0].Reason)
	assert.Equal(t, "30546689978", got[0].Stored)
	assert.Equal(t, "0170356420000030382008", got[1].Stored)
	assert.Equal(t, ndval.ReasonMissingValue, got[2].Reason)
	assert.Equal(t, "placeholder", got[2].Warnings)
	assert.Equal(t, r.Fields.Phone.Normalized, got[3].Stored)
	assert.Equal(t, r.Fields.Name.Full, got[4].Stored)
	assert.Equal(t, r.Fields.Address.Formatted, got[5].Stored)

	assert.Nil(t, (*Fields)(nil).Summaries())
	assert.Len(t, (&Fields{}).Summaries(), 0)
	buf := make([]FieldSummary, 0, 8)
	assert.Equal(t, got, r.Fields.AppendSummaries(buf))
}
