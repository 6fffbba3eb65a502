// Package longtest says whether the tests run at full length. A plain go
// test ./... stays quick (well under a minute on two cores); the long
// comparisons, such as phone's million generated numbers checked against
// phonenumbers, run at full size only when the environment variable
// NDVAL_LONG is 1, as .ci/run sets it. A test that can be long takes a
// smaller count, not a skip, when Enabled is false, so that every package
// is still tested by the plain command.
package longtest

import "os"

// Env is the environment variable that turns the long tests on.
const Env = "NDVAL_LONG"

// Enabled reports whether the long tests run: NDVAL_LONG=1.
func Enabled() bool { return os.Getenv(Env) == "1" }
