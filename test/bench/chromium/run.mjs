// `npm run bench:chromium`: the grid against a bare TanStack Table floor in headless Chromium.
// Figures, not assertions. Rounds: `--rounds=N` or BENCH_ROUNDS (default 7).
import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { countBodyRenders } from './driver/bodyRenders.mjs';
import { countComponentRenders } from './driver/componentRenders.mjs';
import { buildPages } from './driver/buildPages.mjs';
import { countGridRequests } from './driver/gridRequests.mjs';
import { measureHeapGrowth } from './driver/heapGrowth.mjs';
import { launchBareChromium } from './driver/bareChromium.mjs';
import { launchChromium } from './driver/launchChromium.mjs';
import { countsTable, timingTable } from './driver/report.mjs';
import { rowsInView, timeRounds } from './driver/rounds.mjs';
import { checkTargets, targetsTable } from './driver/targets.mjs';
import { giveUpMs } from './driver/quietBrowser.mjs';
import { measureScrolling } from './driver/scrollFrames.mjs';
import { measureSelectAll } from './driver/selectionFrames.mjs';
import { servePages } from './driver/servePages.mjs';
import { sizeBudget } from './driver/sizeBudget.mjs';
import { median } from './driver/stats.mjs';
import { summarize } from './driver/summarize.mjs';

// A flag it does not know fails the run rather than passing unnoticed.
const unknownArgs = process.argv.slice(2).filter((arg) => !arg.startsWith('--rounds='));
if (unknownArgs.length > 0) {
  throw new Error(`Unknown argument ${unknownArgs.join(' ')}: the only one is --rounds=N.`);
}
const rounds = Number(
  process.argv.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length) ??
    process.env.BENCH_ROUNDS ??
    7,
);
if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError(`Bad round count: ${rounds}`);
// Outside the tracked tree, beside Vite's other caches: results are per machine, not committed.
const resultsDir = fileURLToPath(
  new URL('../../../node_modules/.cache/deliveries-table-bench/', import.meta.url),
);

console.log('Building the benchmark pages (production mode)…');
const server = await servePages(await buildPages());
let results;
let browser;
try {
  // The timed loads first, in a bare Chromium that no DevTools client slows (bareChromium.mjs).
  const bare = await launchBareChromium();
  let machine;
  let samples;
  try {
    machine = { cores: availableParallelism(), arch: arch(), chromium: bare.version() };
    console.log(`Chromium ${machine.chromium}, ${machine.cores} cores, ${machine.arch}`);
    samples = await timeRounds(bare, server.origin, rounds, (done) =>
      console.log(`  round ${done}/${rounds} done`),
    );
  } finally {
    await bare.close();
  }
  const settle = {
    medianWaitMs: median(samples.map((sample) => sample.settleMs)),
    loudLoads: samples.filter((sample) => !sample.settled).length,
  };
  console.log(
    `Each timed load began once Chromium was quiet: a median ${settle.medianWaitMs.toFixed(0)} ms after its window opened.`,
  );
  // A load that began while Chromium was still busy shares the cores: its figures read slow.
  if (settle.loudLoads > 0)
    console.warn(
      `${settle.loudLoads} of ${samples.length} timed loads began before Chromium was quiet (${giveUpMs / 1000} s).`,
    );
  browser = await launchChromium();
  console.log('Counting requests, renders and heap…');
  results = {
    date: new Date().toISOString(),
    machine,
    rounds,
    settle,
    figures: summarize(samples),
    requests: await countGridRequests(browser, server.origin),
    renders: await countBodyRenders(browser, server.origin),
    componentRenders: await countComponentRenders(browser, server.origin),
    heap: await measureHeapGrowth(browser, server.origin),
  };
  console.log('Timing a scripted scroll (grid and floor)…');
  results.scroll = await measureScrolling(browser, server.origin);
  console.log('Selecting all on a 10,000-row page, then scrolling it…');
  results.selectAll = await measureSelectAll(browser, server.origin);
} finally {
  await browser?.close();
  await server.close();
}

console.log(
  `\n${rounds} rounds; median (min–max) per figure; × floor = median of the per-round ratios\n`,
);
console.log(timingTable(results.figures));
// The floor drawing rows in view is a fair denominator only while it draws as many as the grid.
for (const figure of results.figures.filter((f) => f.figure === 'firstRows' && f.inViewRatio)) {
  if (figure.drawnRows !== rowsInView)
    console.warn(
      `\nThe grid drew ${figure.drawnRows} rows in its first frame at ${figure.rows} rows, the floor ${rowsInView}: update rowsInView in driver/rounds.mjs.`,
    );
}
console.log(`\n${countsTable(results)}\n`);
console.log('Components rendered per interaction (100 rows, every feature on):');
for (const [interaction, counted] of Object.entries(results.componentRenders))
  console.log(
    `  ${interaction}: ${counted.components} components in ${counted.commits} commits, ${counted.headerCells} header cells, ${counted.headerMenus} header menus (${counted.busiest})`,
  );
const { selectAll } = results;
console.log(
  `Select all on a ${selectAll.rows.toLocaleString('en')}-row page: ${selectAll.selectAllMs.toFixed(1)} ms from click to painted frame (median of ${selectAll.repeats}, max ${selectAll.selectAllMaxMs.toFixed(1)}; one frame is ${selectAll.refreshMs.toFixed(1)} ms), ${selectAll.clickMs.toFixed(1)} ms of it the click's own work, ${selectAll.drawnChecked} drawn rows ticked; then a scroll: ${selectAll.scroll.dropped} dropped frames (median), longest frame ${selectAll.scroll.longestMs.toFixed(1)} ms, every drawn row still ticked: ${selectAll.stillTicked ? 'yes' : 'NO'}.\n`,
);

console.log('Size budget (npm run build, then node .ci/size.mjs):');
results.size = await sizeBudget();
console.log(results.size.output);

results.targets = checkTargets(results);
const missed = results.targets.filter((target) => !target.met).length;
console.log(`\nAgainst the targets (${missed === 0 ? 'all met' : `${missed} not met`}):\n`);
console.log(targetsTable(results.targets));

mkdirSync(resultsDir, { recursive: true });
const resultsFile = `${resultsDir}latest.json`;
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nResults: ${resultsFile}`);
