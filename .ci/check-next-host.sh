#!/usr/bin/env bash
# The Next.js App Router host of stories/docs/NextJs.mdx, from the packed tarball: a server
# component page rendering the grid, a server-prefetched page, and the state in the URL,
# each built, served with `next start` and driven in Chromium against deliveries-mock-server
# (test/hosts/next-app/run.sh).
# Packs dist/ as it is: run `npm run build` first, as .ci/run does.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source .ci/pack-tarball.sh
bash test/hosts/next-app/run.sh "$tarball"
