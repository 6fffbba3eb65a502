#!/usr/bin/env bash
# Fault runs of two ndval replicas on one Redis, for an operator to repeat
# (issue 24): a steady client on loopback, and one fault in its middle.
#
#   scripts/fault_redis.sh kill|restart|slow [SECONDS=10] [RATE=100] [FILL=200000]
#
#   kill     kill -9 redis-server, then start it again on its append-only
#            file one second later (a crash with persistence)
#   restart  SHUTDOWN (saving), then start it again at once (a planned
#            restart); with FILL junk keys, loading takes a while (LOADING)
#   slow     CLIENT PAUSE 300 ms, five times one second apart (a slow
#            Redis: each pause is longer than the 100 ms timeout)
#
# Redis runs with appendonly yes (appendfsync everysec) in a temporary
# directory; FILL junk keys make its file large enough that loading is
# seen. The replicas run with --replicas 2, fail open (FAIL_CLOSED=1 for
# --quota-fail-closed). It prints the client's counts by status (0: no
# answer), its longest run of non-200 answers, latencies, each replica's
# outage counters, and whether Redis counted exactly the items served.
# Traffic goes only to 127.0.0.1, and stops by itself.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

fault=${1:?usage: scripts/fault_redis.sh kill|restart|slow [SECONDS] [RATE] [FILL]}
seconds=${2:-10} rate=${3:-100} fill=${4:-200000}
case $fault in kill | restart | slow) ;; *) echo "fault_redis: unknown fault $fault" >&2; exit 2 ;; esac
[ "$seconds" -le 600 ] && [ "$fill" -le 2000000 ] || { echo "fault_redis: at most 600 s and 2,000,000 keys" >&2; exit 2; }
command -v redis-server >/dev/null || { echo "fault_redis: redis-server is not installed (apt-get install redis-server redis-tools)" >&2; exit 1; }

prog=fault_redis
redis_pid=
before_cleanup() { [ -z "$redis_pid" ] || kill "$redis_pid" 2>/dev/null; }
. scripts/lib.sh

go build -o "$work/ndval" ./cmd/ndval
port=$(free_port)
start_redis() {
	redis-server --port "$port" --bind 127.0.0.1 --dir "$work" --appendonly yes --appendfsync everysec \
		--save '' --logfile "$work/redis.log" &
	redis_pid=$!
}
start_redis
for _ in $(seq 100); do redis-cli -p "$port" ping 2>/dev/null | grep -q PONG && break; sleep 0.05; done
if [ "$fill" -gt 0 ]; then
	python3 -c "
import sys
for i in range($fill):
    sys.stdout.write('*3\r\n\$3\r\nSET\r\n\$%d\r\njunk:%d\r\n\$64\r\n%s\r\n' % (len('junk:%d' % i), i, 'x' * 64))
" | redis-cli -p "$port" --pipe >/dev/null
	redis-cli -p "$port" bgrewriteaof >/dev/null
	sleep 1
fi
url="redis://127.0.0.1:$port/0"
key=$("$work/ndval" keys issue --redis "$url" --account fault --env dev --quota 1000000000 --period month | sed -n 's/^api key: //p')
[ -n "$key" ] || fail "could not issue a key"

extra=()
[ "${FAIL_CLOSED:-}" = 1 ] && extra=(--quota-fail-closed)
addrs=() metrics=()
for name in a b; do
	: >"$work/$name.log"
	"$work/ndval" serve --addr 127.0.0.1:0 --metrics-addr 127.0.0.1:0 --drain 0s --redis "$url" --replicas 2 "${extra[@]}" \
		>"$work/$name.out" 2>"$work/$name.log" &
	pids+=($!)
	addrs+=("$(serving_addr "$work/$name.log")")
	metrics+=("$(sed -n 's/.*"metrics_addr":"\([^"]*\)".*/\1/p' "$work/$name.log")")
done
python3 scripts/loadtest_body.py 2 >"$work/body.json"

echo "fault $fault: $seconds s at $rate requests/s (2 items each) through two replicas; Redis with appendonly, $fill junk keys ($(du -h "$work"/appendonlydir 2>/dev/null | tail -1 | cut -f1) on disk); load average $(cut -d' ' -f1-3 /proc/loadavg)"
python3 scripts/fault_client.py "$seconds" "$rate" "$key" "$work/body.json" \
	"http://${addrs[0]}/v1/validate/tax-ids" "http://${addrs[1]}/v1/validate/tax-ids" >"$work/client.json" &
client=$!
sleep "$(python3 -c "print($seconds / 3)")"
t0=$(date +%s.%N)
case $fault in
kill)
	kill -9 "$redis_pid"
	wait "$redis_pid" 2>/dev/null || true
	sleep 1
	start_redis
	;;
restart)
	redis-cli -p "$port" shutdown >/dev/null 2>&1 || true
	wait "$redis_pid" 2>/dev/null || true
	start_redis
	;;
slow)
	for _ in 1 2 3 4 5; do
		redis-cli -p "$port" client pause 300 all >/dev/null
		sleep 1
	done
	;;
esac
for _ in $(seq 600); do redis-cli -p "$port" ping 2>/dev/null | grep -q PONG && break; sleep 0.01; done
echo "Redis answered again $(python3 -c "print(round($(date +%s.%N) - $t0, 2))") s after the fault started"
wait "$client"
echo "client: $(cat "$work/client.json")"
sleep 1 # the replicas repay what they served during the outage
for i in 0 1; do
	m=$(curl -s "http://${metrics[$i]}/metrics")
	echo "replica $i: $(echo "$m" | grep -E '^ndval_(redis_outages_total|redis_errors_total|quota_fallback_items_total|quota_fallback_unpaid_items|quota_outage_decisions_total)' | tr '\n' ' ')"
done
served=$(python3 -c "import json; print(json.load(open('$work/client.json'))['status'].get('200', 0) * 2)")
counted=$("$work/ndval" keys list --redis "$url" | sed -n 's/^fault *\([0-9]*\)\/.*/\1/p')
echo "items served $served, counted by Redis $counted"
