# Sourced by the package checks: packs dist/ as it is (run `npm run build` first) into a
# temporary directory removed on exit, and sets $tarball to the packed file.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
tarball="$out/$(npm pack --silent --pack-destination "$out" | tail -n 1)"
echo "packed $(basename "$tarball"): $(du -k "$tarball" | cut -f1) KB"
