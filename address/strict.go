package address

import "strings"

// The strict form: the parts of an address, each after its label, in a
// fixed order, separated by "; ", with the region as its ISO 3166-2 code:
//
//	calle: Cl 0; unidad: Col 0; región: SV-SS
//	calle: Av. Paulista; número: 1578; barrio: Bela Vista; ciudad: São Paulo; región: BR-SP; cp: 01310-200
//
// Formatted falls back to it when the usual form would not read back to
// the same parts (roundtrip.go). No part holds a colon (a colon ends a
// segment of the address, and parts never cross one), so a value runs
// exactly to the "; " before the next label. Validate reads a value that
// starts with a label and a colon ("calle: ") in this form only, and may
// then be up to 2×MaxLength bytes long.

// strictLabels returns the labels of the strict form, in their order.
func strictLabels() [7]string {
	return [...]string{"calle", "número", "unidad", "barrio", "ciudad", "región", "cp"}
}

// appendStrict appends the parts f in the strict form.
func appendStrict(b []byte, f *fields) []byte {
	labels := strictLabels()
	start := len(b)
	for i, v := range f.values() {
		if v == "" {
			continue
		}
		if len(b) > start {
			b = append(b, "; "...)
		}
		b = append(b, labels[i]...)
		b = append(b, ": "...)
		b = append(b, v...)
	}
	return b
}

// values returns the parts in the order of strictLabels.
func (f *fields) values() [7]string {
	return [...]string{f.street, f.number, f.unit, f.hood, f.city, f.regionCode, f.postal}
}

// readStrict reads s in the strict form for the country of row ci; ok is
// false when s is not in that form.
func readStrict(ci int, s string) (f fields, ok bool) {
	labels := strictLabels()
	var vals [len(labels)]string
	next := 0 // the first label that may come
	for s != "" {
		i := strictLabel(s, next)
		if i < 0 {
			return fields{}, false
		}
		s = s[len(labels[i])+2:]
		end := len(s)
		for j := i + 1; j < len(labels); j++ {
			if k := strings.Index(s, "; "+labels[j]+": "); k >= 0 && k < end {
				end = k
			}
		}
		if end == 0 || strings.IndexByte(s[:end], ':') >= 0 || strings.TrimSpace(s[:end]) != s[:end] {
			return fields{}, false
		}
		vals[i], s, next = s[:end], strings.TrimPrefix(s[end:], "; "), i+1
	}
	if next == 0 {
		return fields{}, false
	}
	f = fields{ci: ci, street: vals[0], number: vals[1], unit: vals[2], hood: vals[3], city: vals[4],
		regionCode: vals[5], postal: vals[6], reg: -1}
	if f.regionCode != "" {
		r := regionByCode(ci, f.regionCode)
		if r < 0 {
			return fields{}, false
		}
		f.region, f.reg = regionTable[r].name, r
	}
	return f, true
}

// strictLabel returns the index of the label, at or after next, that s
// starts with (followed by ": "), or -1.
func strictLabel(s string, next int) int {
	labels := strictLabels()
	for i := next; i < len(labels); i++ {
		// The colon first: most values have none where a label would end.
		if l := labels[i]; len(s) > len(l)+1 && s[len(l)] == ':' && s[len(l)+1] == ' ' && s[:len(l)] == l {
			return i
		}
	}
	return -1
}

// strictResult is the Result of the parts f read in the strict form: valid
// by the rules of "What valid means", with no warnings.
func strictResult(f *fields) Result {
	r := Result{Country: countryTable[f.ci].code, Street: f.street, Number: f.number, Unit: f.unit,
		Neighborhood: f.hood, City: f.city, Region: f.region, RegionCode: f.regionCode, PostalCode: f.postal}
	locator := r.Street == "" && (hasWord(f.ci, r.Number, isKmWord) || hasWord(f.ci, r.Unit, isLocatorWord) || hasWord(f.ci, r.Neighborhood, isLocatorWord))
	landmark := r.Street != "" && hasLandmark(f.ci, r.Street)
	switch {
	case r.PostalCode != "" && !strictPostal(f.ci, r.PostalCode):
		r.Reason = ReasonInvalidPostalCode
	case r.Street == "" && !locator:
		r.Reason = ReasonMissingStreet
	case r.City == "" && r.Region == "" && r.PostalCode == "":
		r.Reason = ReasonMissingLocality
	default:
		r.Valid = true
	}
	r.Missing = missingParts(f.ci, &r, locator, landmark)
	if r.Valid {
		r.Formatted = formatted(f, "", nil)
	}
	return r
}

// hasWord reports whether a word of s satisfies is.
func hasWord(ci int, s string, is func([]byte) bool) bool {
	if s == "" || len(s) > MaxLength {
		return false
	}
	var q parser
	q.init(s, ci)
	q.tokenize()
	for i := 0; i < q.n; i++ {
		if is(q.word(i)) {
			return true
		}
	}
	return false
}

func isKmWord(w []byte) bool      { return isKm(w) }
func isLocatorWord(w []byte) bool { return classify(w)&cLocator != 0 }

// hasLandmark reports whether street holds a landmark locator's distance.
func hasLandmark(ci int, street string) bool {
	if len(street) > MaxLength {
		return false
	}
	var q parser
	q.init(street, ci)
	q.tokenize()
	for i := 0; i < q.n; i++ {
		if q.distanceAt(i) >= 0 {
			return true
		}
	}
	return false
}

// strictPostal reports whether code is a postal code of the country in
// its normal form (a code kept as written where the country has none).
func strictPostal(ci int, code string) bool {
	var q parser
	q.init(code, ci)
	if q.c.postal.none {
		return true
	}
	q.tokenize()
	i := 0
	if q.n > 1 && string(q.word(0)) == "cp" {
		i = 1 // El Salvador's "CP 1101"
	}
	m, ok := q.readPostal(i)
	return ok && m.code == code && m.last == q.n-1
}
