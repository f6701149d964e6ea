import { viewport } from './launchChromium.mjs';
import { openInstantGrid, turnPage } from './gridPage.mjs';
import { installRenderHook } from './renderHook.mjs';

const typed = 'fragile-express-cold'; // 20 characters, no comma: stays a draft in "Tags"

/** Renders of the grid body per page change (the counter's sanity check) and while typing in the filter panel. */
export async function countBodyRenders(browser, origin) {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript(installRenderHook);
    const page = await openInstantGrid(context, origin);
    const renders = () => page.evaluate(() => window.__bodyRenders);

    let before = await renders();
    const pageNumbers = [2, 3, 4];
    for (const pageNumber of pageNumbers) await turnPage(page, 'Next page', pageNumber);
    const whilePaging = { renders: (await renders()) - before, pageChanges: pageNumbers.length };

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const tags = page.getByLabel('Tags', { exact: true });
    await tags.click();
    before = await renders();
    await tags.pressSequentially(typed, { delay: 100 });
    await page.waitForTimeout(500);
    return {
      whilePaging,
      whileTyping: { renders: (await renders()) - before, characters: typed.length },
    };
  } finally {
    await context.close();
  }
}
