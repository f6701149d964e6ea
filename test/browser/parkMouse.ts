import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Moves the real mouse to the page's corner (vite.config.ts). */
    parkMouse: () => Promise<void>;
  }
}

// The real mouse rests where the last test that moved it left it, perhaps over the next test's
// rows, where Chromium reports it over whichever row moves under it, while Testing Library's
// `hover` moves no real mouse. Park it on a pixel of its own in the corner before each test:
// the test page's frame starts at the page's corner.
const parking = Object.assign(document.createElement('div'), { id: 'mouse-parking' });
parking.style.cssText =
  'position: fixed; left: 0; top: 0; width: 1px; height: 1px; z-index: 2147483647';

/** Moves the real mouse onto a pixel in the window's corner, over nothing of a test's. */
export async function parkMouse(): Promise<void> {
  if (!parking.isConnected) document.documentElement.append(parking);
  await commands.parkMouse();
}
