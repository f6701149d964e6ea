import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderHeadlessHost } from './headlessHost';

const dataset = generateDeliveries(120, 3);
const generous = { timeout: 10_000 };

describe('page turns called with other actions in one event', () => {
  it('go on from the state as updated so far, never past the page the shown one vouches for', async () => {
    const bodies = renderHeadlessHost(dataset, (grid) => (
      <>
        <button
          onClick={() => {
            grid.actions.nextPage();
            grid.actions.nextPage();
          }}
        >
          Two pages on
        </button>
        <button
          onClick={() => {
            grid.actions.sortBy({ key: 'code', order: 'asc' });
            grid.actions.nextPage();
          }}
        >
          By code, second page
        </button>
      </>
    ));
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    // The second turn would pass the page the shown one vouches for ("Next" on page 1 says
    // page 2 exists, nothing of page 3): one page on.
    await userEvent.click(screen.getByRole('button', { name: 'Two pages on' }));
    await waitFor(() => expect(bodies).toHaveLength(2), generous);
    expect(bodies[1]).toMatchObject({ pageNumber: 2, pageSize: 25 });
    await within(list).findByText(dataset[25]!.code, {}, generous);

    // From page 2: the sort starts at page 1, and the turn goes on from there.
    await userEvent.click(screen.getByRole('button', { name: 'By code, second page' }));
    await waitFor(() => expect(bodies).toHaveLength(3), generous);
    expect(bodies[2]).toMatchObject({ pageNumber: 2, orderBy: { key: 'code', order: 'asc' } });
  });
});
