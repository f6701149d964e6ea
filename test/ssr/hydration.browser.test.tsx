import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  dehydrate,
  type DehydratedState,
} from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { createDeliveriesHandlers, generateDeliveries, queryDeliveries } from '@src/mocks/index';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import { createDeliveriesClient } from '@src/api/client';
import { deliveriesQueryKey } from '@src/query/deliveriesQueryKey';
import { defaultQueryState } from '@src/state/queryState';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { deliveriesFiltersCode } from '@src/state/filtersCode/filtersCodeEntry';
import type { DeliveriesTableOptions } from '@src/table/types';
import { worker } from '../browser/worker';
import { firstPageRequest, queryClientWithFirstPage, ssrStatusOptions } from './fixtures';

const baseUrl = 'https://deliveries.example.test/gateway';
const dataset = generateDeliveries(60, 5);

function serve(): DeliveriesRequest[] {
  const bodies: DeliveriesRequest[] = [];
  worker.use(
    ...createDeliveriesHandlers({
      baseUrl,
      dataset,
      latencyMs: 5,
      onRequest: (body) => bodies.push(body as DeliveriesRequest),
    }),
  );
  return bodies;
}

/** A host page: its own QueryClient, state handed over from the server as JSON. */
function HostPage({
  queryClient,
  state,
  grid,
}: {
  queryClient: QueryClient;
  state: DehydratedState;
  grid: DeliveriesTableOptions;
}): ReactNode {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={state}>
        <DeliveriesTable
          baseUrl={baseUrl}
          locale="en-GB"
          timeZone="Europe/Berlin"
          statusOptions={ssrStatusOptions}
          {...grid}
        />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
let hostClients: QueryClient[] = [];
afterEach(async () => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  // A look-ahead still on its way must get its answer before the handlers go, or it would
  // reach the next test as an unhandled request.
  const fetching = () => hostClients.reduce((sum, client) => sum + client.isFetching(), 0);
  await waitFor(() => expect(fetching()).toBe(0), { timeout: 10_000 });
  hostClients = [];
  vi.restoreAllMocks();
});

/**
 * Renders the page to a string as a server would, puts the markup into the document as the
 * browser would parse it, then hydrates it with the client's props. Returns every problem
 * React reported on the way.
 */
async function serverRenderThenHydrate({
  server,
  client = server,
  serverState,
  renderer = 'string',
}: {
  server: DeliveriesTableOptions;
  client?: DeliveriesTableOptions;
  serverState: DehydratedState;
  /** `prerender` waits for lazy parts (the filter panel's code), as streaming SSR frameworks do. */
  renderer?: 'string' | 'prerender';
}) {
  // JSON in between, as in a real page: nothing but data crosses from server to client.
  const state = JSON.parse(JSON.stringify(serverState)) as DehydratedState;
  const serverClient = new QueryClient();
  const hydratingClient = new QueryClient();
  hostClients.push(serverClient, hydratingClient);
  const page = <HostPage queryClient={serverClient} state={state} grid={server} />;
  let html: string;
  if (renderer === 'string') {
    html = renderToString(page);
  } else {
    // A static prerender waits for every lazy part and writes it in place (no inline scripts).
    const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    html = await new Response(prelude).text();
  }
  // The markup arrives as HTML text; parse it the way the browser parses a page.
  const parsed = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  container = document.createElement('div');
  container.replaceChildren(...parsed.body.firstElementChild!.childNodes);
  document.body.append(container);
  const serverTable = container.querySelector('table');

  const recoverableErrors: unknown[] = [];
  // Kept quiet here; every call is asserted below.
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(
      container!,
      <HostPage queryClient={hydratingClient} state={state} grid={client} />,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  /**
   * What React logged as an error, except the warning that the server renderer (which ran in
   * this same page, its lazy part still awaited when the client started) and the client
   * renderer share context objects: one page never holds both outside this test.
   */
  const loggedErrors = () =>
    consoleErrors.mock.calls
      .map((args) => args.map(String).join(' '))
      .filter((text) => !text.includes('multiple renderers concurrently rendering'));
  return { html, serverTable, recoverableErrors, loggedErrors };
}

function shownCodes(): string[] {
  const table = screen.getByRole('table', { name: 'Deliveries' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
}

describe('server markup hydrated in Chromium', () => {
  it('hydrates rows rendered on the server without a mismatch, then works', async () => {
    const bodies = serve();
    const firstPage = queryDeliveries(dataset, firstPageRequest);
    const { html, serverTable, recoverableErrors, loggedErrors } = await serverRenderThenHydrate({
      server: {},
      serverState: dehydrate(queryClientWithFirstPage(firstPage)),
    });

    expect(html).toContain(firstPage[0]!.code);
    expect(recoverableErrors).toEqual([]);
    expect(loggedErrors()).toEqual([]);
    // Hydration adopted the server's nodes instead of rendering anew.
    expect(screen.getByRole('table', { name: 'Deliveries' })).toBe(serverTable);
    expect(shownCodes()).toEqual(firstPage.map((delivery) => delivery.code));

    // The page came with the markup: only the look-ahead for page 2 goes out.
    await waitFor(() => expect(bodies).toEqual([{ ...firstPageRequest, pageNumber: 2 }]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Code' }));
    const sorted: DeliveriesRequest = {
      ...firstPageRequest,
      orderBy: { key: 'code', order: 'asc' },
    };
    await waitFor(() =>
      expect(shownCodes()).toEqual(queryDeliveries(dataset, sorted).map((d) => d.code)),
    );
    // Its look-ahead too, so nothing is still on the way when the test ends.
    await waitFor(() => expect(bodies).toContainEqual({ ...sorted, pageNumber: 2 }));
  });

  it('hydrates a grid with selection, then adds its checkboxes (their code comes on demand)', async () => {
    serve();
    const firstPage = queryDeliveries(dataset, firstPageRequest);
    const { html, serverTable, recoverableErrors, loggedErrors } = await serverRenderThenHydrate({
      server: { selection: {} },
      serverState: dehydrate(queryClientWithFirstPage(firstPage)),
    });
    expect(html).toContain(firstPage[0]!.code);
    expect(html).not.toContain('Select all on this page');
    expect(recoverableErrors).toEqual([]);
    expect(loggedErrors()).toEqual([]);
    expect(screen.getByRole('table', { name: 'Deliveries' })).toBe(serverTable);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: `Select ${firstPage[0]!.code}`,
    });
    await userEvent.setup().click(box);
    expect(box.checked).toBe(true);
    expect(await screen.findByText('1 selected', { selector: '.dt-selection-count' })).toBeTruthy();
  });

  it('hydrates the loading state, then loads the rows', async () => {
    serve();
    const filters = { status: [4], tags: ['fragile'] };
    const { html, recoverableErrors, loggedErrors } = await serverRenderThenHydrate({
      server: { initialState: { filters } },
      serverState: dehydrate(new QueryClient()),
    });
    expect(html).toContain('data-state="loading"');
    expect(recoverableErrors).toEqual([]);
    expect(loggedErrors()).toEqual([]);
    const filtered = { ...firstPageRequest, filters };
    await waitFor(() =>
      expect(shownCodes()).toEqual(queryDeliveries(dataset, filtered).map((d) => d.code)),
    );
  });

  it('hydrates an opened filter panel prerendered on the server (its lazy code awaited)', async () => {
    serve();
    const filters = { status: [4], tags: ['fragile'] };
    const { html, recoverableErrors, loggedErrors } = await serverRenderThenHydrate({
      server: { filters: { defaultOpen: true }, initialState: { filters } },
      serverState: dehydrate(new QueryClient()),
      renderer: 'prerender',
    });
    expect(html).toMatch(/<section[^>]*aria-label="Filters"/);
    expect(html).toContain('Europe/Berlin');
    expect(recoverableErrors).toEqual([]);
    expect(loggedErrors()).toEqual([]);
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const filtered = { ...firstPageRequest, filters };
    await waitFor(() =>
      expect(shownCodes()).toEqual(queryDeliveries(dataset, filtered).map((d) => d.code)),
    );
    // Hydrated, not just painted: the panel's form takes input.
    const user = userEvent.setup();
    await user.type(within(panel).getByRole('textbox', { name: 'Tags' }), 'cold{Enter}');
    expect(within(panel).getByText('Unapplied changes')).toBeTruthy();
  });

  it('renders a grid with filters loading on the server, hydrates it, then asks with them', async () => {
    const bodies = serve();
    const grid = { initialState: { filters: { status: [4] } } };
    const { html, recoverableErrors, loggedErrors } = await serverRenderThenHydrate({
      server: grid,
      serverState: dehydrate(new QueryClient()),
    });

    // The filters' code is not there on the server: the grid says it is loading.
    expect(html).toContain('aria-label="Loading deliveries"');
    expect(recoverableErrors).toEqual([]);
    expect(loggedErrors()).toEqual([]);
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(bodies[0]).toEqual({ ...firstPageRequest, filters: { status: [4] } });
    await waitFor(() => expect(shownCodes().length).toBeGreaterThan(0), { timeout: 10_000 });
  });

  it("given the filters' code, renders the filtered rows on the server and hydrates them as they are", async () => {
    const bodies = serve();
    const filters = { status: [4] };
    const request = toDeliveriesRequest(
      { ...defaultQueryState, filters },
      { timeZone: 'Europe/Berlin' },
    );
    const rows = queryDeliveries(dataset, request);
    // What the host's server loader leaves: the filtered first page, under the grid's key.
    const loaded = new QueryClient();
    loaded.setQueryData(deliveriesQueryKey(createDeliveriesClient({ baseUrl }), request), rows);
    const grid = {
      initialState: { filters },
      filters: { code: deliveriesFiltersCode },
      paging: { prefetchNextPage: false },
    };
    const { html, recoverableErrors, loggedErrors } = await serverRenderThenHydrate({
      server: grid,
      serverState: dehydrate(loaded),
    });
    expect(html).toContain(rows[0]!.code);
    expect(html).not.toContain('aria-label="Loading deliveries"');
    expect(recoverableErrors).toEqual([]);
    expect(loggedErrors()).toEqual([]);
    expect(shownCodes()).toEqual(rows.map((delivery) => delivery.code));
    // Hydrated from the server's page: nothing is asked for again.
    expect(bodies).toEqual([]);
  });

  it('would catch a mismatch: dates of another time zone on the client are reported', async () => {
    serve();
    const firstPage = queryDeliveries(dataset, firstPageRequest);
    const { recoverableErrors, loggedErrors } = await serverRenderThenHydrate({
      server: { timeZone: 'UTC', paging: { prefetchNextPage: false } },
      client: { timeZone: 'Asia/Tokyo', paging: { prefetchNextPage: false } },
      serverState: dehydrate(queryClientWithFirstPage(firstPage)),
    });
    const reported = [...recoverableErrors.map(String), ...loggedErrors()];
    expect(reported.join('\n')).toMatch(/hydrat/i);
  });
});
