import { QueryClient, QueryClientProvider, type QueryClientConfig } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveriesTable, type DeliveriesTableProps } from '@src/index';
import { deliveriesFaults, generateDeliveries } from '@src/mocks/index';
import { serveReference } from '../harness';
import { worker } from '../worker';

/** An app that shows a crash page for any error thrown below it, as error-boundary apps do. */
class HostBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>App crashed</p> : this.props.children;
  }
}

const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };
const table = () => screen.getByRole('table', { name: 'Deliveries' });

/** The grid inside a host's app, on the host's QueryClient with the host's defaults. */
function renderInHost(
  queries: NonNullable<QueryClientConfig['defaultOptions']>['queries'],
  props: Pick<DeliveriesTableProps, 'paging' | 'refresh'> = {},
) {
  const client = new QueryClient({ defaultOptions: { queries } });
  render(
    <QueryClientProvider client={client}>
      <HostBoundary>
        <DeliveriesTable baseUrl="" {...props} />
      </HostBoundary>
    </QueryClientProvider>,
  );
  return client;
}

// React reports the errors a boundary catches; the test reads the page, not the console.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe("a host's QueryClient that throws query errors to its error boundaries", () => {
  it("leaves the grid's failures to the grid: its alert and Retry, the app standing", async () => {
    worker.use(deliveriesFaults.serverError());
    renderInHost({ throwOnError: true, retry: false }, { paging: { prefetchNextPage: false } });
    await screen.findByRole('button', { name: 'Retry' }, generous);
    expect(screen.queryByText('App crashed')).toBeNull();
  });

  it('is not brought down by a failed look-ahead the person never asked for', async () => {
    serveReference(dataset);
    let lookedAhead = false;
    worker.use(
      http.post('*/api/deliveries', async ({ request }) => {
        if (((await request.clone().json()) as { pageNumber: number }).pageNumber !== 2) return;
        lookedAhead = true;
        return HttpResponse.json({ message: 'No.' }, { status: 400 });
      }),
    );
    const client = renderInHost({ throwOnError: true });
    await screen.findByText(dataset[0]!.code, {}, generous);
    // The look-ahead answered, and failed: the page stands.
    await waitFor(() => {
      expect(lookedAhead).toBe(true);
      expect(client.isFetching()).toBe(0);
    }, generous);
    expect(screen.queryByText('App crashed')).toBeNull();
    expect(screen.getByText(dataset[0]!.code)).toBeTruthy();
  });
});

describe("a host's QueryClient that narrows what its queries notify of", () => {
  it('ends a refresh that brought the same rows: the table is no longer busy', async () => {
    const bodies = serveReference(dataset, { latencyMs: 20 });
    renderInHost(
      { notifyOnChangeProps: ['data', 'error'] },
      { paging: { prefetchNextPage: false }, refresh: {} },
    );
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'), generous);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(bodies).toHaveLength(2), generous);
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'), generous);
  });

  it('shows a failed first page, with Retry, when only data is notified', async () => {
    worker.use(deliveriesFaults.badRequest());
    renderInHost({ notifyOnChangeProps: ['data'] }, { paging: { prefetchNextPage: false } });
    await screen.findByRole('button', { name: 'Retry' }, generous);
  });
});
