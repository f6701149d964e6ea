#!/usr/bin/env bash
# The packed library in a Next.js App Router app, the recipe of stories/docs/NextJs.mdx (whose
# code must equal this app's, docsMatch.mjs): /server-component renders DeliveriesTable from a
# server component; / prefetches the first page on the server and hydrates it; /url-state keeps
# the state in the link, server-rendered from it and written back through the history API.
# Installs the app (npm ci, then the tarball), builds it (`next build`, type-check included),
# serves it with `next start` against the tarball's own deliveries-mock-server (behind
# recordRequests.mjs) and checks each route's HTML and, in Chromium, its hydration and a sort,
# a filter and a page change through the backend (check.mjs).
# Usage: bash test/hosts/next-app/run.sh path/to/deliveries-table.tgz [turbopack|webpack]
# (Next 16 builds with Turbopack by default; `webpack` builds with `next build --webpack`.)
set -euo pipefail
tarball=$(realpath "${1:?usage: run.sh path/to/deliveries-table.tgz [turbopack|webpack]}")
bundler=${2:-turbopack}
case $bundler in
  turbopack) build_flags=() ;;
  webpack) build_flags=(--webpack) ;;
  *) echo "run.sh: bundler $bundler is not turbopack or webpack"; exit 2 ;;
esac
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
host_name="next-app ($bundler)"
# shellcheck source=../lib.sh
source "$here/../lib.sh"
export NEXT_TELEMETRY_DISABLED=1

# The docs page's code is this app's: checked before anything is installed.
node "$here/docsMatch.mjs"

# The app's own files only: a checkout's node_modules or .next never reach the check.
app=$host_work/app
mkdir -p "$app"
cp -r "$here/app" "$here/package.json" "$here/package-lock.json" "$here/tsconfig.json" "$app/"
cd "$app"

host_step install
npm ci --no-audit --no-fund --loglevel=error
npm install --no-save --no-audit --no-fund --loglevel=error "$tarball"
bin=$app/node_modules/.bin
echo "host: next $(node -p "require('next/package.json').version"), react $(node -p "require('react/package.json').version"), @tanstack/react-query $(node -p "require('@tanstack/react-query/package.json').version"), typescript $(node -p "require('typescript/package.json').version")"

# Before the build: /server-component is prerendered then, with the backend's address in it.
host_step "start deliveries-mock-server"
host_start_backend "$bin"
export DELIVERIES_BASE_URL=$host_backend

host_step "next build"
"$bin/next" build "${build_flags[@]}" 2>&1 | tee "$host_work/build.log"
# The type-check is part of the proof: a build that skipped it proves less.
grep -q 'Finished TypeScript' "$host_work/build.log" || {
  echo "next build did not type-check the app"
  exit 1
}

host_step "next start"
port=$(host_free_port)
host_spawn next "$bin/next" start -H 127.0.0.1 -p "$port"
host_wait_http "http://127.0.0.1:$port/favicon.ico" 60 next

host_step "checks (server HTML, Chromium on three routes)"
# check.mjs runs from the repository: playwright-core and systemChromium.mjs resolve from there.
node "$here/check.mjs" "$app" "http://127.0.0.1:$port" "$host_backend" "$host_backend_direct" \
  "$host_requests" "$host_work/next.log"

host_done
