#!/usr/bin/env bash
# precommit.sh makes the checks of .ci/run that take seconds, not minutes,
# before a commit: gofmt, go vet, staticcheck, and check-files.sh (no file
# over 5 MB, no built binary). Run it by hand, or install it as the
# repository's pre-commit hook (README, "Contributing"):
#
#	ln -sf "$PWD/scripts/precommit.sh" "$(git rev-parse --git-path hooks)/pre-commit"
#
# It checks the working tree's Go files and the index's files; the tests
# (go test ./...) and go generate's diff stay with .ci/run.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

echo "precommit: gofmt" >&2
unformatted=$(git ls-files -z '*.go' | xargs -0 gofmt -l)
if [ -n "$unformatted" ]; then
	echo "gofmt would change (run gofmt -w):" >&2
	echo "$unformatted" >&2
	exit 1
fi

echo "precommit: go vet" >&2
go vet ./...

echo "precommit: staticcheck" >&2
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...
# and no code that only the tests call in the packages' own files
go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 -tests=false -checks U1000 ./...

echo "precommit: files (no file over 5 MB, no built binary)" >&2
scripts/check-files.sh
