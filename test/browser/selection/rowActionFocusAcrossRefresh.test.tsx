import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/index';
import { deferred } from '../../deferred';
import { codesShown, refreshingRows } from './refreshingRows';

describe('a row action running while a refresh moves its row', () => {
  it("gives focus back to its delivery's actions button on Cancel, not to the row in its old place", async () => {
    const slow = deferred<string | void>();
    const ran: string[] = [];
    const { dataset, grid } = await refreshingRows([
      {
        label: 'Print label',
        run: (d: Delivery) => {
          ran.push(d.code);
          return slow.promise;
        },
      },
    ]);
    const shown = codesShown();
    const target = shown[2]!;
    const button = await screen.findByRole(
      'button',
      { name: `Actions for ${target}` },
      { timeout: 10_000 },
    );
    await grid.user.click(button);
    await screen.findByRole('menuitem', { name: 'Print label' });
    await grid.user.keyboard('{Enter}');
    await waitFor(() => expect(ran).toEqual([target]));
    await screen.findByRole('button', { name: 'Cancel' }, { timeout: 10_000 });

    // Another operator adds a delivery on top: every row moves one place down.
    dataset.unshift({ ...dataset[29]!, code: 'DLV-2026-009999' });
    await grid.queryClient.refetchQueries();
    await waitFor(() => expect(codesShown()[0]).toBe('DLV-2026-009999'), { timeout: 10_000 });
    expect(codesShown()[3]).toBe(target);

    await grid.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Print label: cancelled.');
    // Back on the control that started it: its delivery's, now a row lower.
    await waitFor(
      () =>
        expect(document.activeElement).toBe(
          screen.getByRole('button', { name: `Actions for ${target}` }),
        ),
      { timeout: 10_000 },
    );
  });
});
