// `node test/bench/chromium/renders.mjs`: only the component render counts of `npm run bench`
// (a minute, not a quarter hour), for checking a change to how parts read the model.
import { buildPages } from './driver/buildPages.mjs';
import { countComponentRenders } from './driver/componentRenders.mjs';
import { launchChromium } from './driver/launchChromium.mjs';
import { servePages } from './driver/servePages.mjs';

const server = await servePages(await buildPages());
const browser = await launchChromium();
try {
  const counts = await countComponentRenders(browser, server.origin);
  for (const [interaction, result] of Object.entries(counts))
    console.log(
      `${interaction}: ${result.components} components in ${result.commits} commits, ${result.headerCells} header cells, ${result.headerMenus} header menus (${result.busiest})`,
    );
} finally {
  await browser.close();
  await server.close();
}
