#!/usr/bin/env bash
# Issue 26's server targets: ndval serve against a bare net/http +
# encoding/json server (scripts/bareserver, decode and encode only) on the
# same batches, with the same client (scripts/loaddriver), interleaved.
#
#   scripts/bare_vs_ndval.sh [ROUNDS] [DURATION] [CONNS]   # defaults 8 5s 2
#   OLD=REV scripts/bare_vs_ndval.sh ...   # also ndval built at git REV
#
# Each round posts, for DURATION each, a 1000-item tax-ids batch
# (scripts/loadtest_body.py) to ndval then to the bare server, then a
# 500-record batch (every field present, eight records cycled) to each.
# Both servers run with GOMAXPROCS=1 on CPU 1, the client on CPU 0 (when
# there are two CPUs and taskset). Two connections by default: ndval
# gives one account at most two validation slots at once, and a third
# request waits at most 20 ms before a 503, which a 500-record batch on
# one core outlasts. With OLD set, ndval as of that
# revision (git archive) is a third server, run in every round next to
# the working tree's (first in odd rounds, second in even ones), so that
# old and new meet the same load. It prints every
# run, then per endpoint and server the median of items/s and the median
# of the rounds' ratios to the bare server (and, with OLD, new/old).
# Loopback only; it stops by itself.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

rounds=${1:-8}
duration=${2:-5s}
conns=${3:-2}
prog=bare_vs_ndval
. scripts/lib.sh

go build -o "$work/ndval" ./cmd/ndval
servers=(ndval)
if [ -n "${OLD:-}" ]; then
	mkdir "$work/oldtree"
	git archive "$OLD" | tar -x -C "$work/oldtree"
	(cd "$work/oldtree" && go build -o "$work/old" ./cmd/ndval)
	servers=(old ndval)
fi
go build -o "$work/bare" ./scripts/bareserver
go build -o "$work/driver" ./scripts/loaddriver
# issue BINARY DATA: a key with no practical quota in the data directory.
issue() {
	"$1" keys issue --data "$2" --account load --env dev --quota 1000000000000 --period month | sed -n 's/^api key: //p'
}
key=$(issue "$work/ndval" "$work/data")
[ -n "$key" ] || fail "could not issue a key"
if [ -n "${OLD:-}" ]; then
	old_key=$(issue "$work/old" "$work/data-old")
	[ -n "$old_key" ] || fail "could not issue a key with ndval $OLD"
fi
python3 scripts/loadtest_body.py 1000 >"$work/taxids.json"
python3 - 500 >"$work/records.json" <<'PY'
import json, sys
R = [
    dict(country="AR", tax_id="30-54668997-9", account="0170356420000030382008", email="compras@ypf.com",
         phone="011 4329-2000", name="YPF S.A.", address="Macacha Güemes 515, C1106BKK CABA"),
    dict(country="AR", tax_id="20-12345678-6", account="0000003100099540907944", email="juan.perez@gmail.com",
         phone="011 15 5050-0147", name="Juan Pérez", address="Av. Corrientes 1234, Piso 3, Depto. B, C1043AAZ CABA"),
    dict(country="MX", tax_id="GODE561231GR8", account="002010077777777771", email="emma.gomez@gmail.com",
         phone="55 8932 4827", name="Emma Gómez Díaz",
         address="Av. Paseo de la Reforma 505, Col. Cuauhtémoc, C.P. 06500, Ciudad de México, CDMX"),
    dict(country="MX", tax_id="SAT970701NN3", account="002010077777777771", email="facturacion@grupobimbo.com",
         phone="+52 55 5268 6600", name="Grupo Bimbo, S.A.B. de C.V.", address="Av. Juárez 100, Guadalajara, Jalisco"),
    dict(country="BR", tax_id="33.000.167/0001-01", account="BR83 0000 0000 0361 3000 4000 013C 1",
         email="contato@petrobras.com.br", phone="(21) 3224-4477", name="Petróleo Brasileiro S.A.",
         address="Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200"),
    dict(country="PE", tax_id="20131312955", account="002-193-001081531054-14", email="ventas@empresa.com.pe",
         phone="01 311 9898", name="Empresa Peruana S.A.C.", address="Calle Uno Oeste N° 050, Urb. Córpac, San Isidro, Lima 27"),
    dict(country="CO", tax_id="899.999.068-1", account="12345678901", email="info@ecopetrol.com.co",
         phone="601 234 4000", name="Ecopetrol S.A.", address="Carrera 7 # 71-21, Torre B, Piso 12, Bogotá D.C."),
    dict(country="CL", tax_id="61.704.000-K", account="0012345678", email="contacto@codelco.cl",
         phone="(2) 2670 7000", name="Corporación Nacional del Cobre de Chile", address="Teatinos 120, Santiago"),
]
items = [dict(R[i % len(R)], reference_id="rec-%d" % i) for i in range(int(sys.argv[1]))]
print(json.dumps({"items": items}, ensure_ascii=False))
PY

# start NAME CMD...: starts a server in the background; addr_of NAME
# waits for the address it prints (ndval's log line, the bare server's
# "serving ADDR").
start() {
	local name=$1
	shift
	: >"$work/$name.out"
	GOMAXPROCS=1 "${server_cpu[@]}" "$@" >"$work/$name.out" 2>&1 &
	pids+=($!)
}
addr_of() { serving_addr "$work/$1.out"; }
start ndval "$work/ndval" serve --addr 127.0.0.1:0 --metrics-addr off --data "$work/data" --drain 0s
start bare "$work/bare" -addr 127.0.0.1:0
ndval_addr=$(addr_of ndval)
bare_addr=$(addr_of bare)
if [ -n "${OLD:-}" ]; then
	start old "$work/old" serve --addr 127.0.0.1:0 --metrics-addr off --data "$work/data-old" --drain 0s
	old_addr=$(addr_of old)
fi

commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit="$commit+changes"; fi
echo "bare_vs_ndval: commit $commit${OLD:+, old $OLD}, $rounds rounds, $duration per run, $conns connections, $(go version | cut -d' ' -f3), $(nproc) CPUs"
: >"$work/runs.txt"
for r in $(seq "$rounds"); do
	for ep in "tax-ids taxids 1000" "records records 500"; do
		read -r path body items <<<"$ep"
		order=("${servers[@]}")
		if [ $((r % 2)) = 0 ] && [ ${#servers[@]} = 2 ]; then order=(ndval old); fi
		for srv in "${order[@]}" bare; do
			case $srv in
			ndval) addr=$ndval_addr k=(-key "$key") ;;
			old) addr=$old_addr k=(-key "$old_key") ;;
			bare) addr=$bare_addr k=() ;;
			esac
			line=$("${client_cpu[@]}" "$work/driver" -url "http://$addr/v1/validate/$path" -body "$work/$body.json" \
				-items "$items" -conns "$conns" -duration "$duration" "${k[@]}") || fail "$srv $path: $line"
			echo "round $r $path $srv $line" | tee -a "$work/runs.txt"
		done
	done
done
python3 - "$work/runs.txt" <<'PY'
import statistics, sys
runs = {}  # (path, server) -> {round: items/s}
for line in open(sys.argv[1]):
    f = line.split()
    runs.setdefault((f[2], f[3]), {})[f[1]] = float(f[7])
servers = [s for s in ("old", "ndval") if ("tax-ids", s) in runs]
med = lambda xs: statistics.median(xs)
def ratio(path, a, b):  # median over the rounds of a's items/s over b's
    ra, rb = runs[(path, a)], runs[(path, b)]
    return med([ra[r] / rb[r] for r in ra if r in rb])
print()
print("| endpoint | server | items/s (median) | bare items/s (median) | ndval/bare (median of rounds) |")
print("|---|---|---:|---:|---:|")
for path in ("tax-ids", "records"):
    for s in servers:
        print("| %s | %s | %.0f | %.0f | %.2f |" % (path, s, med(runs[(path, s)].values()),
              med(runs[(path, "bare")].values()), ratio(path, s, "bare")))
if "old" in servers:
    print()
    for path in ("tax-ids", "records"):
        print("%s: new/old %.2f (median of rounds)" % (path, ratio(path, "ndval", "old")))
PY
