# Sourced by the package checks: packs dist/ as it is (run `npm run build` first) as a host gets
# it (.ci/pack.mjs: the user's README, no repository scripts) into a temporary directory removed
# on exit, and sets $tarball to the packed file.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
tarball=$(node .ci/pack.mjs "$out" | tail -n 1)
echo "packed $(basename "$tarball"): $(du -k "$tarball" | cut -f1) KB"
