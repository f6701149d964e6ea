import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

// Playwright may not download browsers here: the system Chromium, as the test suite uses.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Headless Chromium with the test suite's flags. */
export function launchChromium() {
  if (!executablePath)
    throw new Error('No Chromium: set CHROMIUM_PATH or install /usr/bin/chromium.');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Every page gets the same viewport, so the grid's scroll container and the floor see alike. */
export const viewport = { width: 1280, height: 800 };
