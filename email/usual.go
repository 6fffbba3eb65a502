package email

// The usual address, in one pass: parseUsual.

// parseUsual fills p for s, the trimmed value, and reports true when s is
// an address of the usual shape, which it checks in one pass over its
// bytes: a dot-atom local part of ASCII atext and a lower-case ASCII host
// name, with at least one dot, a last label that ends with a letter, and
// no label with hyphens in its third and fourth places (no Punycode),
// within the length limits. Such an address is one parseAny accepts, with
// the same p (specialUse set as parse sets it after parseAny), and it is
// its own normal and ASCII form (p.plain). For any
// other value it reports false, leaving p as it was, and parseAny decides:
// it is a shortcut, never a verdict. TestParseUsual and FuzzParseUsual
// hold it to parseAny.
func (p *parsed) parseUsual(s string) bool {
	if len(s) > maxAddress {
		return false
	}
	// The local part: atext, and single dots between it, up to the @.
	i := 0
	for ; i < len(s); i++ {
		c := s[i]
		if usualClass[c]&usualAtext != 0 {
			continue
		}
		if c != '.' || i == 0 || s[i-1] == '.' {
			break
		}
	}
	at := i
	if at == len(s) || s[at] != '@' || at == 0 || s[at-1] == '.' || at > maxLocal {
		return false
	}
	// The domain: lower-case letters, digits and hyphens in labels that
	// single dots separate; a second @ stops it.
	start := at + 1
	for i = start; i < len(s); i++ {
		c := s[i]
		if usualClass[c]&usualHost != 0 {
			continue
		}
		if c != '.' || !usualLabel(s[start:i]) {
			return false
		}
		start = i + 1
	}
	// The last label, which the loop leaves, must not be the whole domain,
	// and ends with a letter (checkName).
	if start == at+1 || !usualLabel(s[start:]) || s[len(s)-1] < 'a' {
		return false
	}
	// len(s) <= maxAddress bounds the domain below maxDomain.
	p.input = s
	p.local = s[:at]
	p.domain, p.asciiDomain = s[at+1:], s[at+1:]
	p.asciiLocal = true
	p.specialUse = isSpecialTLD(s[start:])
	p.plain = true
	return true
}

// usualLabel reports whether the label of lower-case letters, digits and
// hyphens is one asciiLabel accepts without Punycode: not empty, at most
// 63 octets, no hyphen at its ends nor in its third and fourth places.
func usualLabel(l string) bool {
	return l != "" && len(l) <= maxLabel && l[0] != '-' && l[len(l)-1] != '-' &&
		!(len(l) >= 4 && l[2] == '-' && l[3] == '-')
}

// usualClass classes the bytes for parseUsual: usualAtext for ASCII atext
// (isAtext), usualHost for the lower-case letters, digits and hyphen
// (ldhMask). Other bytes, the dot and the @ included, are zero.
var usualClass = func() (t [256]uint8) {
	for c := range t {
		if isAtext(byte(c)) {
			t[c] |= usualAtext
		}
		if ldhMask[c>>6]>>(c&63)&1 != 0 {
			t[c] |= usualHost
		}
	}
	return t
}()

const (
	usualAtext = 1 << iota
	usualHost
)
