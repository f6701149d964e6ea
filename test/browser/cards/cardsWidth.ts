import { within } from '@testing-library/react';
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

/** The names of the list's cards, in order ("Delivery DLV-…", in the grid's words). */
export const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((card) => card.getAttribute('aria-label'));
