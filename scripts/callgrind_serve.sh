#!/usr/bin/env bash
# Instructions a 500-record request costs a server, counted by callgrind
# on the running process (whole process, collector included, GOMAXPROCS=1):
# the figure of BENCHMARKS.md's issue-26 Step 20, which the load of the
# machine does not move.
#
#   scripts/callgrind_serve.sh [N] [REV]   # default 12; REV: ndval as of a git revision
#
# It builds ndval (the working tree, or REV with git archive) and the bare
# server (scripts/bareserver), and for each runs the server under
# callgrind, sends 3 unmeasured requests, then N and 3N measured ones in
# two runs, and prints (run 3N - run N) / 2N instructions a request. The
# body is bare_vs_ndval.sh's 500 records. Loopback only; needs valgrind
# and curl.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
n=${1:-12}
rev=${2:-}
prog=callgrind_serve
. scripts/lib.sh

if [ -n "$rev" ]; then
	mkdir "$work/tree"
	git archive "$rev" | tar -x -C "$work/tree"
	(cd "$work/tree" && go build -o "$work/ndval" ./cmd/ndval)
else
	go build -o "$work/ndval" ./cmd/ndval
fi
go build -o "$work/bare" ./scripts/bareserver
sed -n '/^python3 - 500/,/^PY$/p' scripts/bare_vs_ndval.sh | sed '1d;$d' >"$work/records.py"
python3 "$work/records.py" 500 >"$work/records.json"

# run SERVER COUNT: the instructions of COUNT requests to SERVER (ndval or bare).
run() {
	local server=$1 count=$2 dir port key=() vp
	dir=$(mktemp -d -p "$work")
	port=$(free_port)
	if [ "$server" = ndval ]; then
		key=(-H "X-API-Key: $("$work/ndval" keys issue --data "$dir" --account load --env dev \
			--quota 1000000000000 --period month | sed -n 's/^api key: //p')")
		GOMAXPROCS=1 GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --instr-atstart=no \
			--callgrind-out-file="$dir/cg.out" "$work/ndval" serve --addr "127.0.0.1:$port" \
			--metrics-addr off --data "$dir" --drain 0s >"$dir/log" 2>&1 &
	else
		GOMAXPROCS=1 GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --instr-atstart=no \
			--callgrind-out-file="$dir/cg.out" "$work/bare" -addr "127.0.0.1:$port" >"$dir/log" 2>&1 &
	fi
	vp=$!
	pids+=("$vp")
	post() {
		curl -sf -o /dev/null "${key[@]}" -H 'Content-Type: application/json' \
			--data-binary @"$work/records.json" "http://127.0.0.1:$port/v1/validate/records"
	}
	for _ in $(seq 200); do post 2>/dev/null && break; sleep 0.5; done
	post && post
	callgrind_control -i on "$vp" >/dev/null 2>&1
	for _ in $(seq "$count"); do post || fail "$server: a request failed"; done
	callgrind_control -i off "$vp" >/dev/null 2>&1
	callgrind_control -d "$vp" >/dev/null 2>&1
	kill "$vp"
	wait "$vp" 2>/dev/null || true
	grep -h '^totals' "$dir"/cg.out* | awk '{s += $2} END {print s}'
}

for server in ndval bare; do
	a=$(run "$server" "$n")
	b=$(run "$server" $((3 * n)))
	echo "$server: $(((b - a) / (2 * n))) instructions a 500-record request${rev:+ (ndval at $rev)}"
done
