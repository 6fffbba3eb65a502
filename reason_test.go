package ndval_test

import (
	"errors"
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndval/ndval"
)

func TestReasonTable(t *testing.T) {
	code := regexp.MustCompile(`^[a-z]+(_[a-z]+)*$`)
	seen := map[ndval.Reason]bool{}
	for _, ri := range ndval.Reasons() {
		assert.Regexp(t, code, string(ri.Reason))
		assert.False(t, seen[ri.Reason], "%s listed twice", ri.Reason)
		seen[ri.Reason] = true
		assert.True(t, ri.Reason.Known())
		assert.Equal(t, ri.Message, ri.Reason.Error())
		assert.NotEmpty(t, ri.Message)
		assert.NotEmpty(t, ri.Fields, "%s names no field", ri.Reason)
	}
	assert.False(t, ndval.Reason("no_such_code").Known())
	assert.Equal(t, "invalid (no_such_code)", ndval.Reason("no_such_code").Error())
	// Reasons returns a copy.
	rs := ndval.Reasons()
	rs[0].Fields[0] = "changed"
	assert.NotEqual(t, ndval.Field("changed"), ndval.Reasons()[0].Fields[0])
}

func TestError(t *testing.T) {
	for _, tc := range []struct {
		err  ndval.Error
		want string
	}{
		{ndval.Error{Field: ndval.FieldTaxID, Country: "AR", Type: "cuit", Reason: ndval.ReasonInvalidChecksum},
			"ndval: tax_id AR cuit: check digit does not verify"},
		{ndval.Error{Field: ndval.FieldTaxID, Country: "AR", Reason: ndval.ReasonMissingValue}, "ndval: tax_id AR: missing value"},
		{ndval.Error{Field: ndval.FieldEmail, Reason: "invalid_domain"}, "ndval: email: invalid domain"},
		{ndval.Error{Reason: ndval.ReasonInvalidFormat}, "ndval: wrong characters or arrangement"},
	} {
		assert.Equal(t, tc.want, tc.err.Error())
		var err error = &tc.err
		assert.ErrorIs(t, err, tc.err.Reason)
	}
	var err error = &ndval.Error{Field: ndval.FieldAccount, Reason: ndval.ReasonInvalidChecksum}
	assert.True(t, errors.Is(fmt.Errorf("wrapped: %w", err), ndval.ReasonInvalidChecksum))
	assert.False(t, errors.Is(err, ndval.ReasonInvalidLength))
	var e *ndval.Error
	assert.True(t, errors.As(err, &e))
	assert.Equal(t, ndval.FieldAccount, e.Field)
}
