#!/usr/bin/env bash
# Installs the packed library into a blank Vite + React + TypeScript (strict) app, type-checks
# and builds it, and checks that its bundle holds one copy of React and of react-query.
set -euo pipefail
tarball=${1:?usage: run.sh path/to/deliveries-table.tgz}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
app=$(mktemp -d)/app
cp -r "$here/app" "$app"
cd "$app"

# The host's own versions of the peers, as a new app would pick them; the same as the library's dev setup.
version() { node -p "require('$root/node_modules/$1/package.json').version"; }
npm install --no-audit --no-fund --loglevel=error \
  "$tarball" \
  "react@$(version react)" "react-dom@$(version react-dom)" \
  "@tanstack/react-query@$(version @tanstack/react-query)" \
  "@types/react@$(version @types/react)" "@types/react-dom@$(version @types/react-dom)" \
  "vite@$(version vite)" "@vitejs/plugin-react@$(version @vitejs/plugin-react)" \
  "typescript@$(version @typescript/native)"

npx tsc -p tsconfig.json
npx vite build --logLevel warn

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
echo "consumer app: installed, type-checked and built"
