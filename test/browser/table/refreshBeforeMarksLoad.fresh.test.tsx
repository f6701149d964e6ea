import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The code that compares pages comes on demand; here it arrives only when the test says so.
const arrival = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
});
vi.mock('@src/grid/refresh/rowChanges', async (importOriginal) => {
  await arrival.opened;
  return importOriginal();
});

describe('a refresh answered before the code that marks changes has arrived', () => {
  it('still marks what it changed once the code is there', async () => {
    const dataset = generateDeliveries(30, 21).map((delivery) => ({ ...delivery }));
    const grid = await renderGrid(
      { refresh: {}, initialState: { pageSize: 10 }, statusOptions: mockStatuses },
      { serve: dataset },
    ).ready(10_000);
    dataset[2] = { ...dataset[2]!, palletQty: dataset[2]!.palletQty + 3 };
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    const table = screen.getByRole('table', { name: 'Deliveries' });
    await waitFor(() => expect(grid.bodies).toHaveLength(2));
    await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'));
    const marks = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-change') ?? '');
    expect(marks().every((mark) => mark === '')).toBe(true);

    arrival.open();
    await waitFor(() => expect(marks()[2]).toBe('changed'));
    expect(marks().filter((mark) => mark !== '')).toEqual(['changed']);
    expect(grid.bodies[1]).toEqual({ pageNumber: 1, pageSize: 10, quickSearch: '' });
  });
});
