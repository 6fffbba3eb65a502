#!/usr/bin/env bash
# Lints httpapi/openapi.json with two independent OpenAPI tools, as CI may
# run it: swagger-cli validate (schema validation) and redocly lint with
# the recommended-strict ruleset (the recommended rules, such as a license
# and a 4XX answer on every operation, with warnings as errors). Either
# tool's failure fails the script.
#
#   scripts/lint-openapi.sh
#
# It needs node and npm, and installs the two pinned packages into a
# scratch directory outside the repository (OALINT_DIR, default
# /tmp/oalint), so nothing of npm enters the Go build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

dir=${OALINT_DIR:-/tmp/oalint}
redocly_version=2.77.0
swagger_cli_version=4.0.4

mkdir -p "$dir"
if [ ! -x "$dir/node_modules/.bin/redocly" ] || [ ! -x "$dir/node_modules/.bin/swagger-cli" ] ||
	! grep -q "\"version\": \"$redocly_version\"" "$dir/node_modules/@redocly/cli/package.json"; then
	(cd "$dir" && [ -f package.json ] || npm init -y >/dev/null)
	npm install --prefix "$dir" --no-audit --no-fund --silent \
		"@redocly/cli@$redocly_version" "swagger-cli@$swagger_cli_version"
fi

doc=httpapi/openapi.json
"$dir/node_modules/.bin/swagger-cli" validate "$doc"
"$dir/node_modules/.bin/redocly" lint --extends=recommended-strict "$doc"
