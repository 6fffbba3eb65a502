package name

import "github.com/ndval/ndval"

// Warnings are facts about a valid name that a reader should weigh before
// trusting its split or its entity. The zero value holds none. Warnings
// is a bit set, so reading it allocates nothing; Names and MarshalJSON
// give the snake_case names.
type Warnings = ndval.Set[warningNames]

const (
	// WarnAmbiguousOrder: the words look written in the other order than
	// the one the name was read in: read given names first, it starts
	// with a word known only as a surname and ends with one known only as
	// a given name ("PÉREZ GONZÁLEZ JUAN"), or the reverse when read
	// surnames first. The split follows the order asked for.
	WarnAmbiguousOrder Warnings = 1 << iota
	// WarnSingleToken: the name has one word (or one compound such as
	// "de la Cruz") besides titles and suffixes, so it has a given name or
	// a surname, not both. It goes to Paternal when a title such as Sr. or
	// Dr. comes before it or the lists know it only as a surname, else to
	// First.
	WarnSingleToken
	// WarnUncertainSplit: the split between given names and surnames, or
	// between the surnames, is a guess the lists could not settle: a word
	// that is as often a given name as a surname where either reading
	// fits ("Juan Cruz Pérez"), a word the lists do not know in the place
	// that decides ("Dilma Vana Rousseff"), a word put in a part the lists
	// know it only in the other ("Juan Carlos" read as given name and
	// surname), a trailing "de ..." after one surname (a married name or a
	// compound surname: "Cristina Fernández de Kirchner"), or more parts
	// than the country's names have (three surnames in Spanish, three
	// parts split by commas).
	WarnUncertainSplit
	// WarnInitial: a given name or surname is written as an initial
	// ("Juan P. Pérez"), so that part holds the initial, not the name.
	WarnInitial
	// WarnCompanyWord: the value is read as a person's name, but holds a
	// word that often names a company where it does not decide it: a
	// word such as Banco, Iglesia or Caja that is also a surname, not in
	// first place or read surnames first, or SA after a Portuguese given
	// name (the surname Sá written without its accent).
	WarnCompanyWord
	// WarnPlaceholder: the value is what sheets hold where a name is
	// missing ("-", "N/A", "sin nombre", "no tiene", "ninguno"): it is
	// answered missing_value with this warning, so that a record counts
	// the name as missing and says why, rather than splitting "Sin Nombre"
	// into a person's given name and surname.
	WarnPlaceholder
)

// warningNames names the warnings, in bit order: the type argument of Warnings.
type warningNames struct{}

// BitNames returns the snake_case names of the warnings, in bit order.
func (warningNames) BitNames() []string { return warningTable[:] }

var warningTable = [...]string{
	"ambiguous_order", "single_token", "uncertain_split", "initial", "company_word", "placeholder",
}
