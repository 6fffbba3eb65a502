package main

import (
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/nyaruka/phonenumbers"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTemplate(t *testing.T) {
	for _, c := range []struct {
		in      string
		groups  int
		want    string
		wantErr bool
	}{
		{in: "$1 $2-$3", groups: 3, want: "\x01 \x02-\x03"},
		{in: "($1) $2", groups: 2, want: "(\x01) \x02"},
		{in: "$2 15-$3-$4", groups: 4, want: "\x02 15-\x03-\x04"},
		{in: "$1 $4", groups: 2, want: "\x01 "},  // no group 4: nothing
		{in: "$1$$2", groups: 2, want: "\x01$2"}, // $$ is a dollar sign
		{in: "$ $1", groups: 1, want: "$ \x01"},  // $ without a name stays
		{in: "$1x $2", groups: 2, want: " \x02"}, // "$1x" names a group: nothing
		{in: "$01 $2", groups: 2, want: " \x02"}, // leading zero: a name
		{in: "9$1", groups: 1, want: "9\x01"},    // a transform rule
		{in: "$0", groups: 1, wantErr: true},     // the whole match: refused
		{in: "${1}", groups: 1, wantErr: true},   // braces: refused
		{in: "$1\t$2", groups: 2, wantErr: true}, // a control byte
	} {
		got, err := template(c.in, c.groups)
		if c.wantErr {
			assert.Error(t, err, c.in)
			continue
		}
		require.NoError(t, err, c.in)
		assert.Equal(t, c.want, got, c.in)
		// The same expansion as regexp's, on digits that the groups capture.
		pattern := ""
		subject := ""
		for i := range c.groups {
			pattern += `(\d)`
			subject += string(rune('1' + i))
		}
		want := regexp.MustCompile(pattern).ReplaceAllString(subject, c.in)
		assert.Equal(t, want, expand(got, subject), c.in)
	}
}

// expand fills the template compiled by template with the one-digit groups
// of subject.
func expand(tpl, subject string) string {
	var b []byte
	for i := 0; i < len(tpl); i++ {
		if c := tpl[i]; c < 10 {
			b = append(b, subject[c-1])
		} else {
			b = append(b, c)
		}
	}
	return string(b)
}

func TestGroups(t *testing.T) {
	_, err := groups(`(\d{3})([2-9]\d{0,2})`)
	assert.Error(t, err, "a group holding a class and a repetition is refused")
	gs, err := groups(`(\d{2})([2-9])(\d{3,4})`)
	require.NoError(t, err)
	assert.Equal(t, []group{{allDigits, 2, 2}, {0x3fc, 1, 1}, {allDigits, 3, 4}}, gs)
	for _, p := range []string{`\d{3}(\d{4})`, `(\d{3})|(\d{4})`, `(\d{3})?`, `(a)`, `(\d*)`} {
		_, err := groups(p)
		assert.Error(t, err, p)
	}
}

func TestUnsupportedPatterns(t *testing.T) {
	for _, p := range []string{`^1`, `1$`, `\b1`, `1(?m:$)`} {
		a := &nfa{}
		_, err := a.add(p, 0)
		assert.Error(t, err, p)
	}
}

// TestAutomataMatchRegexp compiles every national number pattern and every
// leading-digits pattern of the metadata on its own and compares the
// automaton with Go's regexp, as phonenumbers anchors them, on the
// example numbers and on random digit strings of every length to 18.
func TestAutomataMatchRegexp(t *testing.T) {
	coll, err := phonenumbers.MetadataCollection()
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(1, 2))
	var patterns, checked int
	for _, md := range coll.GetMetadata() {
		ds, err := descs(md)
		require.NoError(t, err)
		var samples []string
		for _, d := range ds {
			if ex := d.GetExampleNumber(); ex != "" {
				samples = append(samples, ex)
			}
		}
		for range 40 {
			b := make([]byte, rng.IntN(19))
			for i := range b {
				b[i] = byte('0' + rng.IntN(10))
			}
			samples = append(samples, string(b))
		}
		check := func(p string, sticky bool) {
			a := &nfa{}
			f, err := a.add(p, 0)
			require.NoError(t, err, p)
			d := determinize(a, []component{{frag: f, sticky: sticky}}, func(acc []bool) uint32 {
				if acc[0] {
					return 1
				}
				return 0
			})
			anchored := "^(?:" + p + ")$"
			if sticky {
				anchored = "^(?:" + p + ")"
			}
			re := regexp.MustCompile(anchored)
			for _, s := range samples {
				// Each sample and its prefixes, so that leading-digit
				// patterns meet the inputs they match.
				for n := 0; n <= len(s); n++ {
					assert.Equal(t, re.MatchString(s[:n]), run(d, s[:n]) == 1, "%s %q", anchored, s[:n])
					checked++
				}
			}
			patterns++
		}
		for _, d := range ds {
			check(d.GetNationalNumberPattern(), false)
		}
		for _, f := range md.GetNumberFormat() {
			for _, ld := range f.GetLeadingDigitsPattern() {
				check(ld, true)
			}
		}
	}
	t.Logf("%d patterns, %d strings", patterns, checked)
}

// run walks d over the digits of s and returns the label it ends with.
func run(d *dfa, s string) uint32 {
	st := d.start
	for i := 0; i < len(s); i++ {
		st = d.next[st][s[i]-'0']
	}
	return d.label[st]
}

func TestNeedsMemo(t *testing.T) {
	for _, c := range []struct {
		pattern string
		memo    bool
	}{
		{"0", false},
		{"0|1|2", false},
		{`0?(?:(11|2[2-4])15)?`, false},
		{`0*1`, true},                       // a loop
		{`(?:0?){12}`, true},                // 4096 paths
		{`(?:0|00|000)(?:1|11|111)`, false}, // 9 paths
	} {
		p, err := compileProgram(c.pattern)
		require.NoError(t, err, c.pattern)
		assert.Equal(t, c.memo, p.memo, c.pattern)
	}
}

func TestFirstSets(t *testing.T) {
	for _, c := range []struct {
		pattern string
		first   uint16 // of the program's start
	}{
		{"0", 1 << 0},
		{"0|1|2", 1<<0 | 1<<1 | 1<<2},
		{`0?(?:(11|2[2-4])15)?`, 1<<0 | 1<<1 | 1<<2 | firstBare}, // may match nothing
		{`0?[35]`, 1<<0 | 1<<3 | 1<<5},
		{`0*1`, 1<<0 | 1<<1}, // a loop
		{`(?:9$)|8`, 1<<8 | 1<<9},
		{`$|7`, 1<<7 | firstBare},
	} {
		p, err := compileProgram(c.pattern)
		require.NoError(t, err, c.pattern)
		assert.Equal(t, c.first, p.insts[p.start].first, "%s: %#x", c.pattern, p.insts[p.start].first)
	}
}
