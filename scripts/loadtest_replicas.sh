#!/usr/bin/env bash
# Load test of the two ways to run ndval, at fixed rates on loopback with
# vegeta (open model: requests leave at the rate whatever the latency, so
# latencies are not hidden by coordinated omission): one replica on its
# local data directory, and two replicas sharing keys and quota through a
# private redis-server, with requests alternating between them.
#
#   scripts/loadtest_replicas.sh [DURATION=10s] [ROWS="1000:100 100:500 1:1000"]
#
# ROWS are ITEMS:RATE pairs (items per request, requests per second); each
# runs against both setups. Only 2xx count as throughput; the run fails
# (exit 1) when any request got another status or an error, or a server
# logged an error. LOADTEST_KEY, when set, is sent instead of the issued
# keys (CI sends a wrong one to check that a failing run fails).
#
# It needs redis-server (apt-get install redis-server) and builds vegeta
# (github.com/tsenart/vegeta/v12, from the Go module proxy). With two CPUs
# or more the servers and Redis run on CPU 1 (each server GOMAXPROCS=1) and
# vegeta on CPU 0. Traffic goes only to 127.0.0.1 and stops by itself.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

duration=${1:-10s}
rows=${2:-"1000:100 100:500 1:1000"}
prog=loadtest_replicas
. scripts/lib.sh

command -v redis-server >/dev/null || fail "redis-server is not installed (apt-get install redis-server)"
for row in $rows; do
	[[ $row =~ ^[0-9]+:[0-9]+$ ]] || fail "ROWS are ITEMS:RATE pairs, got $row"
done
go build -o "$work/ndval" ./cmd/ndval
GOBIN="$work" go install github.com/tsenart/vegeta/v12@v12.13.0

# Redis: private, no persistence, on a free port.
redis_port=$(free_port)
"${server_cpu[@]}" redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no \
	--dir "$work" --logfile "$work/redis.log" &
pids+=($!)
redis_url="redis://127.0.0.1:$redis_port/0"

# start NAME ARGS...: serves ndval on a free port, and sets addr to its
# address as its own log gives it, so that the server measured is this one.
# (Not in a subshell: pids must keep the server's pid for the cleanup.)
start() {
	local name=$1
	addr=
	shift
	: >"$work/$name.out"
	: >"$work/$name.log" # before the server starts, so that reading it never races its creation
	GOMAXPROCS=1 "${server_cpu[@]}" "$work/ndval" serve --addr 127.0.0.1:0 --metrics-addr off --drain 0s "$@" \
		>"$work/$name.out" 2>"$work/$name.log" &
	pids+=($!)
	addr=$(serving_addr "$work/$name.log")
	curl -sf "http://$addr/readyz" >/dev/null || fail "$name at $addr is not ready"
}

issue() { "$work/ndval" keys issue "$@" --account load --env dev --quota 1000000000000 --period month | sed -n 's/^api key: //p'; }
for _ in $(seq 50); do
	"$work/ndval" keys list --redis "$redis_url" >/dev/null 2>&1 && break
	sleep 0.1
done
local_key=$(issue --data "$work/data")
redis_key=$(issue --redis "$redis_url")
[ -n "$local_key" ] && [ -n "$redis_key" ] || fail "could not issue the keys"
local_key=${LOADTEST_KEY:-$local_key} redis_key=${LOADTEST_KEY:-$redis_key}
start local --data "$work/data"
local_addr=$addr
start replica-a --redis "$redis_url" --replicas 2
a_addr=$addr
start replica-b --redis "$redis_url" --replicas 2
b_addr=$addr

# targets KEY BODY ADDR...: a vegeta targets file that alternates between
# the addresses.
targets() {
	local key=$1 body=$2 addr
	shift 2
	for addr in "$@"; do
		printf 'POST http://%s/v1/validate/tax-ids\nContent-Type: application/json\nX-API-Key: %s\n@%s\n\n' "$addr" "$key" "$body"
	done
}

commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit="$commit+changes"; fi
echo "ndval replicas load test: commit $commit, $duration per row, $(go version | cut -d' ' -f3), $(nproc) CPUs," \
	"redis-server $(redis-server --version | sed -n 's/.*v=\([0-9.]*\).*/\1/p'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
table=()
failed=0
for row in $rows; do
	items=${row%%:*} rate=${row##*:}
	python3 scripts/loadtest_body.py "$items" >"$work/body-$items.json"
	for setup in local redis; do
		if [ "$setup" = local ]; then
			targets "$local_key" "$work/body-$items.json" "$local_addr" >"$work/targets.txt"
			label="local data directory | 1"
		else
			targets "$redis_key" "$work/body-$items.json" "$a_addr" "$b_addr" >"$work/targets.txt"
			label="Redis | 2"
		fi
		echo "-- $setup, $items items per request, $rate requests/s"
		"${client_cpu[@]}" "$work/vegeta" attack -targets "$work/targets.txt" -rate "$rate/s" -duration "$duration" \
			-timeout 10s -keepalive >"$work/results.bin"
		"$work/vegeta" report -type json <"$work/results.bin" >"$work/report.json"
		line=$(python3 scripts/loadtest_vegeta_row.py "$label" "$items" "$rate" "$duration" <"$work/report.json") || failed=1
		table+=("$line")
		echo "$line"
	done
done
for name in local replica-a replica-b; do
	if grep -q '"level":"ERROR"' "$work/$name.log"; then
		grep '"level":"ERROR"' "$work/$name.log" | head -5 >&2
		failed=1
	fi
	outages=$(grep -c '"msg":"redis unreachable"' "$work/$name.log" || true)
	if [ "$outages" -gt 0 ]; then
		echo "$name: Redis counted as unreachable $outages time(s) (timeouts under load): the failure policy answered meanwhile" >&2
	fi
done

echo
echo "| Store | Replicas | Items per request | Rate (req/s) | Duration | 2xx requests/s | Items/s | p50 | p99 | max | Non-2xx | Errors | Result |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
printf '%s\n' "${table[@]}"
if [ "$failed" -ne 0 ]; then
	echo "loadtest_replicas: FAILED: some requests were not answered 2xx, or a server logged an error (see above)" >&2
	exit 1
fi
