import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { memo, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import {
  useDeliveriesGrid,
  useDeliveriesGridSelector,
  type DeliveriesGrid,
  type DeliveriesGridStore,
} from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { serveReference } from '../harness';

const renders = { pager: 0 };

/** A host's pager reading only the paging slice from the store (memo: the host renders on a tick). */
const Pager = memo(function Pager({ store }: { store: DeliveriesGridStore }) {
  const paging = useDeliveriesGridSelector(store, (g) => g.paging);
  // After every render of this part: how often the slice made it draw.
  useEffect(() => {
    renders.pager += 1;
  });
  return (
    <nav aria-label="Pages">
      <span>Page {paging.pageNumber}</span>
      <button disabled={!paging.canNextPage} onClick={paging.actions.nextPage}>
        Next
      </button>
    </nav>
  );
});

function HostGrid({ onGrid }: { onGrid: (grid: DeliveriesGrid) => void }) {
  const grid = useDeliveriesGrid({
    baseUrl: '',
    selection: {},
    paging: { prefetchNextPage: false },
  });
  onGrid(grid);
  return (
    <>
      <button onClick={grid.refresh.actions.refresh}>Refresh</button>
      <p>{grid.query.isFetching ? 'Fetching' : 'Settled'}</p>
      <ul>
        {/* The selection's code loads on demand: no box before it can tick. */}
        {grid.selection &&
          grid.rows?.map((delivery) => (
            <li key={grid.rowKeyOf(delivery)}>
              <label>
                <input
                  type="checkbox"
                  checked={grid.selection!.isSelected(delivery)}
                  onChange={() => grid.selection!.actions.toggle(delivery)}
                />
                {grid.columns.cellText(delivery, 'code')}
              </label>
            </li>
          ))}
      </ul>
      <Pager store={grid.store} />
    </>
  );
}

describe('the model grouped by feature', () => {
  it('keeps a slice while what it holds is unchanged, and its actions are the grid’s', async () => {
    const bodies = serveReference(generateDeliveries(60, 3));
    const user = userEvent.setup();
    let grid: DeliveriesGrid | undefined;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HostGrid onGrid={(g) => (grid = g)} />
      </QueryClientProvider>,
    );
    const boxes = await screen.findAllByRole('checkbox', undefined, { timeout: 10_000 });
    expect(boxes).toHaveLength(25);
    expect(grid!.paging.actions.nextPage).toBe(grid!.actions.nextPage);
    expect(grid!.query.state.pageNumber).toBe(1);
    const paging = grid!.paging;

    // A tick and a refresh change other slices: the pager's stays the same object.
    const before = renders.pager;
    await user.click(boxes[0]!);
    await waitFor(() => expect(boxes[0]).toHaveProperty('checked', true));
    const query = grid!.query;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(bodies).toHaveLength(2), { timeout: 10_000 });
    await screen.findByText('Settled', undefined, { timeout: 10_000 });
    expect(grid!.query).not.toBe(query);
    expect(grid!.paging).toBe(paging);
    expect(renders.pager).toBe(before);

    // Its own action turns the page; the server got page 2 and the pager says so.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2', undefined, { timeout: 10_000 });
    expect(renders.pager).toBeGreaterThan(before);
    expect(grid!.paging).not.toBe(paging);
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ pageNumber: 2, pageSize: 25 });
  });
});
