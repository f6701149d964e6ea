// `node test/bench/chromium/mountCost.mjs [loads] [query] [--trace | --profile]`: where mount's time
// goes, grid against floor, in the bare Chromium the timed loads use, `loads` interleaved loads a
// page (default 7, `rows=100`), medians. Untraced: mount, and when the page's HTML, last script
// and stylesheet were in (Resource Timing), so "scripts in → mount" is the page's own work.
// `--trace` traces each load (devtools.timeline) from navigation start to the mount mark:
// main-thread self time by phase (script, compile, style, layout, paint), idle time, and the
// median load's requests and tasks. `--profile` adds a CPU profile of the same stretch, self
// time by function (BENCH_NAMES=1 keeps names and lines readable). BASE_REPO=/path/to/checkout
// adds that checkout's grid as "base", as `abProbe.mjs` does.
import { buildPages } from './driver/buildPages.mjs';
import { serveBaseRepoPages } from './driver/baseRepoPages.mjs';
import { launchBareChromium } from './driver/bareChromium.mjs';
import { servePages } from './driver/servePages.mjs';
import { median } from './driver/stats.mjs';
import { traceDuring } from './driver/traceDuring.mjs';

const loads = Number(process.argv[2] ?? 7);
const query = process.argv[3] && !process.argv[3].startsWith('--') ? process.argv[3] : 'rows=100';
const profiling = process.argv.includes('--profile');
const tracing = profiling || process.argv.includes('--trace');
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'v8',
].join(',');

/** Self time of every complete event on one thread, by name, within [start, end] (µs). */
function selfTimes(events, start, end) {
  const spans = events
    .filter((e) => e.ph === 'X' && typeof e.dur === 'number' && e.ts >= start && e.ts <= end)
    .toSorted((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const stack = [];
  let topLevel = 0;
  for (const span of spans) {
    while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= span.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) totals.set(parent.name, (totals.get(parent.name) ?? 0) - span.dur);
    else topLevel += span.dur;
    totals.set(span.name, (totals.get(span.name) ?? 0) + span.dur);
    stack.push(span);
  }
  return { totals, busy: topLevel };
}

/** The phases a mount is made of, each a list of trace events whose self time it sums. */
const phases = {
  'script run': [
    'FunctionCall',
    'EvaluateScript',
    'v8.evaluateModule',
    'RunMicrotasks',
    'TimerFire',
    'FireAnimationFrame',
    'EventDispatch',
    'V8.Execute',
    'v8.run',
  ],
  compile: [
    'v8.compile',
    'v8.compileModule',
    'V8.CompileCode',
    'v8.parseOnBackground',
    'CompileScript',
    'CompileCode',
    'V8.CompileLazy',
    'v8.produceModuleCache',
  ],
  'parse HTML': ['ParseHTML'],
  'parse CSS': ['ParseAuthorStyleSheet'],
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  'paint+composite': ['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers'],
  gc: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase'],
};

/** An untraced load: mount, and when the page's HTML, scripts and stylesheet were in (Resource Timing). */
async function plainLoad(browser, url) {
  const page = await browser.newPage();
  await page.goto(url);
  const figures = await page.evaluate(
    'milestones',
    `window.__bench.mounted.then((mount) => {
      const entries = performance.getEntriesByType('resource').filter((e) => e.startTime < mount);
      const last = (suffix) => Math.max(0, ...entries.filter((e) => e.name.split('?')[0].endsWith(suffix)).map((e) => e.responseEnd));
      const nav = performance.getEntriesByType('navigation')[0];
      return { mount, '@html in': nav.responseEnd, '@scripts in': last('.js'), '@css in': last('.css'), requests: entries.length };
    })`,
  );
  await page.close();
  figures['scripts in → mount'] = figures.mount - figures['@scripts in'];
  return figures;
}

async function traceLoad(browser, url) {
  if (!tracing) return plainLoad(browser, url);
  const page = await browser.newPage();
  let profile;
  const devtools = { send: page.call.bind(page), on: page.on.bind(page) };
  const { events, result: mount } = await traceDuring(devtools, categories, async () => {
    if (profiling) {
      await page.call('Profiler.enable');
      await page.call('Profiler.setSamplingInterval', { interval: 100 });
      await page.call('Profiler.start');
    }
    await page.goto(url);
    const mounted = await page.evaluate('mount', 'window.__bench.mounted');
    if (profiling) ({ profile } = await page.call('Profiler.stop'));
    return mounted;
  });
  await page.close();

  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  );
  if (!navigation) throw new Error(`No navigationStart for ${url} in the trace.`);
  const start = navigation.ts;
  const end = start + mount * 1000;
  const main = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid);
  // The waterfall: each resource's request and finish, and each script's evaluation.
  const at = (ts) => (ts - start) / 1000;
  const resources = new Map();
  for (const e of events) {
    const data = e.args?.data;
    if (!data?.requestId) continue;
    if (
      e.name === 'ResourceSendRequest' &&
      data.url?.startsWith(url.split('/').slice(0, 3).join('/'))
    )
      resources.set(data.requestId, {
        file: data.url.split('/').pop().split('?')[0],
        sent: at(e.ts),
      });
    const r = resources.get(data.requestId);
    if (r && e.name === 'ResourceFinish') r.finished = at(e.ts);
  }
  const { totals, busy } = selfTimes(main, start, end);
  const phaseMs = Object.fromEntries(
    Object.entries(phases).map(([phase, names]) => [
      phase,
      names.reduce((sum, name) => sum + (totals.get(name) ?? 0), 0) / 1000,
    ]),
  );
  const named = new Set(Object.values(phases).flat());
  phaseMs.other =
    [...totals].reduce((sum, [name, us]) => sum + (named.has(name) ? 0 : us), 0) / 1000;
  phaseMs.idle = mount - busy / 1000;
  phaseMs.mount = mount;
  // Milestones: the page's HTML, its last script and its stylesheet in; its modules' evaluation begun.
  const finishedOf = (test) =>
    Math.max(
      ...[...resources.values()]
        .filter((r) => test(r.file) && r.finished <= mount)
        .map((r) => r.finished),
    );
  const firstEvaluation = main.find((e) => e.name === 'v8.evaluateModule' && e.ts >= start);
  phaseMs['@html in'] = finishedOf((file) => file.endsWith('.html'));
  phaseMs['@scripts in'] = finishedOf((file) => file.endsWith('.js'));
  phaseMs['@css in'] = finishedOf((file) => file.endsWith('.css'));
  phaseMs['@evaluation'] = firstEvaluation ? at(firstEvaluation.ts) : NaN;
  phaseMs['evaluation → mount'] = mount - phaseMs['@evaluation'];
  const evaluated = main
    .filter((e) => e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript')
    .filter((e) => e.ts >= start && e.ts <= end)
    .map((e) => ({
      at: at(e.ts),
      ms: e.dur / 1000,
      file: (e.args?.data?.url ?? '').split('/').pop(),
    }));
  const idleGaps = [];
  const tops = main.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= start && e.ts <= end,
  );
  for (let i = 1; i < tops.length; i++) {
    const gap = tops[i].ts - (tops[i - 1].ts + tops[i - 1].dur);
    if (gap > 1000) idleGaps.push({ after: at(tops[i - 1].ts + tops[i - 1].dur), ms: gap / 1000 });
  }
  // Each main-thread task over 0.5 ms: when, how long, and its three largest events by self time.
  const tasks = tops
    .filter((task) => task.dur > 500)
    .map((task) => {
      const inside = selfTimes(main, task.ts, task.ts + task.dur).totals;
      const top3 = [...inside].toSorted((a, b) => b[1] - a[1]).slice(0, 3);
      return `${at(task.ts).toFixed(1)} +${(task.dur / 1000).toFixed(1)} (${top3.map(([n, us]) => `${n} ${(us / 1000).toFixed(1)}`).join(', ')})`;
    });
  return {
    phaseMs,
    totals,
    tasks,
    resources: [...resources.values()],
    evaluated,
    idleGaps,
    profile,
    start,
  };
}

/** Self ms by function in a CPU profile, from navigation start to the mount mark. */
function profileSelf({ profile, start, phaseMs }, into) {
  const end = start + phaseMs.mount * 1000;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i];
    if (ts < start || ts > end) return;
    const f = byId.get(id).callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    into.set(key, (into.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  // Lines hit inside each function (readable with BENCH_NAMES=1, which leaves the code unminified).
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `lines ${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    const lines = into.get(key) ?? new Map();
    for (const { line, ticks } of node.positionTicks ?? [])
      lines.set(line, (lines.get(line) ?? 0) + ticks);
    into.set(key, lines);
  }
}

const pages = [
  { name: 'floor', path: 'floor.html' },
  { name: 'grid', path: 'grid.html' },
  ...(process.env.BASE_REPO ? [{ name: 'base', path: 'grid.html', base: true }] : []),
];
const server = await servePages(await buildPages());
const baseServer = await serveBaseRepoPages();
const bare = await launchBareChromium();
const runs = Object.fromEntries(pages.map((p) => [p.name, []]));
try {
  for (const p of pages)
    await traceLoad(bare, `${(p.base ? baseServer : server).origin}/${p.path}?${query}`);
  for (let r = 0; r < loads; r++)
    for (let i = 0; i < pages.length; i++) {
      const p = pages[(i + r) % pages.length];
      runs[p.name].push(
        await traceLoad(bare, `${(p.base ? baseServer : server).origin}/${p.path}?${query}`),
      );
    }
} finally {
  await bare.close();
  await server.close();
  await baseServer?.close();
}

if (!tracing) {
  console.log(`untraced, median of ${loads} loads (${query}); --trace for the phases`);
  console.log('milestone (ms)'.padEnd(22), pages.map((p) => p.name.padStart(8)).join(''));
  for (const key of Object.keys(runs.floor[0]))
    console.log(
      key.padEnd(22),
      pages
        .map((p) =>
          median(runs[p.name].map((run) => run[key]))
            .toFixed(1)
            .padStart(8),
        )
        .join(''),
    );
  process.exit(0);
}
const keys = Object.keys(runs.floor[0].phaseMs);
console.log(
  `ms from navigation start to mount, main thread self time, median of ${loads} traced loads (${query})`,
);
console.log('phase'.padEnd(18), pages.map((p) => p.name.padStart(8)).join(''));
for (const key of keys)
  console.log(
    key.padEnd(18),
    pages
      .map((p) =>
        median(runs[p.name].map((run) => run.phaseMs[key]))
          .toFixed(1)
          .padStart(8),
      )
      .join(''),
  );
// The events that differ most, grid against floor.
const medianOf = (name, event) =>
  median(runs[name].map((run) => (run.totals.get(event) ?? 0) / 1000));
const names = new Set(pages.flatMap((p) => runs[p.name].flatMap((run) => [...run.totals.keys()])));
console.log('\nevents by self time (ms)');
for (const event of [...names]
  .toSorted((a, b) => medianOf('grid', b) - medianOf('grid', a))
  .slice(0, 22))
  console.log(
    event.padEnd(28),
    pages.map((p) => medianOf(p.name, event).toFixed(1).padStart(8)).join(''),
  );
for (const p of pages) {
  const run = runs[p.name].toSorted((a, b) => a.phaseMs.mount - b.phaseMs.mount)[
    runs[p.name].length >> 1
  ];
  console.log(
    `\n${p.name}, median load (mount ${run.phaseMs.mount.toFixed(1)} ms): resources sent → finished`,
  );
  for (const r of run.resources)
    console.log(
      `  ${r.sent.toFixed(1).padStart(6)} → ${r.finished?.toFixed(1).padStart(6) ?? '     ?'}  ${r.file}`,
    );
  console.log(
    '  evaluated:',
    run.evaluated
      .map((e) => `${e.file || '?'} @${e.at.toFixed(1)} ${e.ms.toFixed(1)}ms`)
      .join(', '),
  );
  console.log('  tasks over 0.5 ms:\n   ', run.tasks.join('\n    '));
  console.log(
    '  main thread idle > 1 ms:',
    run.idleGaps.map((g) => `${g.ms.toFixed(1)} after ${g.after.toFixed(1)}`).join(', '),
  );
}
if (profiling) {
  for (const p of pages) {
    const self = new Map();
    for (const run of runs[p.name]) profileSelf(run, self);
    const lines = new Map([...self].filter(([k]) => k.startsWith('lines ')));
    for (const k of lines.keys()) self.delete(k);
    const total = [...self.values()].reduce((a, b) => a + b, 0) / loads;
    console.log(`\n${p.name}: CPU profile, self ms per load (all: ${total.toFixed(1)})`);
    for (const [k, v] of [...self].toSorted((a, b) => b[1] - a[1]).slice(0, 30)) {
      const hits = [...(lines.get(`lines ${k}`) ?? [])].toSorted((a, b) => b[1] - a[1]).slice(0, 4);
      console.log(
        (v / loads).toFixed(2).padStart(7),
        k,
        hits.map(([line, n]) => `L${line}×${n}`).join(' '),
      );
    }
  }
}
