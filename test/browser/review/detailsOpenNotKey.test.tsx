import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderHeadlessHost } from './headlessHost';

const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };

describe('details.actions.open of something that is not a row key', () => {
  it('is refused as the selection refuses a value: the details stay, problem names it', async () => {
    const onOpenChange = vi.fn();
    const bodies = renderHeadlessHost(
      dataset,
      (grid) =>
        grid.details && (
          <>
            <button onClick={() => grid.details!.actions.open(grid.rowKeys[1]!)}>
              Open the second
            </button>
            <button onClick={() => grid.details!.actions.open(grid.rowKeys[0]!)}>
              Open the first
            </button>
            {/* A host opening a row by its place, not its key. */}
            <button onClick={() => grid.details!.actions.open(5 as unknown as string)}>
              Open 5
            </button>
            <p>Open: {JSON.stringify(grid.details.openId)}</p>
            <p role="status">{grid.details.problem}</p>
          </>
        ),
      { detail: { onOpenChange } },
    );
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    await userEvent.click(screen.getByRole('button', { name: 'Open the second' }));
    await screen.findByText(`Open: "${dataset[1]!.code}"`, {}, generous);
    expect(onOpenChange).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Open 5' }));
    await waitFor(
      () =>
        expect(screen.getByRole('status').textContent).toBe(
          'The details could not be opened: “5” is not a row’s key.',
        ),
      generous,
    );
    // Still the row that was open; the host heard of no change, the server of nothing.
    expect(screen.getByText(`Open: "${dataset[1]!.code}"`)).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(bodies).toHaveLength(1);

    // Another row opened: the refusal is over.
    await userEvent.click(screen.getByRole('button', { name: 'Open the first' }));
    await screen.findByText(`Open: "${dataset[0]!.code}"`, {}, generous);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
