#!/usr/bin/env bash
# Load test of the reference server on loopback with wrk: builds ndval,
# serves it from a throwaway data directory, issues a key with a quota
# large enough for the run, and posts tax-ids batches for a bounded time.
#
#   scripts/loadtest.sh [DURATION=15s] [CONNECTIONS=4] [ITEMS=1000]
#
# It needs wrk (apt-get install wrk). The server runs on CPU 1 with
# GOMAXPROCS=1 and wrk on CPU 0, so the two do not compete for a core.
# Traffic goes only to 127.0.0.1 and stops by itself.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

duration=${1:-15s}
conns=${2:-4}
items=${3:-1000}
port=${PORT:-18080}
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT

command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }
go build -o "$work/ndval" ./cmd/ndval
key=$("$work/ndval" keys issue --data "$work/data" --account load --env dev --quota 1000000000000 --period month |
	sed -n 's/^api key: //p')

# A batch of mixed countries, valid and invalid.
python3 - "$items" > "$work/body.json" <<'PY'
import json, sys
mix = [("30-54668997-9","AR",""),("30-54668997-8","AR","cuit"),("33.000.167/0001-01","BR",""),
       ("12.ABC.345/01DE-35","BR","cnpj"),("123.456.789-09","BR","cpf"),("SAT970701NN3","MX","rfc"),
       ("XAXX010101000","MX",""),("61.704.000-K","CL",""),("899.999.068-1","CO","nit"),
       ("20131312955","PE",""),("J-00095036-9","VE","rif"),("12345","UY",""),("123","FR","")]
n = int(sys.argv[1])
items = []
for i in range(n):
    v, c, t = mix[i % len(mix)]
    it = {"id": "item-%d" % i, "value": v, "country": c}
    if t: it["type"] = t
    items.append(it)
print(json.dumps({"items": items}))
PY

GOMAXPROCS=1 taskset -c 1 "$work/ndval" serve --addr "127.0.0.1:$port" --data "$work/data" --drain 0s 2>"$work/server.log" &
pid=$!
for _ in $(seq 100); do
	curl -sf "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
	sleep 0.1
done

cat > "$work/post.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["X-API-Key"] = "$key"
local f = io.open("$work/body.json", "r")
wrk.body = f:read("*a")
f:close()
LUA

echo "ndval load test: $items items per request, $conns connections, $duration, $(go version | cut -d' ' -f3), $(nproc) CPUs"
taskset -c 0 wrk -t1 -c"$conns" -d"$duration" --latency -s "$work/post.lua" "http://127.0.0.1:$port/v1/validate/tax-ids" | tee "$work/wrk.txt"
rps=$(awk '/Requests\/sec/ {print $2}' "$work/wrk.txt")
python3 -c "print('items/s: %.0f' % ($rps * $items))"
non2xx=$(awk '/Non-2xx/ {print $5}' "$work/wrk.txt")
echo "errors (non-2xx responses): ${non2xx:-0}"
grep -q 'Socket errors' "$work/wrk.txt" && grep 'Socket errors' "$work/wrk.txt" || echo "socket errors: 0"
