#!/usr/bin/env bash
# The packed library as a Vite host gets it: installs the tarball into a blank Vite + React +
# TypeScript (strict) app, type-checks it, builds it for the browser (one copy of React and
# react-query in the bundle) and for the server, renders the page on the server against the
# tarball's own reference backend (deliveries-mock-server), then opens it in Chromium, where it
# hydrates and is driven through the backend (check.mjs).
# The host's React is the second argument: `18` for React 18.3 (the oldest the package declares),
# `19` (the default) for the React the library is developed on, the newest 19.
# Usage: bash test/hosts/vite-app/run.sh path/to/deliveries-table.tgz [18|19]
set -euo pipefail
tarball=$(realpath "${1:?usage: run.sh path/to/deliveries-table.tgz [18|19]}")
react_major=${2:-19}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
host_name="vite-app (React $react_major)"
# shellcheck source=../lib.sh
source "$here/../lib.sh"

# The app's own files only: a checkout's node_modules or dist never reach the check.
app=$host_work/app
cp -r "$here/app" "$app"
cd "$app"

# The host's own versions of the peers, as a new app would pick them; the same as the library's dev setup.
version() { node -p "require('$root/node_modules/$1/package.json').version"; }
host_step install
case $react_major in
  # The oldest React and react-query the package declares (peerDependencies: ^18.3.0,
  # ^5.62.0: the first whose DataTag takes the three arguments our declarations name).
  18)
    react_packages=(react@18.3.1 react-dom@18.3.1 @types/react@18 @types/react-dom@18
      @tanstack/react-query@5.62.0)
    ;;
  19)
    react_packages=("react@$(version react)" "react-dom@$(version react-dom)"
      "@types/react@$(version @types/react)" "@types/react-dom@$(version @types/react-dom)"
      "@tanstack/react-query@$(version @tanstack/react-query)")
    ;;
  *) echo "run.sh: React $react_major is not a host this check knows (18 or 19)"; exit 2 ;;
esac
npm install --no-audit --no-fund --loglevel=error \
  "$tarball" \
  "${react_packages[@]}" \
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
host_step "type-check (strict)"
"$bin/tsc" -p tsconfig.json
"$bin/tsc" -p tsconfig.node.json

# The app is built against the backend's address (the recorder in front of it).
host_step "start deliveries-mock-server"
host_start_backend "$bin" --count 300
export VITE_DELIVERIES_BASE_URL=$host_backend

# React 18's host gets React's development build: its warnings (an unknown DOM prop, a hydration
# mismatch in an attribute) reach the console, where the Chromium check fails on them. The
# server render runs development React for both hosts (Node without NODE_ENV).
if [ "$react_major" = 18 ]; then
  host_step "build for the browser (development React)"
  NODE_ENV=development "$bin/vite" build --mode development --logLevel warn
else
  host_step "build for the browser"
  "$bin/vite" build --logLevel warn
fi
node "$here/bundleCopies.mjs" dist-modules.json

host_step "build for the server and render there"
"$bin/vite" build --ssr src/entry-server.tsx --outDir dist-server --logLevel warn
node prerender.mjs

host_step "serve the built page and drive it in Chromium"
port=$(host_free_port)
host_spawn preview "$bin/vite" preview --host 127.0.0.1 --port "$port" --strictPort
host_wait_http "http://127.0.0.1:$port/" 30 preview
# The HTML itself carries the rows: rendered on the server, not in the browser.
served=$(curl -fsS "http://127.0.0.1:$port/" || true)
case $served in
  *'aria-label="Deliveries"'*'>DLV-'*) ;;
  *) echo "vite preview does not serve the server-rendered page:"; cat "$host_work/preview.log"; exit 1 ;;
esac
# The check is the library's own test code: playwright resolves from the repository.
node "$here/check.mjs" "http://127.0.0.1:$port/" "$host_backend" "$host_backend_direct" "$host_requests"

host_done
