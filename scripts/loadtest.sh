#!/usr/bin/env bash
# Load test of the reference server on loopback with wrk: builds ndval,
# serves it from a throwaway data directory on a port it picks itself,
# issues a key with a quota large enough for the run, and posts the same
# tax-ids batch for a bounded time, once per connection count.
#
#   scripts/loadtest.sh [DURATION=15s] [CONNECTIONS=4] [ITEMS=1000]
#
# CONNECTIONS is a number or a comma-separated list (4,16,64,256): one row
# each, against the same server. Only 2xx responses count as throughput;
# the run fails (exit 1) when any request got another status or a socket
# error, or when the server is not the one this script started.
# LOADTEST_KEY, when set, is sent instead of the issued key (CI sends a
# wrong one to check that a failing run fails).
#
# It needs wrk (apt-get install wrk). With two CPUs or more, the server runs
# on CPU 1 with GOMAXPROCS=1 (so 4 validation slots) and wrk on CPU 0.
# Traffic goes only to 127.0.0.1 and stops by itself.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

duration=${1:-15s}
conns_list=${2:-4}
items=${3:-1000}
prog=loadtest
. scripts/lib.sh

command -v wrk >/dev/null || fail "wrk is not installed (apt-get install wrk)"
[[ $items =~ ^[0-9]+$ ]] && [ "$items" -ge 1 ] || fail "ITEMS must be a positive number, got $items"
IFS=, read -r -a conns_rows <<<"$conns_list"
for c in "${conns_rows[@]}"; do
	[[ $c =~ ^[0-9]+$ ]] && [ "$c" -ge 1 ] || fail "CONNECTIONS must be positive numbers, got $conns_list"
done
go build -o "$work/ndval" ./cmd/ndval
key=$("$work/ndval" keys issue --data "$work/data" --account load --env dev --quota 1000000000000 --period month |
	sed -n 's/^api key: //p')
[ -n "$key" ] || fail "could not issue a key"
key=${LOADTEST_KEY:-$key}
python3 scripts/loadtest_body.py "$items" >"$work/body.json"

# Port 0: the kernel picks a free port, and the address is read back from
# this server's own log, so no other process can be the one measured.
: >"$work/server.out"
: >"$work/server.log" # before the server starts, so that reading it never races its creation
GOMAXPROCS=1 "${server_cpu[@]}" "$work/ndval" serve --addr 127.0.0.1:0 --metrics-addr off \
	--data "$work/data" --drain 0s >"$work/server.out" 2>"$work/server.log" &
pid=$!
pids+=("$pid")
addr=$(serving_addr "$work/server.log")
curl -sf "http://$addr/readyz" >/dev/null || fail "the server at $addr is not ready"

sed -e "s|@KEY@|$key|" -e "s|@BODY@|$work/body.json|" scripts/loadtest.lua >"$work/post.lua"

commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit="$commit+changes"; fi
echo "ndval load test: commit $commit, $items items per request, $duration per row, $(go version | cut -d' ' -f3), $(nproc) CPUs, server $addr (pid $pid)"
rows=()
failed=0
for conns in "${conns_rows[@]}"; do
	echo "-- $conns connections"
	"${client_cpu[@]}" wrk -t1 -c"$conns" -d"$duration" --timeout 10s --latency -s "$work/post.lua" \
		"http://$addr/v1/validate/tax-ids" | tee "$work/wrk.txt"
	kill -0 "$pid" 2>/dev/null || { cat "$work/server.log" >&2; fail "the server died during the run"; }
	row=$(python3 scripts/loadtest_row.py "$items" "$conns" "$duration" <"$work/wrk.txt") || failed=1
	rows+=("$row")
done

echo
echo "| Items per request | Connections | Duration | 2xx requests/s | Items/s | p50 | p99 | Non-2xx | Socket errors | Result |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
printf '%s\n' "${rows[@]}"
if [ "$failed" -ne 0 ]; then
	echo "loadtest: FAILED: some requests were not answered 2xx (see the rows)" >&2
	exit 1
fi
