// The browser bundle holds one copy of React and react-query (a second copy breaks hooks and
// the shared QueryClient) and the library's own modules. Reads the module list the app's
// vite.config.ts writes.
// Usage: node bundleCopies.mjs dist-modules.json
import { readFileSync } from 'node:fs';

const ids = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const copies = (pkg) =>
  new Set(
    ids
      .filter((id) => id.includes(`/node_modules/${pkg}/`))
      .map((id) => id.slice(0, id.lastIndexOf(`/node_modules/${pkg}/`))),
  );
let failed = false;
for (const pkg of ['react', 'react-dom', '@tanstack/react-query', '@tanstack/query-core']) {
  const found = copies(pkg);
  console.log(`${pkg}: ${found.size} copy in the bundle`);
  if (found.size !== 1) failed = true;
}
const fromLibrary = ids.filter((id) => id.includes('/node_modules/deliveries-table/dist/'));
console.log(`deliveries-table modules bundled: ${fromLibrary.length}`);
if (failed || fromLibrary.length === 0) process.exit(1);
