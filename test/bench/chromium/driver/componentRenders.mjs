import { viewport } from './launchChromium.mjs';
import { newQuietPage } from './launchChromium.mjs';
import { waitForGridPage, turnPage } from './gridPage.mjs';

/**
 * Runs in the page before React loads (`context.addInitScript`): a minimal React DevTools hook
 * that counts every component render in each commit. A component rendered when its fiber holds
 * new props or a new hook list (state) since the commit before; a memo bail-out keeps both.
 * `window.__renders.names` counts by `displayName` (or the minified name) for the notes.
 */
export function installComponentCounter() {
  const componentTags = new Set([0, 1, 11, 14, 15]);
  const seen = new WeakMap();
  const counts = { total: 0, names: {}, headerMenus: 0, headerCells: 0, commits: 0 };
  window.__renders = counts;
  const nameOf = (fiber) => {
    const type = fiber.elementType?.type ?? fiber.elementType ?? fiber.type;
    return type?.displayName ?? type?.name ?? 'anonymous';
  };
  const visit = (root) => {
    const stack = [root];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
      if (!componentTags.has(fiber.tag)) continue;
      const last = seen.get(fiber) ?? (fiber.alternate && seen.get(fiber.alternate));
      if (last && last.props === fiber.memoizedProps && last.state === fiber.memoizedState)
        continue;
      const record = { props: fiber.memoizedProps, state: fiber.memoizedState };
      seen.set(fiber, record);
      if (fiber.alternate) seen.set(fiber.alternate, record);
      // memo(…) with a compare records new props even when it bails out: its child is what runs.
      if (fiber.tag === 14) continue;
      counts.total += 1;
      const name = nameOf(fiber);
      counts.names[name] = (counts.names[name] ?? 0) + 1;
      if (name === 'ColumnHeaderMenu') counts.headerMenus += 1;
      // A column header's component draws its `th` (minified, its name says nothing).
      if (fiber.child?.type === 'th') counts.headerCells += 1;
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return 1;
    },
    onCommitFiberRoot(_rendererId, root) {
      counts.commits += 1;
      visit(root.current);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** What one interaction rendered: the count and the busiest components. */
async function measure(page, act) {
  const before = await page.evaluate(() => ({
    total: window.__renders.total,
    commits: window.__renders.commits,
    headerCells: window.__renders.headerCells,
    headerMenus: window.__renders.headerMenus,
    names: { ...window.__renders.names },
  }));
  await act();
  // Two frames: a render the interaction scheduled for after commit is counted too.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const after = await page.evaluate(() => window.__renders);
  const names = Object.entries(after.names)
    .map(([name, count]) => [name, count - (before.names[name] ?? 0)])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  return {
    components: after.total - before.total,
    commits: after.commits - before.commits,
    headerCells: after.headerCells - before.headerCells,
    headerMenus: after.headerMenus - before.headerMenus,
    busiest: names
      .slice(0, 8)
      .map(([name, count]) => `${name}×${count}`)
      .join(', '),
  };
}

/**
 * Component renders per interaction on a 100-row page with every feature on (selection with
 * bulk and row actions, details, refresh, header menus, views, export): the first tick, a
 * second tick, "Select all on this page", a page turn and opening a delivery's details.
 */
export async function countComponentRenders(browser, origin) {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript(installComponentCounter);
    const page = await newQuietPage(context);
    await page.goto(`${origin}/grid.html?server=instant&rows=100&everything=1`);
    await waitForGridPage(page, 1);
    await page.waitForSelector('tbody input[type="checkbox"]');
    const boxes = page.locator('tbody input[type="checkbox"]');
    const results = {};
    results.firstTick = await measure(page, () => boxes.nth(3).click());
    results.secondTick = await measure(page, () => boxes.nth(5).click());
    results.selectPage = await measure(page, () =>
      page.getByRole('checkbox', { name: 'Select all on this page' }).click(),
    );
    results.pageTurn = await measure(page, () => turnPage(page, 'Next page', 2));
    results.openDetails = await measure(page, () =>
      page.getByRole('button', { name: 'Show details' }).nth(2).click(),
    );
    results.firstAnswer = await countFirstAnswerRenders(browser, origin);
    return results;
  } finally {
    await context.close();
  }
}

/**
 * What the first answer of a 1,000-row page renders (virtualized, the default options), sent
 * once the request has waited past the grid's one-second loading cue, as the timed loads' is.
 */
async function countFirstAnswerRenders(browser, origin) {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript(installComponentCounter);
    const page = await newQuietPage(context);
    await page.goto(`${origin}/grid.html?rows=1000`);
    await page.evaluate(() => window.__bench.mounted);
    await page.evaluate(() => window.__bench.prepare());
    // Past the loading cue and the chunks fetched after the first paint.
    await page.waitForFunction(() => document.querySelector('.dt-grid[data-slow]') !== null);
    await page.waitForLoadState('networkidle');
    return await measure(page, () => page.evaluate(() => window.__bench.deliver()));
  } finally {
    await context.close();
  }
}
