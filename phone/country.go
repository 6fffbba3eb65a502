package phone

import (
	"github.com/nyaruka/phonenumbers"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/country"
)

// The country a caller gives, and the country a number belongs to.
//
// The country given is read with the module's one rule (internal/country):
// an assigned ISO 3166-1 alpha-2 code in any case. phonenumbers' regions
// are those codes with four differences: it has no metadata for seven
// assigned codes, territories without a numbering plan of their own (AQ,
// BV, GS, HM, PN, TF, UM: unsupported_country), and it adds AC
// (Ascension) and TA (Tristan da Cunha), which ISO 3166-1 counts in SH
// (Saint Helena, Ascension and Tristan da Cunha), and XK (Kosovo), which
// ISO 3166-1 does not assign; given as a country, these three are
// invalid_country, as in every field package.

// lookupPlan reads the country given and returns it upper-cased, with its
// numbering plan (nil when the compiled metadata has none) and its country
// calling code. An empty country is not an error here: whether it is
// allowed depends on how the number is written.
func lookupPlan(c string) (region string, p *plan, code int, reason ndval.Reason) {
	region, reason = country.Parse(c)
	switch reason {
	case "":
	case ndval.ReasonMissingCountry:
		return "", nil, 0, ""
	default:
		return "", nil, 0, reason
	}
	// The compiled metadata knows the regions phonenumbers knows, when it
	// comes from the same version; GetCountryCodeForRegion is 0 for a
	// region phonenumbers has no metadata for.
	if p = planOf(region); p != nil && fastUsable() {
		return region, p, int(p.cc), ""
	}
	if code = phonenumbers.GetCountryCodeForRegion(region); code == 0 {
		return "", nil, 0, ndval.ReasonUnsupportedCountry
	}
	return region, p, code, ""
}
