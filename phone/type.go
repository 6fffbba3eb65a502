package phone

import "github.com/nyaruka/phonenumbers"

// Type is the kind of line a number belongs to, as phonenumbers' metadata
// (Google's libphonenumber) classifies the number ranges of each region.
type Type string

// The types, with phonenumbers' PhoneNumberType names in snake case.
const (
	TypeFixedLine Type = "fixed_line"
	TypeMobile    Type = "mobile"
	// TypeFixedLineOrMobile: the region's fixed and mobile ranges cannot be
	// told apart from the number, as in Mexico since its 2019 plan.
	TypeFixedLineOrMobile Type = "fixed_line_or_mobile"
	TypeTollFree          Type = "toll_free"
	TypePremiumRate       Type = "premium_rate"
	// TypeSharedCost: the caller pays part of the cost, e.g. Brazil's 4004
	// and Chile's 600 numbers.
	TypeSharedCost Type = "shared_cost"
	TypeVoIP       Type = "voip"
	// TypePersonalNumber: a number that follows a person to another line.
	TypePersonalNumber Type = "personal_number"
	TypePager          Type = "pager"
	// TypeUAN: a "universal access number" of a company, e.g. Argentina's
	// 0810 numbers.
	TypeUAN       Type = "uan"
	TypeVoicemail Type = "voicemail"
	// TypeUnknown: the number parsed but falls in no assigned range; a
	// Result carries it exactly when Valid is false and the value parsed.
	TypeUnknown Type = "unknown"
)

// typeNames maps phonenumbers.PhoneNumberType, a dense enum from
// FIXED_LINE (0) to UNKNOWN, to the Type names.
var typeNames = [...]Type{
	phonenumbers.FIXED_LINE:           TypeFixedLine,
	phonenumbers.MOBILE:               TypeMobile,
	phonenumbers.FIXED_LINE_OR_MOBILE: TypeFixedLineOrMobile,
	phonenumbers.TOLL_FREE:            TypeTollFree,
	phonenumbers.PREMIUM_RATE:         TypePremiumRate,
	phonenumbers.SHARED_COST:          TypeSharedCost,
	phonenumbers.VOIP:                 TypeVoIP,
	phonenumbers.PERSONAL_NUMBER:      TypePersonalNumber,
	phonenumbers.PAGER:                TypePager,
	phonenumbers.UAN:                  TypeUAN,
	phonenumbers.VOICEMAIL:            TypeVoicemail,
	phonenumbers.UNKNOWN:              TypeUnknown,
}

// typeOf returns the Type of a phonenumbers type.
func typeOf(t phonenumbers.PhoneNumberType) Type {
	if t < 0 || int(t) >= len(typeNames) {
		return TypeUnknown
	}
	return typeNames[t]
}
