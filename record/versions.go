package record

import (
	"github.com/ndval/ndval/account"
	"github.com/ndval/ndval/address"
	"github.com/ndval/ndval/email"
	"github.com/ndval/ndval/internal/country"
	"github.com/ndval/ndval/name"
	"github.com/ndval/ndval/phone"
	"github.com/ndval/ndval/taxid"
)

// DataVersion names the data one package's answers rest on.
type DataVersion struct {
	Package string // taxid, account, email, phone, name, address or country
	Version string // that package's DataVersion; for phone, "phonenumbers " + phone.MetadataVersion()
}

// DataVersions lists the versions of the data built into every field
// package a Validator uses, in a fixed order: the issuers' exception lists
// (taxid), the bank and IBAN tables (account), the provider and disposable
// domain lists (email), the numbering plans (phone, phone.MetadataVersion),
// the name lists (name), the address metadata (address) and the ISO 3166-1
// list every package reads countries with (country). A build with newer
// data can answer differently for the same value: keep these next to
// results stored for audit.
func DataVersions() []DataVersion {
	return []DataVersion{
		{"taxid", taxid.DataVersion},
		{"account", account.DataVersion},
		{"email", email.DataVersion},
		{"phone", "phonenumbers " + phone.MetadataVersion()},
		{"name", name.DataVersion},
		{"address", address.DataVersion},
		{"country", country.DataVersion},
	}
}
