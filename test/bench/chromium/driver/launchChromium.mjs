import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../systemChromium.mjs';

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
