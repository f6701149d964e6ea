#!/usr/bin/env bash
# Checks the tarball a consumer gets: publint, attw (ESM-only), its file list, and a blank
# Vite + React + TypeScript (strict) app that installs it, type-checks and builds.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=$(mktemp -d)
tarball="$out/$(npm pack --silent --pack-destination "$out" | tail -n 1)"
echo "packed $(basename "$tarball"): $(du -k "$tarball" | cut -f1) KB"

npx publint run "$tarball" --strict
npx attw "$tarball" --profile esm-only

# Nothing but the build, the README and package.json ships.
unexpected=$(tar -tzf "$tarball" | grep -vE '^package/(dist/|README\.md$|package\.json$|LICENSE$)' || true)
if [ -n "$unexpected" ]; then
  echo "unexpected files in the tarball:"; echo "$unexpected"; exit 1
fi

bash test/consumer/run.sh "$tarball"
