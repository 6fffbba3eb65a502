package record

import "github.com/ndval/ndval"

// FieldSummary is one field of a record as a list, a CSV column or a
// report shows it, the same for every field: which field, the form to
// store, and whether it is usable.
type FieldSummary struct {
	// Field names the field (ndval.FieldTaxID ...).
	Field ndval.Field
	// Stored is the form to store: Normalized for a tax id, an account, an
	// email and a phone, Full for a name, Formatted for an address. It may
	// be set when the field is not usable (a tax id's compact digits).
	Stored string
	// Reason says why the field is not usable; empty when it is.
	Reason ndval.Reason
	// Err is the field's Err(): nil when the field is usable as it is,
	// else an *ndval.Error that errors.Is matches with Reason.
	Err error
	// Warnings names the field's warnings, comma-separated; empty when
	// it has none.
	Warnings string
}

// Usable reports whether the field is usable as it is (Err is nil).
func (s FieldSummary) Usable() bool { return s.Err == nil }

// Summaries returns a summary of every field f holds, in the order of
// Fields' members (tax id, account, email, phone, name, address); nil
// for a nil f.
func (f *Fields) Summaries() []FieldSummary {
	return f.AppendSummaries(nil)
}

// AppendSummaries appends to dst a summary of every field f holds, in the
// order of Summaries, and returns the extended slice, so that a caller
// that summarizes many records reuses one slice.
func (f *Fields) AppendSummaries(dst []FieldSummary) []FieldSummary {
	if f == nil {
		return dst
	}
	if x := f.TaxID; x != nil {
		dst = append(dst, summary(ndval.FieldTaxID, x.Normalized, x.Reason, x.Err(), x.Warnings.String()))
	}
	if x := f.Account; x != nil {
		dst = append(dst, summary(ndval.FieldAccount, x.Normalized, x.Reason, x.Err(), x.Warnings.String()))
	}
	if x := f.Email; x != nil {
		dst = append(dst, summary(ndval.FieldEmail, x.Normalized, x.Reason, x.Err(), x.Warnings.String()))
	}
	if x := f.Phone; x != nil {
		dst = append(dst, summary(ndval.FieldPhone, x.Normalized, x.Reason, x.Err(), x.Warnings.String()))
	}
	if x := f.Name; x != nil {
		dst = append(dst, summary(ndval.FieldName, x.Full, x.Reason, x.Err(), x.Warnings.String()))
	}
	if x := f.Address; x != nil {
		dst = append(dst, summary(ndval.FieldAddress, x.Formatted, x.Reason, x.Err(), x.Warnings.String()))
	}
	return dst
}

// summary builds one FieldSummary; Reason is left empty for a usable
// field, whatever its package left in it.
func summary(field ndval.Field, stored string, reason ndval.Reason, err error, warnings string) FieldSummary {
	if err == nil {
		reason = ""
	}
	return FieldSummary{Field: field, Stored: stored, Reason: reason, Err: err, Warnings: warnings}
}
