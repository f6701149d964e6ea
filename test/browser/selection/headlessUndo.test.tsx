import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useDeliveriesGrid, type DeliveriesGridOptions } from '@src/index';
import { serveReference } from '../harness';
import { dataset } from './selectionHarness';

/** A host's own markup on `useDeliveriesGrid`: its filter buttons, the selection, and Undo. */
function UndoingHost(options: DeliveriesGridOptions) {
  const grid = useDeliveriesGrid(options);
  const { selection, filters } = grid;
  if (!selection) return <p>Loading selection…</p>;
  const { value, endedQuery } = selection;
  return (
    <section>
      <button type="button" onClick={() => selection.actions.setPage(true)}>
        Select the page
      </button>
      <button type="button" onClick={selection.actions.selectAllMatching}>
        Select every match
      </button>
      <button type="button" onClick={filters.actions.clearFilters}>
        Every status
      </button>
      <p>Filters: {JSON.stringify(filters.applied)}</p>
      <p>
        {value.kind === 'codes'
          ? `${value.codes.length} selected`
          : `Every match of ${JSON.stringify(value.request.filters)}`}
      </p>
      {endedQuery && (
        <p>
          Ended: every match of {JSON.stringify(endedQuery.before.filters)}
          <button type="button" onClick={selection.actions.undoEnd}>
            Undo
          </button>
        </p>
      )}
      <ul aria-label="Deliveries">
        {grid.rows?.map((delivery) => (
          <li key={delivery.code}>{delivery.code}</li>
        ))}
      </ul>
    </section>
  );
}

describe('the headless selection: an ended query and undoEnd', () => {
  it('gives a host the ended selection and brings it back with its filters, from the cache', async () => {
    const bodies = serveReference(dataset, { latencyMs: 10 });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UndoingHost
          baseUrl=""
          paging={{ prefetchNextPage: false }}
          initialState={{ pageSize: 10, filters: { status: [4] } }}
          selection={{}}
        />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Deliveries' });
    await waitFor(() => expect(list.children.length).toBe(10));
    await user.click(screen.getByRole('button', { name: 'Select the page' }));
    await user.click(screen.getByRole('button', { name: 'Select every match' }));
    expect(screen.getByText('Every match of {"status":[4]}')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Every status' }));
    await screen.findByText('Ended: every match of {"status":[4]}');
    expect(screen.getByText('0 selected')).toBeTruthy();
    await waitFor(() => expect(bodies.at(-1)?.filters).toBeUndefined());
    const sent = bodies.length;

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Filters: {"status":[4]}')).toBeTruthy();
    expect(screen.getByText('Every match of {"status":[4]}')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(bodies.slice(sent)).toEqual([]);
  });
});
