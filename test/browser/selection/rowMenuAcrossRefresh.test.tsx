import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/index';
import { codesShown, refreshingRows } from './refreshingRows';

/** Ten rows with "Cancel delivery"; the menu of the `nth` row open, focus on its item. */
async function menuOpenOnRow(nth: number) {
  const ran: string[] = [];
  const { dataset, grid } = await refreshingRows([
    { label: 'Cancel delivery', run: (d: Delivery) => void ran.push(d.code) },
  ]);
  const shown = codesShown();
  const opened = shown[nth]!;
  await grid.user.click(
    await screen.findByRole('button', { name: `Actions for ${opened}` }, { timeout: 10_000 }),
  );
  const item = await screen.findByRole('menuitem', { name: 'Cancel delivery' });
  await waitFor(() => expect(document.activeElement).toBe(item));
  return { dataset, ran, grid, shown, opened };
}

describe("a row's actions menu open while a refresh changes the page", () => {
  it('never runs the action on a delivery other than the one the menu was opened for', async () => {
    const { dataset, ran, grid, shown, opened } = await menuOpenOnRow(2);
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

  it('keeps focus with the delivery it was opened for when a new row pushes it down', async () => {
    const { dataset, ran, grid, opened } = await menuOpenOnRow(4);
    // A delivery inserted since comes first in the server's order: every row moves down one.
    dataset.unshift({ ...dataset[0]!, code: 'DLV-NEW-1' });
    await grid.queryClient.refetchQueries();
    await waitFor(() => expect(codesShown()[0]).toBe('DLV-NEW-1'), { timeout: 10_000 });

    // Before, focus stayed on the button in its place, now another delivery's: Enter, Enter ran
    // "Cancel delivery" on that one.
    const own = screen.getByRole('button', { name: `Actions for ${opened}` });
    await waitFor(() => expect(document.activeElement).toBe(own));
    expect(screen.queryByRole('menu')).toBeNull();
    await grid.user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Cancel delivery' });
    await grid.user.keyboard('{Enter}');
    await waitFor(() => expect(ran).toEqual([opened]));
  });
});
