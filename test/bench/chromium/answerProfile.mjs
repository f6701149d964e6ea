// `node test/bench/chromium/answerProfile.mjs 'PAGE?QUERY' [runs]`: where the script of one first
// answer goes, inside its timed window only (from `__bench.deliver()` handing it over to the frame
// that shows it), from the V8 sampler a Chromium trace carries. `cpuProfile.mjs` profiles the
// whole `deliver()` call, so work a page does after its paint (a measure queued for the next
// frame) reads as if it were in the figure. Prints self time, time with callees, and V8's own
// work in the window: lazy compiles (a function's first call) and garbage collection. BENCH_NAMES=1
// keeps names readable; FILTER=regex picks the rows of the second list. Example:
//   BENCH_NAMES=1 node test/bench/chromium/answerProfile.mjs 'grid.html?rows=1000' 7
import { buildPages } from './driver/buildPages.mjs';
import { launchChromium, newQuietPage, viewport } from './driver/launchChromium.mjs';
import { servePages } from './driver/servePages.mjs';
import { traceDuring } from './driver/traceDuring.mjs';

const spec = process.argv[2] ?? 'grid.html?rows=1000';
const runs = Number(process.argv[3] ?? 5);
const categories =
  'devtools.timeline,blink.user_timing,v8,disabled-by-default-v8.compile,disabled-by-default-v8.cpu_profiler';
const own = new Map();
const withCallees = new Map();
const engine = new Map();
let windowMs = 0;
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);

/** A sampled function as the lists name it: its name and its chunk, without the hash. */
function nameOf({ functionName, url }) {
  const file = (url ?? '')
    .split('/')
    .pop()
    .replace(/-[\w-]{8}\.js$/, '');
  return `${functionName || '(anon)'} ${file}`;
}

/** The V8 samples of a trace as [time, node id], and its nodes by id (with their parents). */
function samplesOf(events) {
  const profile = events.find((event) => event.name === 'Profile');
  const nodes = new Map();
  const samples = [];
  let at = profile.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, index) =>
      samples.push([(at += timeDeltas[index]), id]),
    );
  }
  return { nodes, samples: samples.sort((a, b) => a[0] - b[0]) };
}

const server = await servePages(await buildPages());
const browser = await launchChromium();
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport });
    const page = await newQuietPage(context);
    await page.goto(`${server.origin}/${spec}`);
    await page.evaluate(() => window.__bench.mounted);
    await page.evaluate(() => window.__bench.prepare());
    const session = await context.newCDPSession(page);
    const { events, result: timed } = await traceDuring(session, categories, () =>
      page.evaluate(() => window.__bench.deliver()),
    );
    await context.close();
    const mark = events.find((event) => event.name === 'bench:deliver');
    const [start, end] = [mark.ts, mark.ts + timed.ms * 1000];
    windowMs += timed.ms;
    const inWindow = (ts) => ts >= start && ts <= end;
    const { nodes, samples } = samplesOf(events);
    for (let i = 0; i < samples.length - 1; i++) {
      const [ts, id] = samples[i];
      if (!inWindow(ts)) continue;
      const ms = (samples[i + 1][0] - ts) / 1000;
      add(own, nameOf(nodes.get(id).callFrame), ms);
      const seen = new Set();
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
        const name = nameOf(node.callFrame);
        if (!seen.has(name)) add(withCallees, name, ms);
        seen.add(name);
      }
    }
    // V8's own work on the page's main thread: a nested event of the same kind is not added.
    for (const event of events) {
      if (event.tid !== mark.tid || event.ph !== 'X' || !inWindow(event.ts)) continue;
      if (
        /^V8\.(CompileCode|ParseFunction|GCScavenger|GCFinalizeMC|GCIncrementalMarking)$/.test(
          event.name,
        )
      )
        add(engine, event.name, event.dur / 1000);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const print = (title, map, top, filter = /./) => {
  console.log(`--- ${title}`);
  for (const [name, ms] of [...map]
    .filter(([name]) => filter.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    console.log((ms / runs).toFixed(2).padStart(7), name);
};
console.log(`${spec}: the window ${(windowMs / runs).toFixed(1)} ms a run (traced), ${runs} runs`);
print("V8's own work (ms a run)", engine, 10);
print('self time (ms a run)', own, 25);
print('with callees (ms a run)', withCallees, 40, new RegExp(process.env.FILTER ?? '.'));
