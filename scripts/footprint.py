#!/usr/bin/env python3
"""Code footprint: the 64-byte lines of code a run touches.

    scripts/footprint.py N CALLGRIND_N CALLGRIND_2N [OBJDUMP_FILE] [ROWS]

The two files are written by valgrind --tool=callgrind --dump-instr=yes
on N and 2N calls of the same code, usually with --collect-atstart=no
--toggle-collect=FUNC. The code of a call is the instructions that ran at
least N times more in the second, once a call: what runs once whatever N
(a goroutine's stack growth at its first call, which can leave callgrind
collecting past FUNC's end) or once in many calls (an allocator's refill)
is left out. It prints the distinct 64-byte lines of that code, in
all and by function. With OBJDUMP_FILE (go tool objdump BINARY) it also
prints the bytes of the instructions run, and the bytes of inlined
copies: a source line whose code ran in several functions, each copy
beyond the first counted, the cost in the instruction cache of a helper
inlined at many call sites. scripts/footprint.sh runs it on a benchmark.
"""
import collections
import re
import sys

def parse(path):
    names = {}
    fn = file = None
    last = line = 0
    at = {}  # address -> (function, file, line)
    count = collections.Counter()  # address -> instructions run
    call = False
    for raw in open(path):
        s = raw.rstrip("\n")
        if s.startswith(("fn=", "fl=", "fi=", "fe=")):
            m = re.match(r"(\w+)=\((\d+)\)(?: (.*))?", s)
            key = ("fn" if m.group(1) == "fn" else "fl", m.group(2))
            if m.group(3):
                names[key] = m.group(3)
            if m.group(1) == "fn":
                fn = names[key]
            else:
                file = names[key]
            continue
        if s.startswith("calls="):
            call = True  # the next line is the call's inclusive cost
            continue
        if s.startswith(("cfn=", "cfi=", "cfl=", "cob=")):
            m = re.match(r"(\w+)=\((\d+)\)(?: (.*))?", s)
            key = ("fn" if m.group(1) == "cfn" else "fl", m.group(2))
            if m.group(3):
                names[key] = m.group(3)
            continue
        if not s or s[0] not in "+-0":
            continue
        parts = s.split()
        a, b = parts[0], parts[1] if len(parts) > 1 else "*"
        if a.startswith("0x"):
            last = int(a, 16)
        elif a[0] in "+-":
            last += int(a)
        if b.startswith(("+", "-")):
            line += int(b)
        elif b != "*":
            line = int(b)
        at[last] = (fn, file, line)
        if not call and len(parts) > 2:
            count[last] += int(parts[2])
        call = False
    return at, count


def sizes(path):
    size = {}
    for s in open(path):
        m = re.match(r"\s+\S+:\d+\s+0x([0-9a-f]+)\s+([0-9a-f]+)\s", s)
        if m:
            size[int(m.group(1), 16)] = len(m.group(2)) // 2
    return size


def main():
    n = int(sys.argv[1])
    _, once = parse(sys.argv[2])
    at, twice = parse(sys.argv[3])
    at = {a: v for a, v in at.items() if twice[a] - once[a] >= n}
    size = sizes(sys.argv[4]) if len(sys.argv) > 4 else None
    rows = int(sys.argv[5]) if len(sys.argv) > 5 else 25
    lines = {a >> 6 for a in at}
    by_fn = collections.defaultdict(set)
    for a, (fn, _, _) in at.items():
        by_fn[fn].add(a >> 6)
    print(f"{len(lines)} lines of 64 bytes ({len(lines) * 64 / 1024:.1f} KB) touched by {len(at)} distinct instructions")
    if size is not None:
        ran = sum(size.get(a, 0) for a in at)
        copies = collections.defaultdict(lambda: collections.defaultdict(int))
        for a, (fn, file, line) in at.items():
            copies[(file, line)][fn] += size.get(a, 0)
        extra = {k: (sum(v.values()) - max(v.values()), len(v)) for k, v in copies.items() if len(v) > 1}
        print(f"{ran} bytes of instructions run, {sum(b for b, _ in extra.values())} of them inlined copies beyond the first")
        print("\ninlined copies: bytes beyond the first, copies, source line")
        for (file, line), (b, n) in sorted(extra.items(), key=lambda kv: -kv[1][0])[:rows]:
            print(f"{b:6d} {n:3d}  {file}:{line}")
    print("\nlines touched, by function")
    for fn, ls in sorted(by_fn.items(), key=lambda kv: -len(kv[1]))[:rows]:
        print(f"{len(ls):6d}  {fn}")


if __name__ == "__main__":
    main()
