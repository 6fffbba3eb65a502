"""Reads the output of one wrk run of scripts/loadtest.sh (with the counts
of scripts/loadtest.lua) on stdin and prints its row of the results table.
Only 2xx responses count as throughput. Exits 1 when any request got
another status or a socket error, or when the counts are missing."""
import re
import sys

items, conns, duration = int(sys.argv[1]), sys.argv[2], sys.argv[3]
text = sys.stdin.read()
counts = re.search(r"ndval-counts 2xx=(\d+) 4xx=(\d+) 5xx=(\d+) other=(\d+)", text)
summary = re.search(r"ndval-summary duration_us=(\d+) requests=(\d+) connect=(\d+) read=(\d+) "
                    r"write=(\d+) timeout=(\d+) p50_us=(\d+) p99_us=(\d+)", text)
if not counts or not summary:
    print("| %d | %s | %s | – | – | – | – | – | – | FAILED: no counts from wrk |" % (items, conns, duration))
    sys.exit(1)
ok, c4, c5, other = (int(x) for x in counts.groups())
dur_us, requests, connect, read, write, timeout, p50, p99 = (int(x) for x in summary.groups())
non2xx = c4 + c5 + other
socket = connect + read + write + timeout
rps = ok / (dur_us / 1e6)
failures = []
if c4:
    failures.append("%d 4xx" % c4)
if c5:
    failures.append("%d 5xx" % c5)
if other:
    failures.append("%d other" % other)
if socket:
    failures.append("socket errors: connect %d, read %d, write %d, timeout %d" % (connect, read, write, timeout))
if ok + non2xx != requests:
    failures.append("%d responses counted for %d requests" % (ok + non2xx, requests))
result = "ok" if not failures else "FAILED: " + ", ".join(failures)
print("| %d | %s | %s | %s | %s | %.2f ms | %.2f ms | %d | %d | %s |" % (
    items, conns, duration, format(round(rps), ","), format(round(rps * items), ","),
    p50 / 1000, p99 / 1000, non2xx, socket, result))
sys.exit(1 if failures else 0)
