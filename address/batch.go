package address

// groupSize is how many addresses a Batch parses step by step together:
// enough that each step's code, read into the instruction cache, serves
// many addresses, few enough that their parsers (about 5 KB each) stay in
// the second-level data cache.
const groupSize = 32

// A Batch validates many addresses as Validate validates each, with the
// same results, but in groups: each step of the parse (the tokens, the
// postal code, the tail, the head, what the parts imply) runs for every
// address of a group before the next step, and so does each read-back of
// the usual forms. A parse runs more code than the processor's
// instruction cache holds, so one address at a time reads most of it from
// farther away at every address; a group reads each step's code once.
//
// A Batch holds its parsers (about 170 KB); keep it to validate more. It
// holds no reference to a value once Validate returns. The zero Batch is
// ready to use; a Batch is not safe for use by several goroutines at once.
type Batch struct {
	p  [groupSize]parser
	f  [groupSize]fields
	rb [groupSize]readBack
}

// Validate sets out[i] to v.Validate(countries[i], values[i]) for each
// value. The three slices must have the same length.
func (b *Batch) Validate(v Validator, countries, values []string, out []Result) {
	if len(countries) != len(values) || len(out) != len(values) {
		panic("address: Batch.Validate with slices of different lengths")
	}
	for lo := 0; lo < len(values); lo += groupSize {
		hi := min(lo+groupSize, len(values))
		b.group(countries[lo:hi], values[lo:hi], out[lo:hi])
	}
}

// group validates at most groupSize addresses.
func (b *Batch) group(countries, values []string, out []Result) {
	var (
		ps  [groupSize]*parser // the parsers of the values parsed
		at  [groupSize]int     // the index in values of each
		n   int
		ci  int
		run [groupSize]*parser // the parsers with a usual form to read back
		in  [groupSize]int     // the index in ps of each
	)
	for i, value := range values {
		if ci = prepare(countries[i], value, &out[i]); ci < 0 {
			continue
		}
		p := &b.p[n]
		p.reset()
		p.init(value, ci)
		ps[n], at[n] = p, i
		n++
	}
	runAll(ps[:n])
	m := 0
	for j, p := range ps[:n] {
		r := &out[at[j]]
		*r = Result{}
		if p.parts(r); !r.Valid {
			continue
		}
		b.f[j] = fieldsOfRegion(p.ci, r, p.regionRow())
		rb := &b.rb[j]
		*rb = readBack{input: p.in, keep: true} // p's parts are in r now
		if rb.start(p, &b.f[j]) {
			run[m], in[m] = p, j
			m++
		}
	}
	for m > 0 {
		runAll(run[:m])
		k := 0
		for i, p := range run[:m] {
			if j := in[i]; b.rb[j].check(p, &b.f[j]) {
				run[k], in[k] = p, j
				k++
			}
		}
		m = k
	}
	for j, p := range ps[:n] {
		if r := &out[at[j]]; r.Valid {
			r.Formatted = b.rb[j].out
		}
		b.rb[j], b.f[j] = readBack{}, fields{}
		p.in, p.out = "", noParts // the postal code is a slice of the value
	}
}
