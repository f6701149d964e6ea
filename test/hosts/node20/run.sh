#!/usr/bin/env bash
# A host on Node 20, the oldest Node `engines` accepts: the tarball installs with
# `--engine-strict` (npm refuses a package whose engines exclude the running Node), and its
# deliveries-mock-server bin starts and answers a page. Node 20 is $NODE20, else the machine's
# `node` when it is 20, else node@20 from the registry, kept in .tools/node20.
# Usage: bash test/hosts/node20/run.sh path/to/deliveries-table.tgz
set -euo pipefail
tarball=$(realpath "${1:?usage: run.sh path/to/deliveries-table.tgz}")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
host_name="node20"
# shellcheck source=../lib.sh
source "$here/../lib.sh"

is_node20() { [ -x "$1" ] && [ "$("$1" -p 'process.versions.node.split(".")[0]')" = 20 ]; }
node20=${NODE20:-}
if [ -z "$node20" ]; then
  for candidate in /usr/bin/node "$root/.tools/node20/node_modules/.bin/node"; do
    if is_node20 "$candidate"; then node20=$candidate; break; fi
  done
fi
if [ -z "$node20" ]; then
  host_step "install node@20 into .tools/node20"
  npm install --prefix "$root/.tools/node20" --no-save --no-audit --no-fund --loglevel=error node@20
  node20=$root/.tools/node20/node_modules/.bin/node
fi
is_node20 "$node20" || { echo "$node20 is not Node 20"; exit 1; }
# npm and the bin's `#!/usr/bin/env node` both run this Node.
export PATH="$(dirname "$(realpath "$node20")"):$PATH"
echo "host: node $(node --version), npm $(npm --version)"

host_step "npm install --engine-strict"
cd "$host_work"
echo '{ "name": "node20-host", "private": true }' >package.json
npm install --engine-strict --no-audit --no-fund --loglevel=error "$tarball"

host_step "start deliveries-mock-server and ask for a page"
host_spawn backend node_modules/.bin/deliveries-mock-server --port 0
backend=$(host_wait_line backend 'http://127\.0\.0\.1:[0-9]+')
page=$(curl -sS --fail -X POST "$backend/api/deliveries" -H 'Content-Type: application/json' \
  -d '{"pageNumber":1,"pageSize":2,"quickSearch":""}')
node -e 'const rows = JSON.parse(process.argv[1]); if (!Array.isArray(rows) || rows.length !== 2) { console.error("expected 2 deliveries, got", process.argv[1].slice(0, 200)); process.exit(1); }' "$page"
echo "Node $(node --version): 2 deliveries from $backend"
host_done
