// Size budgets as a host pays them: the packed tarball, installed into a blank app and built
// by Vite for production (minified, tree-shaken), with React, react-dom and react-query
// external (the host's own). Run after `npm run build`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { packPackage } from './pack.mjs';

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const peers = Object.keys(pkg.peerDependencies);
const matches = (names) => (id) => names.some((name) => id === name || id.startsWith(`${name}/`));

// The host app lives under the repository's node_modules, so the tarball's own dependencies
// (react-hook-form, @tanstack/react-table) resolve as they would in a host.
const host = join(root, 'node_modules', '.cache', 'size-host');
rmSync(host, { recursive: true, force: true });
const installed = join(host, 'node_modules', 'deliveries-table');
mkdirSync(installed, { recursive: true });
// A package of its own: otherwise `deliveries-table` would resolve to this repository itself.
writeFileSync(
  join(host, 'package.json'),
  '{ "name": "size-host", "private": true, "type": "module" }',
);
const packDir = mkdtempSync(join(tmpdir(), 'dt-pack-'));
const tarball = packPackage(packDir);
execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
rmSync(packDir, { recursive: true, force: true });

/** Builds one host entry; returns its first load and what it loads on demand. */
async function hostBuild(name, code, { alsoExternal = [] } = {}) {
  const entry = join(host, `${name}.js`);
  writeFileSync(entry, code);
  const external = matches([...peers, ...alsoExternal]);
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: host,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, rollupOptions: { input: entry, external } },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
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
  const firstLoad = chunks.filter((c) => initial.has(c.fileName));
  const onDemand = chunks.filter((c) => !initial.has(c.fileName));
  return {
    first: measure(firstLoad),
    firstFiles: firstLoad.map((c) => Buffer.byteLength(c.code)),
    onDemand: measure(onDemand),
    all: measure(chunks),
    moduleIds: chunks.flatMap((c) => Object.keys(c.modules)),
    firstModules: firstLoad.flatMap((c) =>
      Object.entries(c.modules).map(([id, module]) => [id, module.renderedLength]),
    ),
  };
}

// Each entry keeps what it imports alive, as a host's page would by using it.
const entryUsing = (names) =>
  `import { ${names.join(', ')} } from 'deliveries-table';\nglobalThis.__used = [${names.join(', ')}];\n`;

// `--bytes`: exact gzipped bytes beside each figure, for a change of a few bytes near a budget.
const bytes = process.argv.includes('--bytes');
const kb = (n) => `${(n / 1024).toFixed(2)} KB${bytes ? ` (${n} B)` : ''}`;
const rows = [];
let failed = false;
const row = (what, measured, limitKb) => {
  const ok = limitKb === undefined || measured.gzip <= limitKb * 1024;
  failed ||= !ok;
  rows.push([
    what,
    kb(measured.raw),
    kb(measured.gzip),
    limitKb === undefined ? '—' : `${limitKb} KB`,
    limitKb === undefined ? 'reported' : ok ? 'ok' : 'OVER',
  ]);
};

const client = await hostBuild('client', entryUsing(['createDeliveriesClient']));
// 3.84 KB (4.76 before issue 23). What reads server text into an error (the redaction of
// echoed secrets, encoded ones too; the error body; naming broken items) is a 2.27 KB chunk,
// loaded on the first error only. That is safe because it fails closed: without the chunk
// (failed, or not there within 3 s) an error keeps its kind, status, retry policy and
// Retry-After, but no server text, no cause and no list of broken items. The figure includes
// Vite's preload helper (0.65 KB) for that import.
row('`createDeliveriesClient` alone', client.first, 4);
const hook = await hostBuild('hook', entryUsing(['useDeliveries', 'createDeliveriesClient']));
row('`useDeliveries` + `createDeliveriesClient`', hook.first, 8);
const headless = await hostBuild('headless', entryUsing(['useDeliveriesGrid']));
row('`useDeliveriesGrid` (the headless model)', headless.first);
const table = await hostBuild('table', entryUsing(['DeliveriesTable']));
// 48 KB: 45 held the first stage; since then each feature loads on demand and a grid without
// it pays only its glue: selection and row actions 1.0 KB, refresh and its marks 0.5 KB, the
// header menus and pinned columns 0.9 KB (pins are read and checked in the settings and saved
// views), one tab stop 0.35 KB, details 0.3 KB. Row identity, which every grid keys its rows
// by, 0.6 KB: keys per page and the repeated-codes notice 0.4, saved views under one id 0.2.
// 52 KB since the one model: its store and slice readers 1.3 KB, the details' moves in the
// model and the controls-own-their-clicks and focus-landing rules 0.85 KB, one check of column
// settings at every door with its sentences 1.35 KB; its slices by feature and row navigation
// by key 0.9 KB. 46 KB since "Views" and "Export" draw a stand-in button and fetch their code
// after the first frame (7.3 KB of saved views' store, checks and list; CSV writer and run).
// Still over the 44 KB the model's issue aims at. 48 KB with the finished look (47.22 KB
// measured): the header's one tab stop 0.7 KB, the grid's height from its place in the window
// 0.9 KB, sticky control columns' edges, the filler column and the column announcer 0.6 KB.
// 48.5 KB with cards on narrow grids (48.25 KB measured, 47.75 before): the width read and the
// branches where the rows, toolbar and filters are drawn 0.5 KB; the cards are a chunk of their own.
// 46.5 KB since react-table's sorting and paging features left (-2.2 KB: the model holds both),
// "Columns" became a stand-in (-0.4) and the filter chips load once a filter is applied (-1.6):
// 43.71 KB measured before right to left (+0.4: the direction read, arrowStep), the cards'
// switch (+0.5) and the filter-field registry with relative dates (+1.4) took it to 46.04.
// 46.75 KB with problems and failures as codes worded once in the model (46.52 measured, +0.49):
// the state checks' codes and their English words apart, the alert worded from the error's
// kind and status, and `localePack` (the packs and getTextPack are entries of their own).
// 47.5 KB with "not this status" kept in the state, checked and sent, and the cells' filter
// trigger with rows that take focus (47.38 measured, +0.79); their menus, words and "Which
// filter hides them?" load with their first use. The model's issue aims at 44 KB.
// 48 KB with typed dates and the filter language (47.84 measured, +0.46): the door check of
// typed relative dates and the search box's hold on `word:` text; the parser, calendar,
// suggestions and reader load with the panel or on first use.
// 44 KB, the model's aim, met (43.10 measured): react-table built by table-core without its
// store and use-sync-external-store (-2.8), the English problem words fetched with the first
// problem (-0.7), and the filters' checks, request mapping and zoned time fetched with the
// first filter (-2.1); the filter language's state in the model (+0.35).
// 44.05 KB: the search box reads and writes back a quote searched (`\"`), where a search in
// force holding one (from a link or a view) lost it silently on the first edit, and Escape
// after a keyboard grab puts the columns' widths back (44.02 measured, 43.98 before).
// 44.15 KB: another request's rows show from their first row, as a page load shows them, where
// a page turn left the rows' box (or the window) scrolled as far down as the last page was;
// the paging button that takes focus from a disabled one no longer scrolls (44.12 measured;
// the first load names the on-demand chunks by hash, so its size moves ±13 B between builds).
// 44.1 KB: one fetch-with-retry hook for the filters' code, the virtualized body, the search
// box's language part and the parts waiting for their code, and one store under every module
// fetched on demand (44.02 measured, 44.12 before); a cached page announced at once while it
// reloads behind (+51 B: 44.07 measured). 44.15 KB again: a selector that throws as the store
// changes, and a host's listener that throws, no longer take the grid down (+21 B: 44.09
// measured, the 44 KB aim missed by 97 B; the hashes' ±13 B need the room).
// 44.3 KB: a headless host's hostile values through the actions named, never thrown at its
// call (a page or search of any type, a view or column id that throws when read), a page size
// out of range named with the range in force, a toggle of no sortable column keeping the page,
// and a `null` in a fetched `columns` or `statusOptions` list left out instead of crashing the
// grid (+131 B: 44.22 measured, the 44 KB aim missed by 228 B).
// 44.4 KB: a `null` in a static filter list (`filters.options.couriers`) is left out where the
// options enter, not read by the panel, the chips and the filter language (+119 B: 44.35
// measured, the 44 KB aim missed by 358 B).
// 44.65 KB: the rest of a fetched filter vocabulary read so at the same door (`usableFilters`:
// date presets; the model's `usableStatusOptions`: a status code given as text, a label that is
// no text), where a `null` preset took the grid down and a number label blanked it (+236 B:
// 44.58 measured, the 44 KB aim missed by 594 B).
// 44.2 KB: room found without a change of behaviour (-443 B: 44.15 measured, the 44 KB aim
// missed by 151 B). The header menus and "Columns" come in the drawn grid's chunk (two chunk
// names and import sites fewer), the filters' link keys and problem names and the helpers
// only on-demand code calls left the first-load modules, the vocabulary is handed on whole.
row('`DeliveriesTable`, first load', table.first, 44.2);
// The model's issue: everything the grid can load within 90 KB. 90.1 KB since the notice
// names a `null` in those lists (`optionItemUnusable`, +77 B: 90.04 measured, 40 B over).
// 90.2 KB: the standalone panel and chips, and a loader's answer, leave such a `null` out
// too (+124 B: 90.16 measured).
// 90.5 KB: the advanced vocabulary's lists read without what is no item where they are used
// (`advancedVocabulary`, the rows' check), their own-key operators (+277 B: 90.43 measured).
row('`DeliveriesTable`, everything it loads on demand', table.onDemand, 90.5);
const mocks = await hostBuild(
  'mocks',
  `import { createDeliveriesHandlers } from 'deliveries-table/mocks';\nglobalThis.__used = [createDeliveriesHandlers];\n`,
  { alsoExternal: ['msw'] },
);
row('`deliveries-table/mocks` (`createDeliveriesHandlers`, msw external)', mocks.all);
// A locale pack is what a host that imports it adds, beside `DeliveriesTable`: its words and
// plural forms (the plural helper is shared with the grid's own entry).
for (const [pack, name] of [
  ['de', 'de'],
  ['pl', 'pl'],
  ['cs', 'cs'],
  ['fr', 'fr'],
  ['es', 'es'],
  ['it', 'it'],
  ['nl', 'nl'],
  ['ar', 'ar'],
  ['getText', 'getTextPack'],
]) {
  const withPack = await hostBuild(
    `locale-${pack}`,
    `import { DeliveriesTable } from 'deliveries-table';\nimport { ${name} } from 'deliveries-table/locales/${pack}';\nglobalThis.__used = [DeliveriesTable, ${name}];\n`,
  );
  row(`\`deliveries-table/locales/${pack}\` (added to the first load)`, {
    raw: withPack.first.raw - table.first.raw,
    gzip: withPack.first.gzip - table.first.gzip,
  });
}
const css = readFileSync(join(installed, 'dist', 'styles.css'));
// 5.5 KB: selection's columns and bar and a refresh's marks came in at 0.2 KB over the 5 KB of the first stage.
// 6.25 KB: six row states apart, each drawn in forced colours too, and lasting refresh marks
// (src/table/rowStates.css and its tokens) took it from 5.36 to 6.17 KB.
// 7 KB: with them, pinned edges and their forced-colours border, the one-scroll layout, the
// header's one tab stop and the details under the rows at laptop widths (6.96 KB measured).
// 7.25 KB: the actions' looks (unavailable buttons, outcome tones, the ended selection's
// notice) 0.13 KB (7.09 KB measured).
// 7.75 KB: cards on narrow grids (the cards, "Sort by", the folded toolbar, the filter sheet,
// the pager's container query, print) 0.52 KB (7.61 KB measured); a stylesheet cannot load on demand.
// 7.85 KB: right to left's rules under :dir(), the date presets' fields, the chips' edit
// buttons and their place held while their code comes (7.77 KB measured).
// 8 KB: dates typed in the person's format, their field and calendar (7.91 KB measured).
// 8.1 KB: with the cells' filter menus and "Which filter hides them?" beside typed dates (8.01).
// 8.25 KB: every rule names its element by a class (35 `:is()` lists written out, a third of a
// 100-row answer's selector matching), the root's dir for :dir(), the cells' `overflow: clip`
// with its fallback (8.10 measured).
// 8.3 KB: the rows' room and the rest of the grid registered as not inherited (`@property`),
// so a measure restyles the scroll area alone, not every cell in it (8.28 KB measured).
// 8.4 KB: the cut-off shadow over the rows from one box a side, placed inside the scrollbars,
// with the stacks' edge headers casting it over the header (what is cut off changing restyled
// 3,000 cells on 1,000 rows, 59–146 ms), and a cell's open menu over the rows (8.36 measured).
// 8.5 KB: cards out of view not drawn (`content-visibility`: 1,000 cards' frame 406 → 62 ms) and
// the header's controls no longer scrolling the rows back when focused (8.41 measured).
// 8.6 KB: the menus a header or row draws keep the root's colours (background, border, hover,
// text, focus), which a theme scoping light text to a dark header had turned white on their
// light box; the toolbar a size container for its popovers (8.58 measured).
// 8.75 KB: the filter panel open above the rows on a short window (200 % zoom) leaving them a
// room, in a grid fitting the window and in a box the host sized, where it had left the header
// alone; the header's touch targets of 24 px (8.72 measured).
// 8.8 KB: a selecting grid's area under the rows takes no gap while it shows nothing (only its
// live regions and the hidden bar), where the rows had stopped 12 px short of the pager (8.76).
row('`styles.css`', { raw: css.length, gzip: gzipSync(css, { level: 9 }).length }, 8.8);

console.log(`Sizes from ${tarball}, built as a host's Vite production build (peers external):\n`);
console.log('| what | minified | gzipped | budget | |\n|---|---|---|---|---|');
for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
// Reported, not budgeted: how many the bundler makes changes with its version (Rolldown 1.2
// split modules the first load shares with on-demand chunks into files of their own; 1.3 does
// not), and each is a request before the grid's first frame.
const smallFiles = table.firstFiles.filter((bytes) => bytes < 4096);
const files = table.firstFiles.length === 1 ? '1 file' : `${table.firstFiles.length} files`;
const small =
  smallFiles.length === 0
    ? 'none'
    : `${smallFiles.length} (${smallFiles.map((bytes) => `${bytes} B`).join(', ')})`;
console.log(`\n\`DeliveriesTable\`'s first load is ${files} in this build; under 4 KB: ${small}.`);

// `--modules`: the first load's largest modules, minified, to see where a cut would come from.
if (process.argv.includes('--modules')) {
  console.log("\n| module in `DeliveriesTable`'s first load | minified |\n|---|---|");
  const largest = [...table.firstModules]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.SIZE_MODULES ?? 60));
  for (const [id, length] of largest)
    console.log(`| ${id.replace(/^.*node_modules\//, '')} | ${kb(length)} |`);
}

// What each dependency adds to everything the grid can load: the build minus the same build
// with that dependency left out (its own dependencies go with it).
console.log('\n| dependency of `DeliveriesTable` | adds (gzipped, first load + on demand) |');
console.log('|---|---|');
for (const name of Object.keys(pkg.dependencies)) {
  const without = await hostBuild('table', entryUsing(['DeliveriesTable']), {
    alsoExternal: [name],
  });
  console.log(`| ${name} | ${kb(table.all.gzip - without.all.gzip)} |`);
}

// Development-only code must not ship: a dependency's prop-types checkers or react-is's development build.
const leaked = table.moduleIds.filter((id) =>
  /prop-types\/(factoryWithTypeCheckers|checkPropTypes)|react-is\.development/.test(id),
);
if (leaked.length > 0) {
  console.error(`Development-only modules in the bundle: ${leaked.join(', ')}`);
  failed = true;
}
rmSync(host, { recursive: true, force: true });
if (failed) {
  console.error('A size check failed: a budget is exceeded or development-only code ships.');
  process.exit(1);
}
