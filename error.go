package ndval

// Field names a kind of value, as a record's field and a JSON member.
type Field string

// The fields, named as in a record.
const (
	FieldTaxID   Field = "tax_id"
	FieldAccount Field = "account"
	FieldEmail   Field = "email"
	FieldPhone   Field = "phone"
	FieldName    Field = "name"
	FieldAddress Field = "address"
)

// Error is the error form of a result that is not usable, in the style of
// strconv.NumError: it says which field, country and type failed and why,
// but never holds the value, since ids, accounts, names and addresses are
// personal data. Every field package's Result.Err returns one, and Unwrap
// gives the Reason, so errors.Is(err, ndval.ReasonInvalidChecksum) works
// whichever field failed.
type Error struct {
	Field   Field  // the kind of value
	Country string // ISO 3166-1 alpha-2 code; empty when none applies
	Type    string // the document or account type; empty when none applies
	Reason  Reason // why the value is not usable
}

// Error implements error, e.g. "ndval: tax_id AR cuit: check digit does
// not verify".
func (e *Error) Error() string {
	b := make([]byte, 0, 64)
	b = append(b, "ndval:"...)
	for _, s := range [...]string{string(e.Field), e.Country, e.Type} {
		if s != "" {
			b = append(b, ' ')
			b = append(b, s...)
		}
	}
	if len(b) > len("ndval:") {
		b = append(b, ':')
	}
	b = append(b, ' ')
	b = append(b, e.Reason.Error()...)
	return string(b)
}

// Unwrap returns the Reason.
func (e *Error) Unwrap() error { return e.Reason }
