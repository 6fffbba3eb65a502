package email

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// readTestdata reads every testdata/*.txt file. Each file starts with a
// "# Source:" line; "#options: a,b" lines set Validator options for the
// file; then each line is "<expect>\t<value>[\t<comment>]", where expect
// is valid, valid=<normalized> or a reason. Values are not trimmed.
func readTestdata(t testing.TB) []testdataCase {
	t.Helper()
	files, err := filepath.Glob("testdata/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	var cases []testdataCase
	for _, file := range files {
		f, err := os.Open(file)
		require.NoError(t, err)
		sc := bufio.NewScanner(f)
		var v Validator
		n := 0
		for sc.Scan() {
			n++
			line := sc.Text()
			if n == 1 {
				require.True(t, strings.HasPrefix(line, "# Source: "), "%s must start with a # Source: line", file)
			}
			if opts, ok := strings.CutPrefix(line, "#options: "); ok {
				for _, o := range strings.Split(opts, ",") {
					switch strings.TrimSpace(o) {
					case "allow_reserved_domains":
						v.AllowReservedDomains = true
					case "allow_domain_literal":
						v.AllowDomainLiteral = true
					default:
						t.Fatalf("%s:%d: unknown option %q", file, n, o)
					}
				}
				continue
			}
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			fields := strings.Split(line, "\t")
			require.GreaterOrEqual(t, len(fields), 2, "%s:%d: want <expect>\\t<value>", file, n)
			expect, normalized, _ := strings.Cut(fields[0], "=")
			cases = append(cases, testdataCase{
				expect: expect, normalized: normalized, value: fields[1],
				validator: v, file: filepath.Base(file), line: n,
			})
		}
		require.NoError(t, sc.Err())
		require.NoError(t, f.Close())
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
			assert.Equal(t, Reason(tc.expect), r.Reason, "%s:%d", tc.file, tc.line)
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
