import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { filterOptions } from '../../../stories/support/referenceBackend';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

// The filter panel's scroll box, two review finds: Tab through the panel focused "Status" and
// "Customers" under the sticky "Apply filters" bar, wholly covered (WCAG 2.4.11); "Warehouses"
// opened just above that bar showed 22 % of its list, the rest cut off by the box, and the
// keys' highlight went out of sight under it.
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

describe('a pick list opened at the foot of the filter panel', () => {
  it('is shown whole in the panel, and so is the option the keys highlight', async () => {
    // The panel above the rows, at most 45 % of the window tall (under 64rem wide).
    await page.viewport(1000, 800);
    const grid = await renderGrid().ready();
    await grid.user.click(screen.getByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('region', { name: 'Filters' }, { timeout: 10_000 });
    const box = panel.closest<HTMLElement>('.dt-filter-panel-slot')!;
    const bar = panel.querySelector<HTMLElement>('.dt-actions')!;
    const warehouses = within(panel).getByRole('combobox', { name: 'Warehouses' });
    // The field just above the bar.
    box.scrollTop +=
      warehouses.getBoundingClientRect().bottom - bar.getBoundingClientRect().top + 4;
    warehouses.focus({ preventScroll: true });
    await grid.user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', undefined, { timeout: 10_000 });
    // The list is drawn over the bar (its z-index): the box's foot is what cuts it off.
    const foot = () => box.getBoundingClientRect().bottom + 1;
    await waitFor(() => expect(list.getBoundingClientRect().bottom).toBeLessThanOrEqual(foot()));
    // The field typed into stays in view too.
    expect(warehouses.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      box.getBoundingClientRect().top,
    );
    await grid.user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const highlighted = document.getElementById(warehouses.getAttribute('aria-activedescendant')!)!;
    expect(highlighted.getBoundingClientRect().bottom).toBeLessThanOrEqual(foot());
  });
});
