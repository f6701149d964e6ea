#!/usr/bin/env bash
# Checks the tarball a consumer gets: publint, attw (ESM-only), its file list, "use client" on
# every module that runs React and on none that a server component calls, and a blank Vite +
# React + TypeScript (strict) app that installs it, type-checks, builds, renders it on the
# server and in Chromium against the reference backend (test/hosts/vite-app/run.sh), once on React 18.3 and once on the newest React 19;
# and a host on Node 20, the oldest `engines` accepts (test/hosts/node20/run.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source .ci/pack-tarball.sh

npx publint run "$tarball" --strict
# styles.css too: its types are an empty module, for hosts with no `*.css` declaration.
npx attw "$tarball" --profile esm-only

# The MIT notice ships, as the license requires of every copy.
tar -tzf "$tarball" | grep -x 'package/LICENSE' >/dev/null || { echo "the tarball has no LICENSE"; exit 1; }
# Nothing but the build, the user's README, the license and package.json ships.
unexpected=$(tar -tzf "$tarball" | grep -vE '^package/(dist/|README\.md$|package\.json$|LICENSE$)' || true)
if [ -n "$unexpected" ]; then
  echo "unexpected files in the tarball:"; echo "$unexpected"; exit 1
fi

# Every ts/tsx block of the docs and both READMEs type-checks against the tarball's declarations.
DOCS_SNIPPETS_TARBALL="$tarball" npx vitest run --project node test/node/docs/docsSnippets.test.ts

# React Server Component hosts: components and hooks are client modules, the rest server-safe.
unpacked="$out/unpacked"
mkdir -p "$unpacked" && tar -xzf "$tarball" -C "$unpacked" --strip-components=1
node .ci/check-use-client.mjs "$unpacked"

# The stylesheet's import type-checks in a host with no bundler's `*.css` declaration and the
# side-effect import check TypeScript 7 turns on by default.
css_host="$out/css-host"
mkdir -p "$css_host/node_modules" && ln -sfn "$unpacked" "$css_host/node_modules/deliveries-table"
echo "import 'deliveries-table/styles.css';" > "$css_host/index.ts"
echo '{"compilerOptions":{"module":"nodenext","noUncheckedSideEffectImports":true,"noEmit":true,"types":[]},"files":["index.ts"]}' > "$css_host/tsconfig.json"
npx tsc -p "$css_host/tsconfig.json"

# The README is the user's (docs/package-readme.md), and each of its links reaches a file the
# package holds or an absolute address: the package page's reader has nothing else.
cmp -s "$unpacked/README.md" docs/package-readme.md || { echo "the packed README is not docs/package-readme.md"; exit 1; }
node --input-type=module -e '
  const { readmeLinkProblems } = await import("./.ci/pack.mjs");
  const problems = readmeLinkProblems(process.argv[1]);
  if (problems.length > 0) { console.error("packed README:\n" + problems.join("\n")); process.exit(1); }
' "$unpacked"

# The whole declared peer range: the oldest React it names (18.3) and the newest 19. A range
# that changes must change the hosts checked here too.
for peer in react react-dom; do
  range=$(node -p "require('./package.json').peerDependencies['$peer']")
  if [ "$range" != '^18.3.0 || ^19.0.0' ]; then
    echo "peerDependencies.$peer is \"$range\", but the consumer check runs React 18.3 and 19 hosts"
    exit 1
  fi
done
range=$(node -p "require('./package.json').peerDependencies['@tanstack/react-query']")
if [ "$range" != '^5.62.0' ]; then
  echo "peerDependencies['@tanstack/react-query'] is \"$range\", but the React 18 host runs 5.62.0"
  exit 1
fi
for react_major in 18 19; do
  bash test/hosts/vite-app/run.sh "$tarball" "$react_major"
done

# engines says Node >= 20: npm --engine-strict on Node 20 installs it, and the bin runs there.
bash test/hosts/node20/run.sh "$tarball"
