import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { catchDownloads } from './exportHarness';

// The filters' code held back (a slow network after a deploy) until the test lets it through.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/state/filtersCode/filtersCodeModule', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const dataset = generateDeliveries(60, 3);
const delivered = dataset.filter((delivery) => delivery.status === 4).length;
const generous = { timeout: 30_000 };
const table = () => screen.getByRole('table', { name: 'Deliveries' });
const exportAll = () => screen.getByRole('menuitem', { name: 'Export all matching (CSV)' });

describe('"Export all matching" while the filters\' code is on its way', () => {
  it('waits for it, then exports the filtered deliveries only', async () => {
    const files = catchDownloads();
    const grid = await renderGrid({ statusOptions: mockStatuses }, { serve: dataset }).ready(
      15_000,
    );
    // "Only Delivered" from a status cell: the state has the filter, its request is not built.
    const row = within(table())
      .getAllByRole('row')
      .slice(1)
      .find((candidate) => within(candidate).queryByText('Delivered'))!;
    const cell = within(row).getByText('Delivered').closest('td')!;
    const filterButton = await waitFor(async () => {
      await grid.user.hover(cell);
      return within(row).getByRole('button', { name: 'Filter options for Delivered' });
    }, generous);
    await grid.user.click(filterButton);
    await grid.user.click(screen.getByRole('menuitem', { name: 'Only Delivered' }));
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'));

    // Before, "Export all matching" sent pages of 500 without filters: every delivery.
    await grid.user.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Export all matching (CSV)' }, generous),
    ).toHaveAttribute('aria-disabled', 'true');
    await grid.user.click(exportAll());
    expect(grid.bodies.filter((body) => body.pageSize === 500)).toEqual([]);
    await grid.user.keyboard('{Escape}');

    gate.open();
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'), generous);
    await grid.user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exportAll()).not.toHaveAttribute('aria-disabled', 'true'));
    await grid.user.click(exportAll());
    await screen.findByText(`Exported ${delivered} deliveries.`, undefined, generous);
    const exported = grid.bodies.filter((body) => body.pageSize === 500);
    // Page 1, then an empty page 2 that tells the end.
    expect(exported.map((body) => body.filters)).toEqual([{ status: [4] }, { status: [4] }]);
    expect(files).toHaveLength(1);
  });
});
