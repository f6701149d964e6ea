#!/usr/bin/env bash
# The README's server-prefetch recipe in a Next.js App Router app, from the packed tarball: a
# server component calls the package's server-safe functions (createDeliveriesClient,
# parseDeliveriesState, toDeliveriesRequest, deliveriesQueryOptions) and the page answers 200
# with the rows in its HTML, then hydrates in Chromium (test/hosts/next-app/run.sh).
# Packs dist/ as it is: run `npm run build` first, as .ci/run does.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source .ci/pack-tarball.sh
bash test/hosts/next-app/run.sh "$tarball"
