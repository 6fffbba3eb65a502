#!/usr/bin/env bash
# The code a benchmark's function touches: 64-byte lines of code, by
# function, and the bytes of inlined copies (scripts/footprint.py), the
# measure of how far a call's code is from fitting in the 32 KB L1
# instruction cache (BENCHMARKS.md, issue 26, Step 44).
#
#   scripts/footprint.sh PKG BENCH FUNC [ROWS]
#   scripts/footprint.sh ./record 'BenchmarkValidate/MX$' 'github.com/ndval/ndval/record.BenchmarkValidate.func1'
#   scripts/footprint.sh ./address 'BenchmarkValidate/MX$' 'github.com/ndval/ndval/address.formattedIn'
#
# FUNC is best the benchmark's own loop (its closure, as above): it is
# entered once, and the calls' code runs inside it, the loop's few lines
# with it. A function called in the loop whose first call grows the
# goroutine's stack can leave callgrind collecting past its end, with
# the loop's scheduling and timing code (record.Validator.Validate: 1,610
# to 2,172 lines from run to run, against 1,511 to 1,524 by its loop).
#
# It builds PKG's test binary and runs BENCH under callgrind, 4 and 8
# calls, counting inside FUNC only (--toggle-collect): a call's code is what
# ran at least once more a call in the second run. Needs valgrind and python3.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ $# -ge 3 ] || { sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
pkg=$1 bench=$2 fn=$3 rows=${4:-25}
prog=footprint
. scripts/lib.sh

go test -c -o "$work/pkg.test" "$pkg"
go tool objdump "$work/pkg.test" >"$work/objdump"
for n in 4 8; do
	(cd "$pkg" && GOGC=off GODEBUG=asyncpreemptoff=1,memprofilerate=0 GOMAXPROCS=1 valgrind --tool=callgrind \
		--dump-instr=yes --collect-atstart=no --toggle-collect="$fn" --callgrind-out-file="$work/cg$n.out" \
		"$work/pkg.test" -test.run XXX -test.bench "$bench" -test.benchtime ${n}x -test.cpu 1 >/dev/null 2>&1)
done
python3 scripts/footprint.py 4 "$work/cg4.out" "$work/cg8.out" "$work/objdump" "$rows"
