package account

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"
)

// Warnings are facts about a well-formed account that do not make it
// invalid. The zero value holds none.
type Warnings uint8

const (
	// WarnUnknownBank: the bank code is not in the tables. Bank lists go
	// stale (new banks, fintechs), so the account may well be right.
	WarnUnknownBank Warnings = 1 << iota
	// WarnUnknownBranch: the branch or CLABE plaza code is not in the
	// tables. Modern CLABEs use plaza codes loosely.
	WarnUnknownBranch
	// WarnHistoricBank: the bank code appears only in old lists; the bank
	// may have merged or closed.
	WarnHistoricBank
	// WarnNationalCheckUnverified: the IBAN's country has national check
	// digits this package does not verify (ChecksumValid then rests on the
	// IBAN's mod 97 alone).
	WarnNationalCheckUnverified
)

var warningNames = [...]string{"unknown_bank", "unknown_branch", "historic_bank", "national_check_unverified"}

// Has reports whether every warning in x is set in w.
func (w Warnings) Has(x Warnings) bool { return w&x == x }

// Names returns the snake_case names of the warnings set, in bit order.
func (w Warnings) Names() []string {
	var names []string
	for i, n := range warningNames {
		if w&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	return names
}

// String joins the names with commas.
func (w Warnings) String() string { return strings.Join(w.Names(), ",") }

// MarshalJSON encodes w as an array of names.
func (w Warnings) MarshalJSON() ([]byte, error) {
	names := w.Names()
	if names == nil {
		names = []string{}
	}
	return json.Marshal(names)
}

// UnmarshalJSON decodes an array of names.
func (w *Warnings) UnmarshalJSON(b []byte) error {
	var names []string
	if err := json.Unmarshal(b, &names); err != nil {
		return err
	}
	var x Warnings
	for _, n := range names {
		i := slices.Index(warningNames[:], n)
		if i < 0 {
			return errors.New("account: unknown warning " + strconv.Quote(n))
		}
		x |= 1 << i
	}
	*w = x
	return nil
}
