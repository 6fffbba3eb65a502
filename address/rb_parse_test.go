package address

// result returns the Result of the parts, as resultTo writes it: the
// tests' way to take a parser's Result.
func (p *parser) result() (r Result) {
	p.resultTo(&r)
	return r
}
