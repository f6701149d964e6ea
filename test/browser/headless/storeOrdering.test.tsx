import { memo, useLayoutEffect, useState, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import {
  useDeliveriesGrid,
  useDeliveriesGridSelector,
  type DeliveriesGrid,
  type DeliveriesGridStore,
} from '@src/index';
import { HostBoundary, serveReference } from '../harness';

const dataset = generateDeliveries(60, 11);
const generous = { timeout: 10_000 };
const options = {
  baseUrl: '',
  initialState: { pageSize: 10 },
  paging: { prefetchNextPage: false },
};

function renderHost(host: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  render(
    <QueryClientProvider client={client}>
      <HostBoundary>{host}</HostBoundary>
    </QueryClientProvider>,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe("the grid's store, as a headless host's parts read it", () => {
  it('a child whose slice holds only while its parent shows it does not take the grid down', async () => {
    serveReference(dataset);
    let grid: DeliveriesGrid | undefined;
    // The docs' pattern: a memoized part shows a child while details are open.
    const DetailsTitle = ({ store }: { store: DeliveriesGridStore }) => {
      const code = useDeliveriesGridSelector(store, (model) => model.details!.delivery!.code);
      return <p data-testid="details">Delivery {code}</p>;
    };
    const DetailsCard = memo(function DetailsCard({ store }: { store: DeliveriesGridStore }) {
      const open = useDeliveriesGridSelector(store, (model) => model.details?.delivery != null);
      return open ? <DetailsTitle store={store} /> : <p data-testid="details">closed</p>;
    });
    function Host() {
      grid = useDeliveriesGrid({ ...options, detail: {} });
      return (
        <>
          <p data-testid="page">{grid.paging.pageNumber}</p>
          <DetailsCard store={grid.store} />
        </>
      );
    }
    renderHost(<Host />);
    await waitFor(() => expect(grid!.rows).toHaveLength(10), generous);
    const code = grid!.rows![0]!.code;
    act(() => grid!.details!.actions.open(code));
    await waitFor(() => expect(text('details')).toBe(`Delivery ${code}`), generous);
    // The child hears the store before its parent renders: its slice cannot be read any more.
    act(() => grid!.details!.actions.close());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(text('details')).toBe('closed');
    expect(text('page')).toBe('1');
  });

  it("a host's listener that throws leaves the parts hearing the change", async () => {
    serveReference(dataset);
    let grid: DeliveriesGrid | undefined;
    const PageNumber = memo(function PageNumber({ store }: { store: DeliveriesGridStore }) {
      return (
        <p data-testid="page">{useDeliveriesGridSelector(store, (m) => m.paging.pageNumber)}</p>
      );
    });
    function Host() {
      grid = useDeliveriesGrid(options);
      const { store } = grid;
      // Subscribed once, before the part: it throws on page 2.
      useState(() =>
        store.subscribe(() => {
          if (store.get().paging.pageNumber === 2) throw new Error("The host's listener broke");
        }),
      );
      return <PageNumber store={store} />;
    }
    renderHost(<Host />);
    await waitFor(() => expect(grid!.rows).toHaveLength(10), generous);
    act(() => grid!.paging.actions.goToPage(2));
    await waitFor(() => expect(text('page')).toBe('2'), generous);
    expect(screen.queryByRole('alert')).toBeNull();
    // Page 2's answer in before the next test: a request still on its way when this grid goes
    // reaches the next test's server and is counted there (seen beside `stress-ng`).
    await waitFor(() => expect(grid!.query.settled).toBe(true), generous);
  });

  it("an action called from a child's layout effect reads the grid as it is then", async () => {
    const bodies = serveReference(dataset);
    // A host's part: once the first page vouches for a next one, it goes there, before paint.
    function NextOnceVouched({ grid }: { grid: DeliveriesGrid }) {
      const { canNextPage, pageNumber, actions } = grid.paging;
      useLayoutEffect(() => {
        if (canNextPage && pageNumber === 1) actions.nextPage();
      }, [canNextPage, pageNumber, actions]);
      return <p data-testid="page">{pageNumber}</p>;
    }
    function Host() {
      return <NextOnceVouched grid={useDeliveriesGrid(options)} />;
    }
    renderHost(<Host />);
    await waitFor(() => expect(text('page')).toBe('2'), generous);
    await waitFor(() => expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2]), generous);
  });
});
