import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';
import { worker } from '../worker';

// A review find: "Updated just now" came with the first answer, and Refresh and Export beside
// it jumped 135 px from where a person reached for them while the first page loaded.
let removeStylesheet = () => {};
let releaseAnswer = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => {
  releaseAnswer();
  removeStylesheet();
});

const renderGrid = gridRenderer(
  { refresh: {}, exporting: {} },
  { serve: generateDeliveries(60, 7), latencyMs: 5 },
);
const leftOf = (name: RegExp) => screen.getByRole('button', { name }).getBoundingClientRect().left;

describe('the toolbar while the first page loads', () => {
  it.each(['comfortable', 'compact'] as const)(
    'keeps Refresh and Export where they are when the rows arrive (%s)',
    async (density) => {
      const held = new Promise<void>((resolve) => (releaseAnswer = resolve));
      worker.use(http.post('*/api/deliveries', async () => void (await held)));
      const grid = renderGrid({ density });
      // Export's real button, not its stand-in, while the answer is held.
      await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull(), {
        timeout: 10_000,
      });
      const loading = { refresh: leftOf(/^Refresh/), export: leftOf(/^Export/) };
      releaseAnswer();
      await grid.ready();
      await screen.findByText('Updated just now', undefined, { timeout: 10_000 });
      expect({ refresh: leftOf(/^Refresh/), export: leftOf(/^Export/) }).toEqual(loading);
    },
  );
});
