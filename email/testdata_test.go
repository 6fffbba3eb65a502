package email

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndval/ndval"
	"github.com/ndval/ndval/internal/testfile"
)

// testdataCase is one line of a testdata/*.txt file.
type testdataCase struct {
	expect     string // "valid" or a reason
	normalized string // from "valid=<normalized>"; empty when not given
	value      string
	validator  Validator
	file       string
	line       int
}

// readTestdata reads every testdata/*.txt file: after the source line,
// "#options: a,b" lines set Validator options for the rest of the file,
// and each line is "<expect>\t<value>[\t<comment>]", where expect is
// valid, valid=<normalized> or a reason. Values are not trimmed.
func readTestdata(t testing.TB) []testdataCase {
	t.Helper()
	var cases []testdataCase
	for _, rec := range testfile.Read(t, "testdata/*.txt", 2) {
		var v Validator
		if rec.Options != "" {
			for _, o := range strings.Split(rec.Options, ",") {
				switch strings.TrimSpace(o) {
				case "allow_reserved_domains":
					v.AllowReservedDomains = true
				case "allow_domain_literal":
					v.AllowDomainLiteral = true
				default:
					t.Fatalf("%s:%d: unknown option %q", rec.File, rec.Line, o)
				}
			}
		}
		expect, normalized, _ := strings.Cut(rec.Fields[0], "=")
		cases = append(cases, testdataCase{
			expect: expect, normalized: normalized, value: rec.Fields[1],
			validator: v, file: filepath.Base(rec.File), line: rec.Line,
		})
	}
	return cases
}

func TestTestdata(t *testing.T) {
	for _, tc := range readTestdata(t) {
		t.Run(tc.file+"/"+tc.value, func(t *testing.T) {
			r := tc.validator.Validate(tc.value)
			if tc.expect == "valid" {
				require.True(t, r.Valid, "%s:%d: %s", tc.file, tc.line, r.Reason)
				if tc.normalized != "" {
					assert.Equal(t, tc.normalized, r.Normalized, "%s:%d", tc.file, tc.line)
				}
				assertStable(t, tc.validator, r)
				return
			}
			assert.False(t, r.Valid, "%s:%d", tc.file, tc.line)
			assert.Equal(t, ndval.Reason(tc.expect), r.Reason, "%s:%d", tc.file, tc.line)
		})
	}
}

// assertStable checks that a result's Normalized and ASCII forms validate
// again to the same result.
func assertStable(t *testing.T, v Validator, r Result) {
	t.Helper()
	if r.Normalized == "" {
		return
	}
	assert.Equal(t, r.Normalized, r.LocalPart+"@"+r.Domain)
	for _, in := range []string{r.Normalized, r.ASCII} {
		if in == "" {
			continue
		}
		again := v.Validate(in)
		assert.Equal(t, r.Valid, again.Valid, "revalidate %q", in)
		assert.Equal(t, r.Reason, again.Reason, "revalidate %q", in)
		assert.Equal(t, r.Normalized, again.Normalized, "revalidate %q", in)
		assert.Equal(t, r.ASCII, again.ASCII, "revalidate %q", in)
	}
}
