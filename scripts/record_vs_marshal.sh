#!/usr/bin/env bash
# Issue 26's record target: a full record's validation against
# encoding/json's Marshal of its record.Result, one record at a time
# (record BenchmarkValidate) and 32 at a time through a record.Batch
# (BenchmarkBatch, ns/record), on one thread.
#
#   scripts/record_vs_marshal.sh [ROUNDS] [OLD]   # defaults 8, no OLD
#
# It builds record's test binary from the working tree, and with OLD from
# that git revision (git archive, the working tree's bench_test.go copied
# in so that both run the same cases), then runs each binary once a round,
# alternately (old first in odd rounds), pinned to one CPU when taskset is
# there. Each run measures Validate/MX, Validate/AR, Batch/MX, Batch/AR and
# EncodeStd/Marshal; the ratios are taken within a run (the same binary at
# the same moment), and it prints the median of each ratio over the rounds
# and the median times. Nothing is timed by the tests themselves.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
rounds=${1:-8}
old=${2:-}
prog=record_vs_marshal
. scripts/lib.sh

go test -c -o "$work/new.test" ./record
bins=(new)
if [ -n "$old" ]; then
	mkdir "$work/tree"
	git archive "$old" | tar -x -C "$work/tree"
	cp record/bench_test.go "$work/tree/record/"
	(cd "$work/tree" && go test -c -o "$work/old.test" ./record)
	bins=(old new)
fi
cpu=()
[ ${#server_cpu[@]} -gt 0 ] && cpu=("${server_cpu[@]}")
for r in $(seq "$rounds"); do
	order=("${bins[@]}")
	if [ $((r % 2)) -eq 0 ] && [ ${#bins[@]} -eq 2 ]; then order=(new old); fi
	for b in "${order[@]}"; do
		(cd record && "${cpu[@]}" "$work/$b.test" -test.run XXX -test.cpu 1 -test.benchtime 300ms \
			-test.bench 'BenchmarkValidate/(MX|AR)$|BenchmarkBatch/(MX|AR)$|BenchmarkEncodeStd/Marshal$') |
			sed "s/^/$r $b /" >>"$work/runs.txt"
	done
done
python3 - "$work/runs.txt" <<'PY'
import re, statistics, sys
runs = {}
for line in open(sys.argv[1]):
    m = re.match(r"(\d+) (\w+) (Benchmark\S+?)\s+\d+\s+([\d.]+) ns/op(?:\s+([\d.]+) ns/record)?", line)
    if not m:
        continue
    r, b, name, ns, per = m.groups()
    runs.setdefault((b, int(r)), {})[name] = float(per or ns)
for b in ("old", "new"):
    rs = [v for (bb, _), v in sorted(runs.items()) if bb == b]
    if not rs:
        continue
    print(f"{b}: {len(rs)} rounds, medians")
    for name in ("BenchmarkValidate/MX", "BenchmarkValidate/AR", "BenchmarkBatch/MX", "BenchmarkBatch/AR", "BenchmarkEncodeStd/Marshal"):
        xs = [v[name] for v in rs if name in v]
        print(f"  {name:28s} {statistics.median(xs):9.0f} ns" + ("/record" if "Batch" in name else ""))
    for name in ("BenchmarkValidate/MX", "BenchmarkBatch/MX"):
        xs = [v[name] / v["BenchmarkEncodeStd/Marshal"] for v in rs if name in v]
        print(f"  {name:28s} / Marshal: median {statistics.median(xs):.3f} (rounds {min(xs):.2f}-{max(xs):.2f})")
PY
