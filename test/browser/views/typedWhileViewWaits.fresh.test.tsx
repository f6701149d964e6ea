import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { latePallets, seedLocalStorage, storedView } from './viewsHost';

// The filters' check, held back until the test lets it through (a slow network after a deploy):
// a saved view with filters waits for it, and what a person does meanwhile must not be lost.
const filtersGate = await vi.hoisted(async () =>
  (await import('../harness/chunkGate')).chunkGate(),
);
vi.mock('@src/state/filtersCode/filtersCodeModule', async (importOriginal) => {
  await filtersGate.opened;
  return importOriginal();
});

const generous = { timeout: 10_000 };
beforeEach(() => localStorage.clear());

describe('a search typed and a sort toggled while a saved view waits for its check', () => {
  it('are asked for at once; the view lands with the search, in its own sort', async () => {
    seedLocalStorage([storedView('Late pallets')]);
    const grid = await renderGrid(
      { statusOptions: mockStatuses },
      { serve: generateDeliveries(60, 3) },
    ).ready(15_000);
    await grid.user.click(screen.getByRole('button', { name: 'Views' }));
    await grid.user.click(
      await screen.findByRole('button', { name: 'Apply view Late pallets' }, generous),
    );
    // The view waits; the person searches meanwhile, and the grid asks for it at once.
    const searchBox = screen.getByRole('searchbox', { name: 'Search deliveries' });
    await grid.user.type(searchBox, 'berlin');
    await waitFor(
      () => expect(grid.bodies.at(-1)).toHaveProperty('quickSearch', 'berlin'),
      generous,
    );
    expect(grid.bodies.at(-1)).not.toHaveProperty('filters');
    // A sort toggled on the old list is not made again on the view: it keeps its own.
    const codeHeader = screen.getByRole('columnheader', { name: /^Code/ });
    await grid.user.click(within(codeHeader).getByRole('button', { name: /^Code/ }));
    await waitFor(() => expect(grid.bodies.at(-1)).toHaveProperty('orderBy.key', 'code'), generous);

    filtersGate.open();
    // The view lands with the search typed after it: its filters and sort, the person's words.
    await waitFor(() => expect(grid.bodies.at(-1)).toHaveProperty('filters'), generous);
    const { filters, orderBy, pageSize } = latePallets.state;
    expect(grid.bodies.at(-1)).toMatchObject({
      pageNumber: 1,
      pageSize,
      quickSearch: 'berlin',
      orderBy,
      filters: { status: filters.status, tags: filters.tags },
    });
    expect(searchBox).toHaveValue('berlin');
  });
});
