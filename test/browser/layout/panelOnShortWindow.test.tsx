import '@src/theme/styles.css';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { gridRenderer } from '../harness';
import { gridFrame, laptopDataset, rowsInView, scrollArea } from './laptop';

const renderGrid = gridRenderer(
  { locale: 'en-US', timeZone: 'UTC' },
  { serve: laptopDataset, wrap: (grid) => <div style={{ padding: 16 }}>{grid}</div> },
);

const root = () => document.querySelector<HTMLElement>('.deliveries-table')!;
const rowHeight = () => gridFrame().querySelector('tbody tr')!.getBoundingClientRect().height;
const headerHeight = () => screen.getAllByRole('columnheader')[0]!.getBoundingClientRect().height;

// A 1280 × 800 laptop at 200 % zoom: 640 × 400 CSS pixels, the filter panel above the rows.
describe('the filter panel open on a short window', () => {
  beforeAll(() => page.viewport(640, 400));
  afterAll(() => page.viewport(414, 896));

  it('keeps rows below it: the grid grows by the panel and the page scrolls', async () => {
    const { user } = await renderGrid({}).ready();
    const closedHeight = root().getBoundingClientRect().height;
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await within(panel).findByRole('button', { name: 'Apply filters' });
    // Before: the panel's 45vh beside the toolbar and pager left the header alone.
    await waitFor(() =>
      expect(scrollArea().clientHeight).toBeGreaterThanOrEqual(headerHeight() + 3 * rowHeight()),
    );
    expect(root().getBoundingClientRect().height).toBeGreaterThan(closedHeight);
    gridFrame().scrollIntoView({ block: 'end' });
    await waitFor(() => expect(rowsInView().length).toBeGreaterThanOrEqual(3));
    // The pager stays under the rows, inside the grid, not over them.
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      gridFrame().getBoundingClientRect().bottom,
    );
    expect(pager.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      root().getBoundingClientRect().bottom + 1,
    );

    // Closed again, the grid is back to the window's height.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(root().getBoundingClientRect().height).toBeCloseTo(closedHeight, 0));
  });

  it('in a box the host gave the window, shares it: rows in view, the panel its Apply bar', async () => {
    const { user } = await renderGrid(
      {},
      { wrap: (grid) => <div style={{ height: '100vh' }}>{grid}</div> },
    ).ready();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await within(panel).findByRole('button', { name: 'Apply filters' });
    // Before: 62 px, the header and a third of a row. The grid stays in its box.
    await waitFor(() =>
      expect(scrollArea().clientHeight).toBeGreaterThanOrEqual(headerHeight() + rowHeight()),
    );
    expect(scrollArea().clientHeight).toBeGreaterThan(100);
    expect(root().getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    // The panel scrolls inside, its Apply bar in view.
    const apply = within(panel).getByRole('button', { name: 'Apply filters' });
    expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      panel.parentElement!.getBoundingClientRect().bottom + 1,
    );
  });
});
