import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { renderHeadlessHost } from './headlessHost';

const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };

describe('selection.actions.toggle of something that is not a delivery', () => {
  it('is refused as set refuses a value: problem says why, the ticks stay, nothing throws', async () => {
    const bodies = renderHeadlessHost(
      dataset,
      (grid) =>
        grid.selection && (
          <>
            <button onClick={() => grid.selection!.actions.toggle(grid.rows![0]!)}>
              Tick the first
            </button>
            {/* A host ticking the row it looked up by a code that is not on the page. */}
            <button
              onClick={() =>
                grid.selection!.actions.toggle(
                  grid.rows!.find((row) => row.code === 'DLV-404') as Delivery,
                )
              }
            >
              Tick DLV-404
            </button>
            <button onClick={() => grid.selection!.actions.toggle(null as unknown as Delivery)}>
              Tick null
            </button>
            <p>{grid.selection.value.kind === 'codes' && grid.selection.value.codes.join(', ')}</p>
            <p role="status">{grid.selection.problem}</p>
          </>
        ),
      { selection: {} },
    );
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    await userEvent.click(await screen.findByRole('button', { name: 'Tick the first' }, generous));
    await screen.findByText(dataset[0]!.code, { selector: 'p' }, generous);

    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Tick DLV-404' }));
      await waitFor(
        () =>
          expect(screen.getByRole('status').textContent).toBe(
            'The selection could not be used: “undefined” is not a delivery.',
          ),
        generous,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Tick null' }));
      await waitFor(
        () =>
          expect(screen.getByRole('status').textContent).toBe(
            'The selection could not be used: “null” is not a delivery.',
          ),
        generous,
      );
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).toEqual([]);
    expect(screen.getByText(dataset[0]!.code, { selector: 'p' })).toBeTruthy();
    expect(bodies).toHaveLength(1);
  });
});
