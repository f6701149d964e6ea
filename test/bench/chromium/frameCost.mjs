// `node test/bench/chromium/frameCost.mjs`: where a full 100-row page's first frame goes, grid
// against floor: style, layout, paint and compositing from a Chromium trace, median of 5 loads
// each, and the grid again with one suspect CSS rule turned off at a time (`--suspects`).
import { buildPages } from './driver/buildPages.mjs';
import { launchChromium, viewport } from './driver/launchChromium.mjs';
import { servePages } from './driver/servePages.mjs';
import { median } from './driver/stats.mjs';
import { traceDuring } from './driver/traceDuring.mjs';

const loads = 5;
// Rules that cost every cell of a page: each is turned off alone, to see its share.
const suspects = {
  'sticky header cells': '.deliveries-table .dt-th { position: static !important; }',
  ':has() row tints':
    '.deliveries-table .dt-row:has(*) > .dt-td { background: inherit !important; }',
  'stripes and hover': '.deliveries-table .dt-row > .dt-td { background: none !important; }',
  'truncating grid cells': '.deliveries-table .dt-truncate { display: block !important; }',
  'status badges': '.deliveries-table .dt-status { all: unset !important; }',
};
const phases = {
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  paint: ['Paint', 'PaintImage', 'RasterTask'],
  composite: ['Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit'],
  script: ['FunctionCall', 'EvaluateScript', 'V8.Execute'],
};

async function traceLoad(browser, url, css) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  if (css)
    await page.addInitScript((rule) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = rule;
        document.head.append(style);
      });
    }, css);
  const { events } = await traceDuring(
    session,
    'devtools.timeline,disabled-by-default-devtools.timeline',
    async () => {
      await page.goto(url);
      await page.waitForFunction(() => document.querySelectorAll('table tbody tr td').length > 500);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    },
  );
  await context.close();
  const totals = Object.fromEntries(Object.keys(phases).map((key) => [key, 0]));
  for (const event of events) {
    if (event.ph !== 'X' || typeof event.dur !== 'number') continue;
    for (const [key, names] of Object.entries(phases))
      if (names.includes(event.name)) totals[key] += event.dur / 1000;
  }
  return totals;
}

async function profile(browser, url, css) {
  const runs = [];
  for (let i = 0; i < loads; i++) runs.push(await traceLoad(browser, url, css));
  return Object.fromEntries(
    Object.keys(phases).map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}

const server = await servePages(await buildPages());
const browser = await launchChromium();
try {
  const show = (name, t) =>
    console.log(
      `${name.padEnd(34)} ${Object.entries(t)
        .map(([key, value]) => `${key} ${value.toFixed(1)}`)
        .join('  ')}  (ms, median of ${loads})`,
    );
  show(
    'floor, 100 rows',
    await profile(browser, `${server.origin}/floor.html?rows=100&server=instant`),
  );
  const gridUrl = `${server.origin}/grid.html?rows=100&server=instant`;
  show('grid, 100 rows', await profile(browser, gridUrl));
  if (process.argv.includes('--suspects'))
    for (const [name, css] of Object.entries(suspects))
      show(`grid without ${name}`, await profile(browser, gridUrl, css));
} finally {
  await browser.close();
  await server.close();
}
