// `node test/bench/chromium/tickProbe.mjs [runs]`: a tick on a page other than the "Select all
// on this page" page while 10,000 rows are held. Page 1 (10,000 rows) is selected whole, page 2
// (10,000 other rows) is turned to, and its first row is ticked, unticked and ticked again:
// each click's own work (React's render and commit run inside it), and the click to the frame
// showing the box changed, medians over runs (default 5). `--none` skips the select-all: the
// same ticks with nothing held, the floor to compare with.
import { buildPages } from './driver/buildPages.mjs';
import { inPage } from './driver/inPage.mjs';
import { launchChromium, newQuietPage, viewport } from './driver/launchChromium.mjs';
import { servePages } from './driver/servePages.mjs';
import { median } from './driver/stats.mjs';

const runs = Number(process.argv[2] ?? 5);
const held = !process.argv.includes('--none');
const settleMs = 300;
const server = await servePages(await buildPages());
const browser = await launchChromium();
const clicks = [];
const frames = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport });
    try {
      const page = await newQuietPage(context);
      await page.goto(
        `${server.origin}/grid.html?rows=10000&selection=1&server=instant&dataset=20000`,
      );
      await inPage(page, 'checkboxes', () => window.__selection.checkboxesShown());
      await page.waitForTimeout(settleMs);
      if (held) {
        const all = await inPage(page, 'select all', () => window.__selection.timeSelectAll());
        if (all.drawnChecked === 0) throw new Error('"Select all on this page" ticked no row.');
      }
      await inPage(page, 'next page', () => window.__selection.turnToNextPage());
      await page.waitForTimeout(settleMs);
      for (let tick = 0; tick < 3; tick++) {
        const timed = await inPage(page, 'tick', () => window.__selection.timeTick());
        clicks.push(timed.clickMs);
        frames.push(timed.ms);
        await page.waitForTimeout(100);
      }
      const count = await page.evaluate(
        () => document.querySelector('.dt-selection-count')?.textContent,
      );
      if (run === 0) console.log('bar after the ticks:', count);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const fixed = (list) => list.map((ms) => ms.toFixed(1)).join(' ');
console.log(
  `tick on page 2, ${held ? '10,000' : 'nothing'} held: click ${median(clicks).toFixed(2)} ms median of ${fixed(clicks)}`,
);
console.log(`  click to frame ${median(frames).toFixed(1)} ms median of ${fixed(frames)}`);
