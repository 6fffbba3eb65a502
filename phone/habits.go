package phone

// Latin American dialing habits that phonenumbers parses wrongly.
//
// Most habits need nothing: libphonenumber's metadata, which phonenumbers
// embeds, already reads the Argentine 15 and 9 (its AR
// national_prefix_for_parsing with the transform rule "9$1"), the Brazilian
// trunk 0 with a carrier code and "0xx" (BR national_prefix_for_parsing
// "(?:0|90)(?:(1[245]|2[1-35]|31|4[13]|[56]5|99)(\d{10,11}))?"), the
// Colombian carrier prefixes 03, 05, 07, 09, the Peruvian and Uruguayan
// trunk 0, and the separators and + and 00 prefixes. The tests in
// testdata/ hold each of those to real numbers.
//
// The repairs below run only after phonenumbers has parsed a value into a
// number that is not valid, and are kept only when they turn it into a
// valid one, so that a number phonenumbers accepts is never changed. Each
// strips a dialing prefix that the country has abolished; none renumbers
// (a 7-digit Colombian landline number from before 2021, or an 8-digit
// Brazilian mobile number from before the ninth digit, stays invalid).

// repairLegacy returns the national significant number that nsn, of a
// number with country calling code cc, stands for once an abolished prefix
// is removed, and false when no repair applies. The result is a part of
// nsn, without leading zeros.
//
// Mexico (country code 52): the Plan Técnico Fundamental de Numeración of
// the Instituto Federal de Telecomunicaciones (DOF, 11 May 2018) made every
// number 10 digits from 3 August 2019, and abolished the national
// long-distance prefix 01 (also in front of 800 numbers), the mobile
// prefixes 044 and 045, and the 1 that callers from abroad dialled after
// +52 to reach a mobile. libphonenumber's MX metadata dropped them (it has
// no national prefix), so "+52 1 55 ...", "044 55 ..." and "01 800 ..." come
// out of Parse as 11- to 13-digit numbers that are too long.
//
// Chile (56): since 6 February 2016 every number is 9 digits and the 0
// that preceded the area code when dialling a landline, and the 09 of
// mobiles, are no longer dialled (SUBTEL and the Ministry of Transport and
// Telecommunications, February 2016). libphonenumber's CL metadata has no
// national prefix, so "(02) 2670 7000" parses with a leading zero and is
// invalid.
func repairLegacy(cc int, nsn []byte) ([]byte, bool) {
	// The leading zero phonenumbers keeps apart (ItalianLeadingZero); a
	// number with more than one is never repaired.
	zero := len(nsn) >= 2 && nsn[0] == '0'
	if zero && nsn[1] == '0' {
		return nil, false
	}
	digits := nsn
	if zero {
		digits = nsn[1:]
	}
	switch cc {
	case 52:
		switch {
		case len(digits) == 11 && digits[0] == '1': // 1 + 10 digits, or 01 + 10 digits
		case zero && len(digits) == 12 && digits[0] == '4' && (digits[1] == '4' || digits[1] == '5'): // 044 or 045 + 10 digits
		default:
			return nil, false
		}
		tail := digits[len(digits)-10:]
		for len(tail) > 1 && tail[0] == '0' {
			tail = tail[1:] // as a number: no leading zero
		}
		return tail, true
	case 56:
		if zero && len(digits) == 9 { // 0 + 9 digits
			return digits, true
		}
	}
	return nil, false
}

// chooseIDD picks between two readings of a value that starts with 00 when
// a country was given: native, phonenumbers' reading with the country's own
// international call prefix, and plus, the value read with + in place of
// the 00.
//
// Most Latin American countries dial 00 to call abroad, and there the two
// readings agree. Brazil and Colombia dial 00 followed by a carrier code
// (BR "00(?:1[245]|2[1-35]|31|4[13]|[56]5|99)", CO
// "00(?:4(?:[14]4|56)|[579])"), so phonenumbers reads "0055 79 98877-8489"
// in Brazil as carrier 55 calling +7 998 877-84-89, a valid Russian mobile,
// and "0057 604 510 9000" in Colombia as carrier 5 calling +7; and a
// country whose prefix is not 00 (011 in the United States) does not read
// 00 as a prefix at all. People write 00 as a plain substitute for +: it is
// the international prefix of most of the world and the one the ITU-T
// recommends (TSB, Dialling Procedures per Recommendation E.164). So the
// plus reading wins when it is better: valid rather than invalid, and then
// in the country given rather than elsewhere. On a tie the native reading
// stays.
func chooseIDD(native, plus outcome, regionCode int) outcome {
	if plus.score(regionCode) > native.score(regionCode) {
		return plus
	}
	return native
}

// score ranks a reading for chooseIDD: a parse error lowest, then invalid
// numbers, then valid ones; within each, a number in the country given
// above one elsewhere.
func (o outcome) score(regionCode int) int {
	return readingScore(o.err, o.valid(), o.countryCode(), regionCode)
}

// readingScore is score for a reading that failed with err, or found a
// number, valid or not, with country calling code cc.
func readingScore(err error, valid bool, cc, regionCode int) int {
	if err != nil {
		return -1
	}
	s := 0
	if valid {
		s += 2
	}
	if cc == regionCode {
		s++
	}
	return s
}
