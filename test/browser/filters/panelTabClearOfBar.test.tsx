import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { filterOptions } from '../../../stories/support/referenceBackend';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

// A review find: Tab through the panel focused "Status" and "Customers" under the sticky
// "Apply filters" bar, wholly covered (WCAG 2.4.11).
let removeStylesheet = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => removeStylesheet());

const renderGrid = gridRenderer(
  {
    statusOptions: mockStatuses.map(({ value, label, tone }) => ({ value, label, tone })),
    filters: { options: filterOptions },
    locale: 'en-GB',
    timeZone: 'UTC',
  },
  { serve: generateDeliveries(60, 7), latencyMs: 5 },
);

describe('Tab through the filter panel', () => {
  it.each(['comfortable', 'compact'] as const)(
    'never focuses a field under the sticky "Apply filters" bar (%s)',
    async (density) => {
      const grid = await renderGrid({ density }).ready();
      await grid.user.click(screen.getByRole('button', { name: /^Filters/ }));
      const panel = await screen.findByRole('region', { name: 'Filters' }, { timeout: 10_000 });
      const bar = panel.querySelector<HTMLElement>('.dt-actions')!;
      const covered: string[] = [];
      let reached = 0;
      for (let press = 0; press < 40; press += 1) {
        await grid.user.keyboard('{Tab}');
        const focused = document.activeElement as HTMLElement;
        if (!panel.contains(focused) || bar.contains(focused)) break;
        reached += 1;
        const { left, top, width, height } = focused.getBoundingClientRect();
        const seen = document.elementFromPoint(left + width / 2, top + height / 2);
        if (seen && bar.contains(seen)) covered.push(focused.id || focused.tagName);
      }
      // The panel's fields were walked down to its bar.
      expect(reached).toBeGreaterThan(10);
      expect(covered).toEqual([]);
    },
  );
});
