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

async function bundledGzipBytes(code) {
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
      rollupOptions: { external: isPeer },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // What loads with the entry: the entry chunk and its static imports. Dynamic imports (the
  // filter panel's form) load on demand and are reported apart.
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
  return {
    ...measure(chunks.filter((c) => initial.has(c.fileName))),
    onDemand: measure(chunks.filter((c) => !initial.has(c.fileName))),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(2);
let failed = false;
const rows = [];
for (const budget of budgets) {
  const { raw, gzip, onDemand } = await bundledGzipBytes(budget.code);
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
      `${budget.name}: loaded on demand (the filter panel's form)`,
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
if (failed) {
  console.error('A size budget is exceeded.');
  process.exit(1);
}
