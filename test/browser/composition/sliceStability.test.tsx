import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeliveriesGrid, type DeliveriesGrid, type DeliveriesGridOptions } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { serveReference } from '../harness';

/** What a host may add inline: its words and its row id. */
type HostExtras = Pick<DeliveriesGridOptions, 'messages' | 'rows'>;

const dataset = generateDeliveries(30, 5);
const slices = [
  'query',
  'paging',
  'sorting',
  'search',
  'filters',
  'columns',
  'view',
  'refresh',
] as const;

/**
 * A host as hosts are written: its options literal built in its render, re-rendered by a state
 * of its own that the grid does not read (a clock, a toggle beside it).
 */
function Host({ seen, extra }: { seen: DeliveriesGrid[]; extra: HostExtras }) {
  const [ticks, setTicks] = useState(0);
  const grid = useDeliveriesGrid({
    baseUrl: '',
    locale: 'en-GB',
    timeZone: 'UTC',
    statusOptions: mockStatuses,
    initialState: { pageSize: 10 },
    paging: { prefetchNextPage: false },
    ...extra,
  });
  seen.push(grid);
  return (
    <>
      <button type="button" onClick={() => setTicks((n) => n + 1)}>
        Host tick {ticks}
      </button>
      <p>{grid.body === 'rows' && grid.query.settled ? `${grid.rows?.length} rows` : 'waiting'}</p>
    </>
  );
}

async function slicesAcrossHostRender(extra: HostExtras) {
  serveReference(dataset);
  const seen: DeliveriesGrid[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Host seen={seen} extra={extra} />
    </QueryClientProvider>,
  );
  await screen.findByText('10 rows', undefined, { timeout: 10_000 });
  // Let every effect of the answer settle before the host's own render.
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Host tick 0' }));
  await screen.findByRole('button', { name: 'Host tick 1' });
  const before = seen.length;
  await user.click(screen.getByRole('button', { name: 'Host tick 1' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Host tick 2' })).toBeTruthy());
  const previous = seen[before - 1]!;
  const next = seen.at(-1)!;
  return {
    changed: slices.filter((slice) => !Object.is(previous[slice], next[slice])),
    rowKeysKept: Object.is(previous.rowKeys, next.rowKeys),
  };
}

describe('a host that re-renders with a new options literal', () => {
  it('keeps every unchanged slice (the Headless docs: the same object until what it holds changes)', async () => {
    const { changed } = await slicesAcrossHostRender({});
    expect(changed).toEqual([]);
  });

  it('keeps the slices and rowKeys with its own words and row id written inline', async () => {
    const { changed, rowKeysKept } = await slicesAcrossHostRender({
      messages: { table: { empty: 'No deliveries here' } },
      rows: { getRowId: (delivery) => delivery.code },
    });
    expect(changed).toEqual([]);
    expect(rowKeysKept).toBe(true);
  });
});

describe('grid.actions and the slices', () => {
  it('hands each slice the very functions grid.actions holds', async () => {
    serveReference(dataset);
    const seen: DeliveriesGrid[] = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Host seen={seen} extra={{}} />
      </QueryClientProvider>,
    );
    await screen.findByText('10 rows', undefined, { timeout: 10_000 });
    const grid = seen.at(-1)!;
    const { actions } = grid;
    for (const slice of slices)
      for (const [name, action] of Object.entries(grid[slice].actions))
        expect([slice, name, Object.values(actions).includes(action as never)]).toEqual([
          slice,
          name,
          true,
        ]);
  });
});
