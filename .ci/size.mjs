// Size budgets: what a host pays, minified and gzipped, with peers (React, react-query) external.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const peers = Object.keys(pkg.peerDependencies);
const isPeer = (id) => peers.some((name) => id === name || id.startsWith(`${name}/`));

const budgets = [
  {
    name: 'main entry + its dependencies',
    code: `export * from '${root}/src/index.ts';`,
    limitKb: 45,
  },
  {
    name: 'createDeliveriesClient alone',
    code: `export { createDeliveriesClient } from '${root}/src/index.ts';`,
    limitKb: 4,
  },
];

async function bundledGzipBytes(code, { alsoExternal = [] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'dt-size-'));
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, code);
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      // An entry object, not a string: only then does the build keep dynamic imports apart.
      lib: { entry: { entry }, formats: ['es'] },
      rollupOptions: {
        external: (id) =>
          isPeer(id) || alsoExternal.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // What loads with the entry: the entry chunk and its static imports. Dynamic imports (the
  // filter panel's form, the saved views popover, the virtualized body) load on demand and are reported apart.
  const initial = new Set();
  const visit = (fileName) => {
    if (initial.has(fileName) || !byName.has(fileName)) return;
    initial.add(fileName);
    for (const imported of byName.get(fileName).imports) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const measure = (list) => {
    const js = list.map((c) => c.code).join('\n');
    return { raw: Buffer.byteLength(js), gzip: gzipSync(js, { level: 9 }).length };
  };
  // Which packages each part holds, by their rendered (tree-shaken, not yet minified) size.
  const packagesOf = (list) => {
    const sizes = new Map();
    for (const chunk of list) {
      for (const [id, module] of Object.entries(chunk.modules)) {
        const name = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? '(own code)';
        sizes.set(name, (sizes.get(name) ?? 0) + module.renderedLength);
      }
    }
    return sizes;
  };
  const initialChunks = chunks.filter((c) => initial.has(c.fileName));
  const onDemandChunks = chunks.filter((c) => !initial.has(c.fileName));
  return {
    ...measure(initialChunks),
    total: measure(chunks),
    onDemand: measure(onDemandChunks),
    packages: { initial: packagesOf(initialChunks), onDemand: packagesOf(onDemandChunks) },
    moduleIds: chunks.flatMap((c) => Object.keys(c.modules)),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(2);
let failed = false;
const rows = [];
let mainEntry;
for (const budget of budgets) {
  const measured = await bundledGzipBytes(budget.code);
  mainEntry ??= measured;
  const { raw, gzip, onDemand } = measured;
  const ok = gzip <= budget.limitKb * 1024;
  failed ||= !ok;
  rows.push([
    budget.name,
    `${kb(raw)} KB`,
    `${kb(gzip)} KB`,
    `${budget.limitKb} KB`,
    ok ? 'ok' : 'OVER',
  ]);
  if (onDemand.raw > 0) {
    rows.push([
      `${budget.name}: loaded on demand (the filter panel's form, the saved views popover, the virtualized body)`,
      `${kb(onDemand.raw)} KB`,
      `${kb(onDemand.gzip)} KB`,
      '—',
      'reported',
    ]);
  }
}
const css = readFileSync(join(root, 'dist/styles.css'));
const cssGzip = gzipSync(css, { level: 9 }).length;
failed ||= cssGzip > 5 * 1024;
rows.push([
  'styles.css',
  `${kb(css.length)} KB`,
  `${kb(cssGzip)} KB`,
  '5 KB',
  cssGzip <= 5 * 1024 ? 'ok' : 'OVER',
]);

console.log('| what | minified | gzipped | budget | |\n|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

// What each dependency adds to the main entry (everything, on demand included): the bundle
// minus the same bundle with that dependency left out.
const dependencies = Object.keys(pkg.dependencies);
console.log(
  `\nmain entry, everything loaded: ${kb(mainEntry.total.raw)} KB minified, ${kb(mainEntry.total.gzip)} KB gzipped`,
);
console.log('| dependency | adds (gzipped) | where | rendered modules (before minifying) |');
console.log('|---|---|---|---|');
for (const name of dependencies) {
  const without = await bundledGzipBytes(budgets[0].code, { alsoExternal: [name] });
  const where = [
    mainEntry.packages.initial.has(name) ? 'initial' : '',
    mainEntry.packages.onDemand.has(name) ? 'on demand' : '',
  ]
    .filter(Boolean)
    .join(' + ');
  // The dependency's own dependencies come along with it (downshift: compute-scroll-into-view, prop-types …).
  const gone = [...mainEntry.packages.initial, ...mainEntry.packages.onDemand].filter(
    ([pkgName]) =>
      !without.packages.initial.has(pkgName) && !without.packages.onDemand.has(pkgName),
  );
  const detail = gone.map(([pkgName, size]) => `${pkgName} ${kb(size)} KB`).join(', ');
  console.log(
    `| ${name} | ${kb(mainEntry.total.gzip - without.total.gzip)} KB | ${where} | ${detail} |`,
  );
}

// Development-only code must not ship: prop-types (downshift's) must be its production shims,
// with no type checkers, and react-is its production build. A host's production build sees
// the same code.
const leaked = mainEntry.moduleIds.filter((id) =>
  /prop-types\/(factoryWithTypeCheckers|checkPropTypes)|react-is\.development/.test(id),
);
const propTypes = mainEntry.moduleIds.filter((id) => id.includes('/node_modules/prop-types/'));
console.log(
  `\nprop-types in the bundle: ${propTypes.map((id) => id.slice(id.indexOf('prop-types/'))).join(', ') || 'none'}`,
);
if (leaked.length > 0) {
  console.error(`Development-only modules in the bundle: ${leaked.join(', ')}`);
  failed = true;
}
if (failed) {
  console.error('A size check failed: a budget is exceeded or development-only code ships.');
  process.exit(1);
}
