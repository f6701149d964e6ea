import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

// Playwright may not download browsers here: the system Chromium, as the test suite uses.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The test suite's flags: root, no GPU, and none of Chromium's own network traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium binary, or a clear failure when there is none. */
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
