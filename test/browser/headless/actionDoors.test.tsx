import { useLayoutEffect } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { useDeliveriesGrid, type DeliveriesGrid } from '@src/index';
import { serveReference } from '../harness';

const dataset = generateDeliveries(200, 11);
const generous = { timeout: 10_000 };
const throwingProxy = () =>
  new Proxy(
    {},
    {
      get() {
        throw new Error('trap get');
      },
    },
  );
const revokedProxy = () => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};

// The grid the host rendered last, for the test to call its actions.
const hosted: { grid?: DeliveriesGrid } = {};

/** A headless host on page `pageNumber`, its first answer in. */
async function start(pageNumber: number) {
  const bodies = serveReference(dataset);
  function Host() {
    const grid = useDeliveriesGrid({
      baseUrl: '',
      initialState: { pageSize: 10, pageNumber },
      paging: { prefetchNextPage: false },
    });
    useLayoutEffect(() => {
      hosted.grid = grid;
    });
    return (
      <>
        <p data-testid="page">{grid.paging.pageNumber}</p>
        <ul aria-label="Notices">
          {grid.notices.map((notice) => (
            <li key={notice.kind}>{notice.text}</li>
          ))}
        </ul>
      </>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  render(
    <QueryClientProvider client={client}>
      <Host />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(hosted.grid!.query.settled).toBe(true), generous);
  return bodies;
}

const notices = () =>
  within(screen.getByRole('list', { name: 'Notices' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)
    .join(' ');

/** Calls an action as a host's handler would: it must not throw there. */
function call(run: (grid: DeliveriesGrid) => unknown) {
  act(() => {
    expect(() => run(hosted.grid!)).not.toThrow();
  });
}

describe("a headless host's hostile values through the actions", () => {
  it('are named in a notice, never thrown at the call', async () => {
    const bodies = await start(3);
    // As the notice says, a page that is no page number shows the first.
    call((g) => g.paging.actions.goToPage(null as never));
    await waitFor(() =>
      expect(notices()).toContain(
        'The page “null” is not a page number (1 or more), so the first page is shown.',
      ),
    );
    for (const value of [Symbol('page'), 10n, throwingProxy(), revokedProxy()])
      call((g) => g.paging.actions.goToPage(value as never));
    call((g) => g.search.actions.search(throwingProxy() as never));
    call((g) => g.view.actions.applyView(revokedProxy() as never));
    call((g) => g.view.actions.applyView(throwingProxy() as never));
    call((g) => g.columns.actions.resizeColumn(throwingProxy() as never, 120));
    call((g) => g.columns.actions.resizeColumn('code', 120, throwingProxy() as never));
    // Back to page 3: a toggle of a column that sorts by nothing leaves it there.
    call((g) => g.paging.actions.goToPage(3));
    await waitFor(() => expect(hosted.grid!.query.settled).toBe(true), generous);
    call((g) => g.sorting.actions.toggleSort(null as never));
    expect(screen.getByTestId('page').textContent).toBe('3');
    expect(bodies.at(-1)).toMatchObject({ pageNumber: 3 });
  });

  it('a page size out of range names the range in force, not an open one', async () => {
    await start(1);
    call((g) => g.paging.actions.setPageSize(0));
    await waitFor(() =>
      expect(notices()).toContain(
        'The page size “0” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
      ),
    );
  });
});
