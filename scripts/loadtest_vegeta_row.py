"""Reads a vegeta JSON report (vegeta report -type json) of one row of
scripts/loadtest_replicas.sh on stdin and prints the row of its results
table. Only 2xx responses count as throughput. Exits 1 when any request
got another status or an error, or when the report is not one."""
import json
import sys

label, items, rate, duration = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
try:
    r = json.load(sys.stdin)
    lat, codes, requests = r["latencies"], r["status_codes"], r["requests"]
except (ValueError, KeyError) as e:
    print("| %s | %d | %s | %s | – | – | – | – | – | – | – | FAILED: no vegeta report (%s) |" % (label, items, rate, duration, e))
    sys.exit(1)
ok = sum(n for code, n in codes.items() if code.startswith("2"))
non2xx = sum(n for code, n in codes.items() if code != "0" and not code.startswith("2"))
errors = codes.get("0", 0)  # vegeta's code 0: no response (timeout, refused, reset)
seconds = r["duration"] / 1e9 + r["wait"] / 1e9
per_s = ok / seconds if seconds else 0
failures = []
if non2xx:
    failures.append("%d non-2xx (%s)" % (non2xx, ", ".join("%s: %d" % kv for kv in sorted(codes.items()) if kv[0] != "0" and not kv[0].startswith("2"))))
if errors:
    failures.append("%d errors (%s)" % (errors, "; ".join(r.get("errors") or [])[:200]))
if ok + non2xx + errors != requests:
    failures.append("%d responses counted for %d requests" % (ok + non2xx + errors, requests))
result = "ok" if not failures else "FAILED: " + ", ".join(failures)


def ms(ns):
    return "%.2f ms" % (ns / 1e6)


print("| %s | %d | %s | %s | %s | %s | %s | %s | %s | %d | %d | %s |" % (
    label, items, rate, duration, format(round(per_s), ","), format(round(per_s * items), ","),
    ms(lat["50th"]), ms(lat["99th"]), ms(lat["max"]), non2xx, errors, result))
sys.exit(1 if failures else 0)
