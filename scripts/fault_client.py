#!/usr/bin/env python3
"""A bounded client for the fault runs (scripts/fault_*.sh).

    fault_client.py SECONDS RATE KEY BODY_FILE URL [URL...]

Sends POST requests to the URLs in turn (keep-alive, one connection per
URL), RATE per second for SECONDS, and prints one JSON line: the count of
each status (0 for a connection error), the longest run of requests that
were not 200 and how long it lasted, and the latency p50, p99 and max in
ms. Only for loopback: it refuses any host but 127.0.0.1.
"""
import http.client
import json
import sys
import time
import urllib.parse


def main():
    seconds, rate, key, body_file = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3], sys.argv[4]
    urls = [urllib.parse.urlsplit(u) for u in sys.argv[5:]]
    for u in urls:
        if u.hostname != "127.0.0.1":
            sys.exit("fault_client: only 127.0.0.1 is allowed, got %s" % u.hostname)
    if seconds > 600 or rate > 2000:
        sys.exit("fault_client: at most 600 s and 2000 requests/s")
    body = open(body_file, "rb").read()
    conns = [None] * len(urls)
    counts, took = {}, []
    run, worst_run, run_start, worst_span = 0, 0, None, 0.0
    start = time.monotonic()
    n = 0
    while True:
        due = start + n / rate
        now = time.monotonic()
        if due - start >= seconds:
            break
        if due > now:
            time.sleep(due - now)
        i = n % len(urls)
        u = urls[i]
        t0 = time.monotonic()
        try:
            if conns[i] is None:
                conns[i] = http.client.HTTPConnection(u.hostname, u.port, timeout=10)
            conns[i].request("POST", u.path, body, {"X-API-Key": key, "Content-Type": "application/json"})
            resp = conns[i].getresponse()
            resp.read()
            status = resp.status
        except (OSError, http.client.HTTPException):
            status = 0
            if conns[i] is not None:
                conns[i].close()
            conns[i] = None
        t1 = time.monotonic()
        took.append((t1 - t0) * 1000)
        counts[status] = counts.get(status, 0) + 1
        if status == 200:
            run, run_start = 0, None
        else:
            if run_start is None:
                run_start = t0
            run += 1
            if run > worst_run:
                worst_run, worst_span = run, t1 - run_start
        n += 1
    took.sort()
    pick = lambda q: round(took[min(len(took) - 1, int(len(took) * q))], 2) if took else 0
    print(json.dumps({"requests": n, "status": {str(k): v for k, v in sorted(counts.items())},
                      "longest_non_200_run": worst_run, "longest_non_200_ms": round(worst_span * 1000, 1),
                      "p50_ms": pick(0.5), "p99_ms": pick(0.99), "max_ms": round(took[-1], 2) if took else 0}))


if __name__ == "__main__":
    main()
