import { existsSync } from 'node:fs';

/**
 * The system Chromium (`CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`): Playwright may not
 * download browsers here. `undefined` when there is none, for the caller to say so.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * The flags of every Chromium the project starts (tests, the consumer check, the bench): root,
 * no GPU, and none of Chromium's own network traffic.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
