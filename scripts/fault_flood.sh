#!/usr/bin/env bash
# Connection flood of one ndval serve, for an operator to repeat (issue
# 24): the server runs with an open-file limit of NOFILE (ulimit -n), and
# CONNS connections each make one GET /livez and then stay idle, as an
# attacker without a key would; meanwhile a request with a valid key is
# timed. It prints how long the keyed request took, what the server shed
# (ndval_connections_shed_total) and whether accept ever ran out of file
# descriptors.
#
#   scripts/fault_flood.sh [CONNS=3000] [NOFILE=1024]
#
# Traffic goes only to 127.0.0.1; the connections are closed at the end.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

conns=${1:-3000} nofile=${2:-1024}
[ "$conns" -le 15000 ] || { echo "fault_flood: at most 15,000 connections" >&2; exit 2; }
prog=fault_flood
. scripts/lib.sh

go build -o "$work/ndval" ./cmd/ndval
: >"$work/log"
(ulimit -n "$nofile" && exec "$work/ndval" serve --addr 127.0.0.1:0 --metrics-addr 127.0.0.1:0 --drain 0s \
	--data "$work/data" --dev-key-file "$work/key" >"$work/out" 2>"$work/log") &
pids+=($!)
addr=$(serving_addr "$work/log")
metrics=$(sed -n 's/.*"metrics_addr":"\([^"]*\)".*/\1/p' "$work/log")
max=$(sed -n 's/.*"max_conns":\([0-9]*\).*/\1/p' "$work/log")
key=$(cat "$work/key")
echo "fault flood: $conns idle connections against ndval serve with ulimit -n $nofile (max_conns $max); load average $(cut -d' ' -f1-3 /proc/loadavg)"

python3 - "$addr" "$conns" "$key" <<'PY'
import http.client, socket, sys, time
host, port = sys.argv[1].rsplit(":", 1)
assert host == "127.0.0.1"
n, key = int(sys.argv[2]), sys.argv[3]
socks, answered = [], 0
start = time.monotonic()
failed = 0
for i in range(n):
    try:
        s = socket.create_connection((host, int(port)), timeout=2)
        socks.append(s)
        s.sendall(b"GET /livez HTTP/1.1\r\nHost: x\r\n\r\n")
        if s.recv(4096):
            answered += 1
    except OSError:
        failed += 1
        if failed >= 20:
            break
print("flood: %d connections opened in %.1f s, %d got their /livez answer, %d failed" % (len(socks), time.monotonic() - start, answered, failed))
c = http.client.HTTPConnection(host, int(port), timeout=10)
t0 = time.monotonic()
try:
    c.request("POST", "/v1/validate/tax-ids", b'{"items":[{"country":"MX","type":"rfc","value":"GODE561231GR8"}]}',
              {"X-API-Key": key, "Content-Type": "application/json"})
    r = c.getresponse(); r.read()
    print("keyed request during the flood: %d in %.1f ms" % (r.status, (time.monotonic() - t0) * 1000))
except OSError as e:
    print("keyed request during the flood: failed after %.1f ms: %s" % ((time.monotonic() - t0) * 1000, e))
for s in socks:
    s.close()
PY
sleep 0.5
curl -s "http://$metrics/metrics" | grep -E '^(ndval_connections_|process_open_fds|process_max_fds|process_resident_memory_bytes)' | tr '\n' ' '
echo
if grep -q 'too many open files' "$work/log"; then
	echo "accept ran out of file descriptors ($(grep -c 'too many open files' "$work/log") log lines)"
else
	echo "accept never ran out of file descriptors"
fi
grep '"msg":"connections shed"' "$work/log" | head -3 || true
