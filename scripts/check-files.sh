#!/usr/bin/env bash
# check-files.sh refuses what must never be committed: a file over 5 MB
# and an ELF binary of any size (a build of cmd/ndval is 33 MB). It reads
# the index, so it checks what the next commit would hold: .ci/run runs it
# on the checked-out tree, scripts/precommit.sh before a commit.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

limit=$((5 * 1024 * 1024))
status=0

# Sizes of the staged blobs: "<mode> <object> <stage>\t<path>" becomes
# "<object> <path>", which cat-file answers with "<size> <path>".
big=$(git ls-files -s | awk -F'\t' '{split($1, a, " "); print a[2] " " $2}' |
	git cat-file --batch-check='%(objectsize) %(rest)' | awk -v limit="$limit" '$1 > limit')
if [ -n "$big" ]; then
	echo "check-files: files over 5 MB (size in bytes, path); keep data out of git or shrink it:" >&2
	echo "$big" >&2
	status=1
fi

# ELF binaries: "\x7fELF" at the start of the file (of its first line).
elf=$(git grep --cached -l -a -e $'^\x7fELF' || true)
if [ -n "$elf" ]; then
	echo "check-files: built binaries (ELF); remove them with git rm --cached and let .gitignore keep them out:" >&2
	echo "$elf" >&2
	status=1
fi
exit "$status"
