// React Server Component hosts (Next.js App Router) import the package from server code: every
// module that runs React must open with "use client", and what a server component calls
// (the client, the request mapping, the link format, the query options) must not, nor anything
// it imports, or the server would get a client reference instead of the function.
// Usage: node .ci/check-use-client.mjs path/to/package (an unpacked tarball).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? '.', 'dist');
const reactBound =
  /from\s*["'](react|react-dom|react-hook-form|@tanstack\/react-table)(\/[^"']*)?["']/;
const serverSafe = {
  'api/client.js': 'createDeliveriesClient',
  'api/errors.js': 'DeliveriesApiError',
  'state/toDeliveriesRequest.js': 'toDeliveriesRequest',
  'state/urlState/parseDeliveriesState.js': 'parseDeliveriesState',
  'state/urlState/serializeDeliveriesState.js': 'serializeDeliveriesState',
  'query/deliveriesQueryOptions.js': 'deliveriesQueryOptions',
  'query/deliveriesQueryKey.js': 'deliveriesQueryKey',
};

function* modules(directory) {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* modules(path);
    else if (name.endsWith('.js')) yield path;
  }
}

const isClient = (source) => /^\s*["']use client["'];/.test(source);
const problems = [];
let clientCount = 0;
for (const path of modules(dist)) {
  const source = readFileSync(path, 'utf8');
  if (isClient(source)) clientCount += 1;
  else if (reactBound.test(source))
    problems.push(`${relative(dist, path)} runs React without "use client"`);
}

// Everything a server-safe export imports, statically, must be server-safe too.
const seen = new Set();
const visit = (path, via) => {
  if (seen.has(path)) return;
  seen.add(path);
  const source = readFileSync(path, 'utf8');
  if (isClient(source))
    problems.push(`${relative(dist, path)} (imported by ${via}) is a client module`);
  for (const [, specifier] of source.matchAll(
    /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*["'](\.{1,2}\/[^"']+)["']/g,
  ))
    visit(resolve(dirname(path), specifier), via);
};
for (const [file, name] of Object.entries(serverSafe)) visit(join(dist, file), name);
if (!isClient(readFileSync(join(dist, 'table/DeliveriesTable.js'), 'utf8')))
  problems.push('table/DeliveriesTable.js is not a client module');

if (problems.length > 0) {
  console.error(`"use client" boundaries are wrong:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `"use client": on ${clientCount} modules that run React; ${seen.size} modules behind ${Object.values(serverSafe).join(', ')} are server-safe`,
);
