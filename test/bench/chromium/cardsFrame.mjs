// `node test/bench/chromium/cardsFrame.mjs [rows] [loads]`: the grid as cards (its box 380 px
// wide, a phone's) against the same cards each drawn (`content-visibility: visible`), in the
// bare Chromium the timed loads use, loads interleaved (default 1000 rows, 7 loads). Per page,
// medians: the frame that paints every card's arrival (from the commit that put the last card
// in the document), that frame from navigation, and a scripted scroll's frame (400 px a frame).
import { buildPages } from './driver/buildPages.mjs';
import { launchBareChromium } from './driver/bareChromium.mjs';
import { servePages } from './driver/servePages.mjs';
import { median } from './driver/stats.mjs';

const rows = Number(process.argv[2] ?? 1000);
const loads = Number(process.argv[3] ?? 7);
const narrow = '#root{width:380px}';
const pages = {
  cards: narrow,
  'cards, each drawn': `${narrow}.deliveries-table .dt-card{content-visibility:visible}`,
};
// In the page: ms when the last card is in the document and at the frame painted after it.
const cardsPainted = `new Promise((resolve) => {
  const done = () => document.querySelectorAll('li[data-key]').length >= ${rows};
  const painted = () => {
    const shown = performance.now();
    requestAnimationFrame(() =>
      scheduler.postTask(() => resolve({ shown, painted: performance.now() }), { priority: 'user-blocking' }),
    );
  };
  if (done()) return painted();
  const observer = new MutationObserver(() => done() && (observer.disconnect(), painted()));
  observer.observe(document, { childList: true, subtree: true });
})`;
// In the page: the median frame of 60 scroll moves of the cards' scroll area.
const scrollFrame = `new Promise((resolve) => {
  const area = document.querySelector('.dt-scroll');
  const frames = [];
  let last = performance.now();
  const step = () => {
    const now = performance.now();
    frames.push(now - last);
    last = now;
    area.scrollTop += 400;
    if (frames.length < 60) requestAnimationFrame(step);
    else resolve(frames.sort((a, b) => a - b)[30]);
  };
  requestAnimationFrame(step);
})`;

const server = await servePages(await buildPages());
const browser = await launchBareChromium();
const figures = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
try {
  for (let load = 0; load < loads; load++) {
    for (const [name, css] of Object.entries(pages)) {
      const page = await browser.newPage();
      try {
        const query = `rows=${rows}&server=instant&css=${encodeURIComponent(css)}`;
        await page.goto(`${server.origin}/grid.html?${query}`);
        const { shown, painted } = await page.evaluate('cards painted', cardsPainted);
        const scroll = await page.evaluate('scroll', scrollFrame);
        figures[name].push({ frame: painted - shown, painted, scroll });
      } finally {
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`${rows} rows as cards, ${loads} loads each, medians (ms)`);
for (const [name, list] of Object.entries(figures)) {
  const of = (key) => median(list.map((figure) => figure[key])).toFixed(1);
  console.log(
    `${name.padEnd(18)} their frame ${of('frame')}  painted after navigation ${of('painted')}  scroll frame ${of('scroll')}`,
  );
}
