import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  defaultQueryState,
  useDeliveriesGrid,
  type DeliveriesGrid,
  type DeliveriesQueryState,
  type DeliveryColumn,
} from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { serveReference } from '../harness';
import { GridLists, renderHeadlessHost } from './headlessHost';

const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };
const pageNaN =
  "Some of the grid's settings could not be used: The page “NaN” is not a page number (1 or more), so the first page is shown.";

/** A host that owns the state, as a router does, and keeps every state it heard. */
function ControlledHost({
  heard,
  controls,
}: {
  heard: DeliveriesQueryState[];
  controls: (grid: DeliveriesGrid) => ReactNode;
}) {
  const [state, setState] = useState<DeliveriesQueryState>(defaultQueryState);
  const grid = useDeliveriesGrid({
    baseUrl: '',
    paging: { prefetchNextPage: false },
    state,
    onStateChange: (next) => {
      heard.push(next);
      setState(next);
    },
  });
  return (
    <div>
      {controls(grid)}
      <p>Page {grid.query.state.pageNumber}</p>
      <GridLists grid={grid} />
    </div>
  );
}

describe("setState checks a change's shape as it is set, the grid's vocabulary as it renders", () => {
  it('hears page 1, not a page null, when goToPage is given NaN; the notice names it', async () => {
    const bodies = serveReference(dataset);
    const heard: DeliveriesQueryState[] = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ControlledHost
          heard={heard}
          controls={(grid) => (
            <>
              <button onClick={() => grid.actions.goToPage(2)}>Page two</button>
              <button onClick={() => grid.actions.goToPage(Number.NaN)}>Page NaN</button>
              <button onClick={() => grid.actions.setState((s) => ({ ...s, pageSize: 10 }))}>
                Ten a page
              </button>
            </>
          )}
        />
      </QueryClientProvider>,
    );
    const list = screen.getByRole('list', { name: 'Deliveries' });
    const notices = screen.getByRole('list', { name: 'Notices' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    await userEvent.click(screen.getByRole('button', { name: 'Page two' }));
    await screen.findByText('Page 2', {}, generous);
    await waitFor(() => expect(bodies.at(-1)!.pageNumber).toBe(2), generous);

    await userEvent.click(screen.getByRole('button', { name: 'Page NaN' }));
    await waitFor(() => expect(notices.textContent).toBe(pageNaN), generous);
    // What the host heard is a state it can keep in a link: page 1, never NaN (null in JSON).
    expect(heard.at(-1)).toEqual({ ...defaultQueryState, pageNumber: 1 });
    expect(heard.every((state) => Number.isInteger(state.pageNumber))).toBe(true);
    // The first page again, from the cache: no request asked for a page that is not one.
    await screen.findByText('Page 1', {}, generous);
    await waitFor(
      () => expect(within(list).getAllByRole('listitem')[0]!.textContent).toBe(dataset[0]!.code),
      generous,
    );
    expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2]);

    // The next change is heard as ever, and the notice is over.
    await userEvent.click(screen.getByRole('button', { name: 'Ten a page' }));
    await waitFor(() => expect(bodies.at(-1)!.pageSize).toBe(10), generous);
    expect(heard.at(-1)).toEqual({ ...defaultQueryState, pageNumber: 1, pageSize: 10 });
    await waitFor(() => expect(notices.textContent).toBe(''), generous);
  });

  it('ends its notice with the next change taken: returning to the same state later is quiet', async () => {
    const bodies = renderHeadlessHost(dataset, (grid) => (
      <>
        <button onClick={() => grid.actions.goToPage(Number.NaN)}>Page NaN</button>
        <button onClick={() => grid.actions.sortBy({ key: 'code', order: 'desc' })}>Sort</button>
        <button onClick={() => grid.actions.sortBy(null)}>Unsort</button>
      </>
    ));
    const list = screen.getByRole('list', { name: 'Deliveries' });
    const notices = screen.getByRole('list', { name: 'Notices' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    await userEvent.click(screen.getByRole('button', { name: 'Page NaN' }));
    await waitFor(() => expect(notices.textContent).toBe(pageNaN), generous);
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    await waitFor(() => expect(bodies.at(-1)!.orderBy).toEqual({ key: 'code', order: 'desc' }));
    await waitFor(() => expect(notices.textContent).toBe(''), generous);
    // Back to the state the refusal was said on, from the cache: rows and notices in one render.
    await userEvent.click(screen.getByRole('button', { name: 'Unsort' }));
    await waitFor(
      () => expect(within(list).getAllByRole('listitem')[0]!.textContent).toBe(dataset[0]!.code),
      generous,
    );
    expect(notices.textContent).toBe('');
  });

  it("leaves the grid's vocabulary to the render: a column added and sorted by in one handler", async () => {
    const withoutCourier: DeliveryColumn[] = [{ id: 'code' }, { id: 'status' }];
    const withCourier: DeliveryColumn[] = [...withoutCourier, { id: 'courierCode' }];
    function AddsAndSorts() {
      const [columns, setColumns] = useState(withoutCourier);
      const grid = useDeliveriesGrid({ baseUrl: '', paging: { prefetchNextPage: false }, columns });
      const sortByCourier = () => {
        setColumns(withCourier);
        grid.actions.sortBy({ key: 'courierCode', order: 'asc' });
      };
      return (
        <div>
          <button onClick={sortByCourier}>Sort by courier</button>
          <GridLists grid={grid} />
        </div>
      );
    }
    const bodies = serveReference(dataset);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AddsAndSorts />
      </QueryClientProvider>,
    );
    const list = screen.getByRole('list', { name: 'Deliveries' });
    await within(list).findByText(dataset[0]!.code, {}, generous);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by courier' }));
    await waitFor(
      () => expect(bodies.at(-1)!.orderBy).toEqual({ key: 'courierCode', order: 'asc' }),
      generous,
    );
    expect(screen.getByRole('list', { name: 'Notices' }).textContent).toBe('');
  });
});
