# lib.sh: what the load and fault scripts share. Source it after
# `set -euo pipefail` and the cd to the repository, with prog set to the
# script's name for messages:
#
#   prog=loadtest
#   . scripts/lib.sh
#
# It gives a temporary directory $work, removed at exit with every process
# whose pid was added to the array pids (a script that must stop something
# first, such as a Redis whose pid changes, defines before_cleanup); fail
# MESSAGE, which prints "prog: MESSAGE" and exits 1; free_port; server_cpu
# and client_cpu, taskset prefixes that put the servers on CPU 1 and the
# client on CPU 0 when there are two CPUs (empty otherwise); and
# serving_addr FILE, which waits up to 10 s for a server's "serving" line
# in FILE and prints its address.

work=$(mktemp -d)
pids=()
cleanup() {
	if declare -F before_cleanup >/dev/null; then before_cleanup || true; fi
	for p in "${pids[@]}"; do
		kill "$p" 2>/dev/null || true
		wait "$p" 2>/dev/null || true
	done
	rm -rf "$work"
}
trap cleanup EXIT

fail() {
	echo "$prog: $*" >&2
	exit 1
}

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

server_cpu=() client_cpu=()
if [ "$(nproc)" -ge 2 ] && command -v taskset >/dev/null; then
	server_cpu=(taskset -c 1) client_cpu=(taskset -c 0)
fi

# serving_addr FILE: the address of ndval's `"msg":"serving"` log line or
# the bare server's "serving ADDR" in FILE, read from the server's own
# output so that no other process can be the one measured.
serving_addr() {
	local addr=
	for _ in $(seq 100); do
		addr=$(sed -n -e 's/.*"msg":"serving","addr":"\([^"]*\)".*/\1/p' -e 's/^serving //p' "$1" | head -1)
		[ -n "$addr" ] && break
		sleep 0.1
	done
	[ -n "$addr" ] || { cat "$1" >&2; fail "no server started (see $1 above)"; }
	echo "$addr"
}
