import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliveriesQueryState } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { renderHeadlessHost } from './headlessHost';

const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };
const byCodeDesc = [...dataset].sort((a, b) => (a.code < b.code ? 1 : -1));
const refusedNull =
  "Some of the grid's settings could not be used: The settings “null” are not a set of settings, so none were used.";

describe('a setState with something that is not a state', () => {
  it.each([
    ['a value', () => null as unknown as DeliveriesQueryState],
    ['an updater returning it', () => () => null as unknown as DeliveriesQueryState],
  ])('is refused as %s: the notice names it and the state stays', async (_, update) => {
    const bodies = renderHeadlessHost(dataset, (grid) => (
      <>
        <button onClick={() => grid.actions.sortBy({ key: 'code', order: 'desc' })}>
          Codes, Z to A
        </button>
        <button onClick={() => grid.actions.sortBy({ key: 'code', order: 'asc' })}>
          Codes, A to Z
        </button>
        <button onClick={() => grid.actions.setState(update())}>Set nothing</button>
      </>
    ));
    const list = screen.getByRole('list', { name: 'Deliveries' });
    const notices = screen.getByRole('list', { name: 'Notices' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    await userEvent.click(screen.getByRole('button', { name: 'Codes, Z to A' }));
    await waitFor(() => expect(bodies).toHaveLength(2), generous);
    await waitFor(
      () => expect(within(list).getAllByRole('listitem')[0]!.textContent).toBe(byCodeDesc[0]!.code),
      generous,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Set nothing' }));
    await waitFor(() => expect(notices.textContent).toBe(refusedNull), generous);
    // Still sorted as it was: nothing was reset, so nothing more was asked.
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.orderBy).toEqual({ key: 'code', order: 'desc' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toBe(byCodeDesc[0]!.code);

    // A change of the state is heard as ever, and the refusal is over.
    await userEvent.click(screen.getByRole('button', { name: 'Codes, A to Z' }));
    await waitFor(() => expect(bodies).toHaveLength(3), generous);
    expect(bodies[2]!.orderBy).toEqual({ key: 'code', order: 'asc' });
    await waitFor(() => expect(notices.textContent).toBe(''), generous);
  });
});
