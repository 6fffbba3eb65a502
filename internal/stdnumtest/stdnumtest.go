// Package stdnumtest lets tests compare this module's validators with
// python-stdnum (arthurdejong/python-stdnum), an independent implementation
// of the same rules, run as a python3 subprocess.
//
// It needs python3 with the stdnum module (Debian package python3-stdnum).
// Without it a test that asks for it is skipped, unless the environment
// variable NDVAL_REQUIRE_STDNUM is set, as .ci/run sets it after
// installing the package: then the test fails.
package stdnumtest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"testing"
)

// Query asks whether python-stdnum's module ("ar.cuit", "iban") finds
// Value valid.
type Query struct {
	Module, Value string
}

// script reads JSON lines [module, value] and prints 1 or 0 per line. RFC
// check digits are verified only on request in python-stdnum.
const script = `
import importlib, json, sys
mods = {}
for line in sys.stdin:
    name, value = json.loads(line)
    m = mods.get(name) or importlib.import_module("stdnum." + name)
    mods[name] = m
    try:
        if name == "mx.rfc":
            m.validate(value, validate_check_digits=True)
            ok = True
        else:
            ok = bool(m.is_valid(value))
    except Exception:
        ok = False
    print(1 if ok else 0)
`

// Valid returns python-stdnum's verdict on each query, in order.
func Valid(t testing.TB, queries []Query) []bool {
	t.Helper()
	python := pythonWithStdnum(t)
	var in bytes.Buffer
	enc := json.NewEncoder(&in)
	for _, q := range queries {
		if err := enc.Encode([2]string{q.Module, q.Value}); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(python, "-c", script)
	cmd.Stdin = &in
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python-stdnum: %v\n%s", err, stderr.Bytes())
	}
	var valid []bool
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		valid = append(valid, sc.Text() == "1")
	}
	if len(valid) != len(queries) {
		t.Fatalf("python-stdnum answered %d of %d queries", len(valid), len(queries))
	}
	return valid
}

func pythonWithStdnum(t testing.TB) string {
	t.Helper()
	// The first python3 on PATH may be another installation than the
	// system's, which the Debian package installs into.
	for _, name := range []string{"python3", "/usr/bin/python3"} {
		python, err := exec.LookPath(name)
		if err == nil && exec.Command(python, "-c", "import stdnum.iban").Run() == nil {
			return python
		}
	}
	if os.Getenv("NDVAL_REQUIRE_STDNUM") != "" {
		t.Fatal("python3 with stdnum is required (NDVAL_REQUIRE_STDNUM): apt-get install python3-stdnum")
	}
	t.Skip("python3 with stdnum not available (apt-get install python3-stdnum)")
	return ""
}
