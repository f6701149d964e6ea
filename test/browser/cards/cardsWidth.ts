import { afterAll, afterEach, beforeEach } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Runs a file's tests in a window of `width` × `height` under the grid's own card threshold
 * (600 px), not the suite's "never cards" (setup.ts), and puts both back after.
 *
 * @example
 * ```ts
 * withCardsThreshold(390, 844); // a phone held upright
 * ```
 */
export function withCardsThreshold(width: number, height: number) {
  const initial = { width: innerWidth, height: innerHeight };
  beforeEach(async () => {
    document.documentElement.style.removeProperty('--dt-cards-below');
    await page.viewport(width, height);
  });
  afterEach(() => document.documentElement.style.setProperty('--dt-cards-below', '0'));
  afterAll(() => page.viewport(initial.width, initial.height));
}
