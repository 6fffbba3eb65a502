package ndval

// Entity says whether a value belongs to a natural person or to a legal
// entity (a company, an association, a public body). It is empty when the
// value does not say.
type Entity string

const (
	EntityPerson  Entity = "person"  // a natural person
	EntityCompany Entity = "company" // a legal entity: company, public body, association
)
