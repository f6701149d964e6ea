import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderHeadlessHost } from './headlessHost';

const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };
const notOffered = 'The sort on “nope” is not one this grid offers, so the list is not sorted.';

describe('toggleSort of a column the grid does not offer', () => {
  it('says so as sortBy with that key does, and nothing of it reaches the server', async () => {
    const bodies = renderHeadlessHost(dataset, (grid) => (
      <>
        <button onClick={() => grid.actions.toggleSort('nope')}>Toggle nope</button>
        <button onClick={() => grid.actions.sortBy({ key: 'nope', order: 'asc' })}>
          Sort by nope
        </button>
      </>
    ));
    const list = screen.getByRole('list', { name: 'Deliveries' });
    const notices = screen.getByRole('list', { name: 'Notices' });
    await within(list).findByText(dataset[0]!.code, {}, generous);

    await userEvent.click(screen.getByRole('button', { name: 'Toggle nope' }));
    await waitFor(() => expect(notices.textContent).toContain(notOffered), generous);
    const afterToggle = notices.textContent;

    // What sortBy says of the same key, word for word.
    await userEvent.click(screen.getByRole('button', { name: 'Sort by nope' }));
    await waitFor(() => expect(notices.textContent).toContain(notOffered), generous);
    expect(notices.textContent).toBe(afterToggle);

    expect(bodies.every((body) => body.orderBy === undefined)).toBe(true);
    expect(within(list).getByText(dataset[0]!.code)).toBeTruthy();
  });
});
