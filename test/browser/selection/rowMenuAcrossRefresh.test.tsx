import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/index';
import { generateDeliveries, mockStatuses, type MockDelivery } from '@src/mocks/index';
import { renderGrid } from '../harness';

const codesShown = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'))
    .map((row) => row.getAttribute('data-key'));

describe("a row's actions menu open while a refresh changes the page", () => {
  it('never runs the action on a delivery other than the one the menu was opened for', async () => {
    const dataset: MockDelivery[] = generateDeliveries(30, 8).map((d) => ({ ...d }));
    const ran: string[] = [];
    const grid = await renderGrid(
      {
        statusOptions: mockStatuses,
        initialState: { pageSize: 10 },
        refresh: {},
        rows: {
          actions: [{ label: 'Cancel delivery', run: (d: Delivery) => void ran.push(d.code) }],
        },
      },
      { serve: dataset },
    ).ready(15_000);
    const shown = codesShown();
    const opened = shown[2]!;
    const button = await screen.findByRole(
      'button',
      { name: `Actions for ${opened}` },
      { timeout: 10_000 },
    );
    await grid.user.click(button);
    const item = await screen.findByRole('menuitem', { name: 'Cancel delivery' });
    await waitFor(() => expect(document.activeElement).toBe(item));

    // Another operator hands the delivery over; the grid's refresh (a timer, or a host's own
    // refetch) brings the page without it while the menu is open.
    dataset.splice(
      dataset.findIndex((d) => d.code === opened),
      1,
    );
    const sent = grid.bodies.length;
    await grid.queryClient.refetchQueries();
    await waitFor(() => expect(codesShown()).not.toContain(opened), { timeout: 10_000 });
    expect(grid.bodies.length).toBeGreaterThan(sent);

    // The person presses Enter on the item they had in hand.
    await grid.user.keyboard('{Enter}');
    // Nothing, or the delivery they opened it for: never the one that moved into its place.
    await waitFor(() => expect(ran.filter((code) => code !== opened)).toEqual([]));
    expect(ran).not.toContain(shown[3]);
  });
});
