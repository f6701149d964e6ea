#!/usr/bin/env bash
# The packed library as a host app gets it: installs the tarball into a blank Vite + React +
# TypeScript (strict) app, type-checks it, builds it for the browser (one copy of React and
# react-query in the bundle) and for the server, renders the page on the server against the
# tarball's own reference backend (deliveries-mock-server), then opens it in Chromium, where it
# hydrates and pages through the backend.
# The host's React is the second argument: `18` for React 18.3 (the oldest the package declares),
# `19` (the default) for the React the library is developed on, the newest 19.
set -euo pipefail
tarball=${1:?usage: run.sh path/to/deliveries-table.tgz [18|19]}
react_major=${2:-19}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
app=$work/app
cp -r "$here/app" "$app"
cd "$app"
start=$SECONDS

# Every process started here stops with the script, however it ends.
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# Each step's own time, and the time since the start.
step_start=$SECONDS
step() {
  local now=$SECONDS
  [ -n "${step_name:-}" ] && printf -- '--- consumer (React %s): %s took %ss\n' "$react_major" "$step_name" "$((now - step_start))"
  step_name=$1 step_start=$now
  printf -- '--- consumer (React %s): %s (at %ss)\n' "$react_major" "$1" "$((now - start))"
}

# The host's own versions of the peers, as a new app would pick them; the same as the library's dev setup.
version() { node -p "require('$root/node_modules/$1/package.json').version"; }
step install
case $react_major in
  # The oldest React the package declares (peerDependencies: ^18.3.0), with its own types.
  18) react_packages=(react@18.3.1 react-dom@18.3.1 @types/react@18 @types/react-dom@18) ;;
  19)
    react_packages=("react@$(version react)" "react-dom@$(version react-dom)"
      "@types/react@$(version @types/react)" "@types/react-dom@$(version @types/react-dom)")
    ;;
  *) echo "run.sh: React $react_major is not a host this check knows (18 or 19)"; exit 2 ;;
esac
npm install --no-audit --no-fund --loglevel=error \
  "$tarball" \
  "${react_packages[@]}" \
  "@tanstack/react-query@$(version @tanstack/react-query)" \
  "@types/node@$(version @types/node)" \
  "vite@$(version vite)" "@vitejs/plugin-react@$(version @vitejs/plugin-react)" \
  "typescript@$(version @typescript/native)"
bin=$app/node_modules/.bin
# The host really runs the React it asked for (not one hoisted or deduplicated from elsewhere).
for pkg in react react-dom @types/react @types/react-dom; do
  got=$(node -p "require('./node_modules/$pkg/package.json').version")
  case $got in "$react_major".*) ;; *) echo "$pkg is $got, not React $react_major's"; exit 1 ;; esac
done
echo "host: react $(node -p "require('./node_modules/react/package.json').version"), @types/react $(node -p "require('./node_modules/@types/react/package.json').version")"

# The app's code with every declaration file checked (the library's included), then its Vite config.
step "type-check (strict)"
"$bin/tsc" -p tsconfig.json
"$bin/tsc" -p tsconfig.node.json

# The tarball's reference backend on a free port; the app is built against its address.
step "start deliveries-mock-server"
"$bin/deliveries-mock-server" --port 0 --count 300 >"$work/backend.log" 2>&1 &
pids+=($!)
backend=
for _ in $(seq 1 100); do
  backend=$(grep -oE 'http://127\.0\.0\.1:[0-9]+' "$work/backend.log" || true)
  [ -n "$backend" ] && break
  sleep 0.1
done
[ -n "$backend" ] || { echo "deliveries-mock-server did not start:"; cat "$work/backend.log"; exit 1; }
echo "reference backend: $backend"
export VITE_DELIVERIES_BASE_URL=$backend

# React 18's host gets React's development build: its warnings (an unknown DOM prop, a hydration
# mismatch in an attribute) reach the console, where the Chromium check fails on them. The
# server render runs development React for both hosts (Node without NODE_ENV).
if [ "$react_major" = 18 ]; then
  step "build for the browser (development React)"
  NODE_ENV=development "$bin/vite" build --mode development --logLevel warn
else
  step "build for the browser"
  "$bin/vite" build --logLevel warn
fi

node --input-type=module -e "
  import { readFileSync } from 'node:fs';
  const ids = JSON.parse(readFileSync('dist-modules.json', 'utf8'));
  const copies = (pkg) => new Set(ids.filter((id) => id.includes('/node_modules/' + pkg + '/'))
    .map((id) => id.slice(0, id.lastIndexOf('/node_modules/' + pkg + '/'))));
  let failed = false;
  for (const pkg of ['react', 'react-dom', '@tanstack/react-query', '@tanstack/query-core']) {
    const found = copies(pkg);
    console.log(pkg + ': ' + found.size + ' copy in the bundle');
    if (found.size !== 1) failed = true;
  }
  const fromLibrary = ids.filter((id) => id.includes('/node_modules/deliveries-table/dist/'));
  console.log('deliveries-table modules bundled: ' + fromLibrary.length);
  if (failed || fromLibrary.length === 0) process.exit(1);
"

step "build for the server and render there"
"$bin/vite" build --ssr src/entry-server.tsx --outDir dist-server --logLevel warn
node prerender.mjs

step "serve the built page and open it in Chromium"
port=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
"$bin/vite" preview --host 127.0.0.1 --port "$port" --strictPort >"$work/preview.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$port/" -o /dev/null 2>/dev/null && break
  sleep 0.1
done
# The HTML itself carries the rows: rendered on the server, not in the browser.
served=$(curl -fsS "http://127.0.0.1:$port/" || true)
case $served in
  *'aria-label="Deliveries"'*'>DLV-'*) ;;
  *) echo "vite preview does not serve the server-rendered page:"; cat "$work/preview.log"; exit 1 ;;
esac
# The check is the library's own test code: playwright resolves from the repository.
node "$here/chromium-check.mjs" "http://127.0.0.1:$port/" "$backend"

step done
echo "consumer app (React $react_major): installed, type-checked, built, rendered on the server and hydrated in Chromium in $((SECONDS - start))s"
