import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../systemChromium.mjs';
import { untilBrowserQuiet } from './quietBrowser.mjs';

/** The system Chromium the test suite uses, or a clear failure when there is none. */
export function requireChromiumPath() {
  if (!chromiumPath)
    throw new Error('No Chromium: set CHROMIUM_PATH or install /usr/bin/chromium.');
  return chromiumPath;
}

/** Headless Chromium driven by Playwright, for the counted (untimed) figures and the scroll. */
export function launchChromium() {
  return chromium.launch({
    executablePath: requireChromiumPath(),
    headless: true,
    args: chromiumArgs,
  });
}

/** Every page gets the same viewport, so the grid's scroll container and the floor see alike. */
export const viewport = { width: 1280, height: 800 };

/**
 * A new page of `context`, handed over once Chromium has finished setting up its window, as
 * the timed loads are (`untilBrowserQuiet`): the scroll's frames and the typing's debounce
 * then run on cores that nothing else is using.
 */
export async function newQuietPage(context) {
  const page = await context.newPage();
  const session = await context.browser().newBrowserCDPSession();
  try {
    await untilBrowserQuiet((method, params) => session.send(method, params));
  } finally {
    await session.detach();
  }
  return page;
}
