import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer, saveScreenshot } from '../harness';

const dataset = generateDeliveries(120, 7);
const renderGrid = gridRenderer(
  { statusOptions: mockStatuses, locale: 'en-US', timeZone: 'UTC' },
  { serve: dataset },
);
// The panel's form is a chunk of its own: its first fetch may be slow on a busy machine.
const panelChunk = { timeout: 10_000 };
beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));

const filtersPanel = () => screen.getByRole('region', { name: 'Filters' });
const focusedLabel = () => {
  const element = document.activeElement as HTMLElement | null;
  return (element as HTMLInputElement | null)?.labels?.[0]?.textContent ?? element?.textContent;
};
/** The box that scrolls the panel's form. */
const scrollBox = () => filtersPanel().parentElement!;
const inside = (inner: DOMRect, outer: DOMRect) =>
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5 &&
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5;

async function openFilters() {
  const grid = await renderGrid().ready();
  await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
  await screen.findByRole('combobox', { name: 'Status' }, panelChunk);
  return grid;
}

describe('the filter panel by keyboard', () => {
  it('takes 7 Tab presses from "Filters" to Status: one stop per range choice and date field', async () => {
    await openFilters();
    screen.getByRole('button', { name: 'Filters' }).focus();
    const stops: (string | null | undefined)[] = [];
    const status = screen.getByRole('combobox', { name: 'Status' });
    while (document.activeElement !== status && stops.length < 40) {
      // Real presses: Chromium's own Tab, which stopped on each part of a date field.
      await userEvent.keyboard('{Tab}');
      stops.push(focusedLabel());
    }
    expect(stops).toEqual([
      'Inserted',
      'Inserted from',
      'Inserted to',
      'Requested',
      'Requested from',
      'Requested to',
      'Status',
    ]);
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    expect(focusedLabel()).toBe('Requested from');
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    expect(focusedLabel()).toBe('Inserted to');
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    expect(focusedLabel()).toBe('Inserted');
    // Before the first field, back to "Filters", as the panel's tab order has it.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it("types a whole date and time in the person's format, and applies it", async () => {
    const grid = await openFilters();
    const from = screen.getByLabelText<HTMLInputElement>('Inserted from');
    from.focus();
    // One text field: month first in en-US, a 12-hour clock.
    await userEvent.keyboard('11/1/2026 8:30 am');
    await userEvent.keyboard('{Tab}');
    expect(from.value).toBe('11/01/2026, 8:30 AM');
    await grid.user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(grid.bodies.at(-1)?.filters).toEqual({ insertFrom: '2026-11-01T08:30:00.000Z' }),
    );
  });

  it('keeps "Apply filters" and "Reset filters" in view at 1280 × 800, scrolled to the top or the end', async () => {
    await openFilters();
    const box = scrollBox();
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    box.scrollTop = 0;
    for (const name of ['Apply filters', 'Reset filters']) {
      const button = within(filtersPanel()).getByRole('button', { name });
      const rect = button.getBoundingClientRect();
      expect(inside(rect, box.getBoundingClientRect())).toBe(true);
      expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
      // Nothing of the form is drawn over it.
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      expect(hit).toBe(button);
    }
    await saveScreenshot('filter-panel-apply-in-view-top', box);
    box.scrollTop = box.scrollHeight;
    const apply = within(filtersPanel()).getByRole('button', { name: 'Apply filters' });
    expect(inside(apply.getBoundingClientRect(), box.getBoundingClientRect())).toBe(true);
    await expectNoAxeViolations('filter panel with its footer in view');
  });
});
