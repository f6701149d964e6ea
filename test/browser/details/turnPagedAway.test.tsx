import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { http } from 'msw';
import {
  DeliveriesTable,
  defaultQueryState,
  type DeliveriesQueryState,
  type Delivery,
} from '@src/index';
import { generateDeliveries, mockStatuses, type MockDelivery } from '@src/mocks/index';
import { serveNormally } from '@src/mocks/faultHandler';
import { deferred } from '../../deferred';
import { firstRows, gridRenderer, nextFrames, serveReference } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';
import { worker } from '../worker';

// The details beside the rows, as on a laptop.
let removeStylesheet = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => removeStylesheet());

const dataset = generateDeliveries(40, 5);
const code = (index: number) => dataset[index]!.code;
const renderGrid = gridRenderer({
  statusOptions: mockStatuses,
  initialState: { pageSize: 5 },
  paging: { prefetchNextPage: false },
  detail: { render: (delivery: Delivery) => <p>{`Customer of ${delivery.code}`}</p> },
});
const dataRows = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
const details = () => screen.getByRole('complementary', { name: /^Delivery / });

describe('a page turn of J that the person paged away from', () => {
  it('is over: the page it asked for, coming later, leaves the details on their delivery', async () => {
    // Page 2's first answer waits until the test lets it through: a slow server.
    const secondPage = deferred<void>();
    let held = true;
    worker.use(
      http.post('*/api/deliveries', async ({ request }) => {
        const text = await request.text();
        if (held && (JSON.parse(text) as { pageNumber: number }).pageNumber === 2) {
          held = false;
          await secondPage.promise;
        }
        return serveNormally(
          new Request(request.url, { method: 'POST', headers: request.headers }),
          text,
          dataset,
        );
      }),
    );
    const grid = await renderGrid().ready(10_000);
    dataRows()[4]!.focus();
    await grid.user.keyboard('{Enter}');
    await screen.findByRole('complementary', { name: `Delivery ${code(4)}` });
    // J from the last row asks for page 2; the person pages back before it comes.
    await grid.user.keyboard('j');
    await screen.findByText('Page 2');
    await grid.user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 1');
    secondPage.resolve();
    // Later, page 2 by the pager: the details stay on the delivery they showed.
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(dataRows()[0]).toHaveAttribute('data-key', code(5)), {
      timeout: 10_000,
    });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Deliveries' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    expect(details()).toHaveAccessibleName(`Delivery ${code(4)}`);
  });
});

/** A host that holds the state and refuses the first page change it hears (a form unsaved). */
function RefusingOnceHost() {
  const [state, setState] = useState<DeliveriesQueryState>({ ...defaultQueryState, pageSize: 5 });
  const refused = useRef(false);
  return (
    <DeliveriesTable
      baseUrl=""
      statusOptions={mockStatuses}
      paging={{ prefetchNextPage: false }}
      detail={{ render: (delivery: Delivery) => <p>{`Customer of ${delivery.code}`}</p> }}
      state={state}
      onStateChange={(next) => {
        if (next.pageNumber !== state.pageNumber && !refused.current) {
          refused.current = true;
          return;
        }
        setState(next);
      }}
    />
  );
}

describe('a page turn of J that a host holding the state refuses', () => {
  it('is over once the person pages: the page the pager brings leaves the details be', async () => {
    const bodies = serveReference(dataset);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RefusingOnceHost />
      </QueryClientProvider>,
    );
    await firstRows(15_000);
    const user = userEvent.setup();
    dataRows()[4]!.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('complementary', { name: `Delivery ${code(4)}` });
    // J from the last row asks for page 2; the host does not take it.
    await user.keyboard('j');
    expect(screen.getByText('Page 1')).toBeTruthy();
    // The person then pages with the pager, and the host takes that one.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(dataRows()[0]).toHaveAttribute('data-key', code(5)), {
      timeout: 10_000,
    });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Deliveries' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2]);
    expect(screen.getByRole('complementary', { name: /^Delivery / })).toHaveAccessibleName(
      `Delivery ${code(4)}`,
    );
  });
});

/** The reference backend over `rows()`, read at each request: a server whose data changes. */
function serveRows(rows: () => readonly MockDelivery[]) {
  worker.use(
    http.post('*/api/deliveries', async ({ request }) =>
      serveNormally(
        new Request(request.url, { method: 'POST', headers: request.headers }),
        await request.text(),
        rows(),
      ),
    ),
  );
}

/** The grid with the details of page 1's last row open, by Enter on it. */
async function detailsOfLastRow() {
  const grid = await renderGrid().ready(10_000);
  dataRows()[4]!.focus();
  await grid.user.keyboard('{Enter}');
  await screen.findByRole('complementary', { name: `Delivery ${code(4)}` });
  return grid;
}

describe("J onto a page that repeats the open delivery's code for another delivery", () => {
  it("opens that page's first delivery: the repeat is not the open one moved along", async () => {
    // Page 2's third row is another delivery under page 1's last code (the server's order).
    const rows = dataset.map((row, index) =>
      index === 7 ? { ...row, code: code(4), insertTime: '2025-01-01T00:00:00Z' } : row,
    );
    serveRows(() => rows);
    const grid = await detailsOfLastRow();
    await grid.user.keyboard('j');
    await screen.findByText('Page 2');
    await waitFor(() => expect(details()).toHaveAccessibleName(`Delivery ${code(5)}`), {
      timeout: 10_000,
    });
  });
});

describe('J while a new delivery pushed the open one, repacked meanwhile, onto the next page', () => {
  it('moves on to the delivery after it: a changed field does not make it another', async () => {
    let rows = [...dataset];
    serveRows(() => rows);
    const grid = await detailsOfLastRow();
    // Meanwhile a delivery comes in on top, and the open one is repacked.
    const fresh = { ...dataset[39]!, code: 'DLV-NEW-0001', insertTime: '2026-12-01T00:00:00Z' };
    rows = [fresh, ...dataset.slice(0, 39)].map((row) =>
      row.code === code(4) ? { ...row, palletQty: row.palletQty + 1 } : row,
    );
    await grid.user.keyboard('j');
    await waitFor(() => expect(dataRows()[0]).toHaveAttribute('data-key', code(4)), {
      timeout: 10_000,
    });
    await waitFor(() => expect(details()).toHaveAccessibleName(`Delivery ${code(5)}`), {
      timeout: 10_000,
    });
  });
});

describe('J J K K from the last row while the next page is slow', () => {
  it('goes back to the page it left at once, and the next page never shows', async () => {
    // Page 2 waits until the test lets it through: a slow server.
    const secondPage = deferred<void>();
    const answered: number[] = [];
    worker.use(
      http.post('*/api/deliveries', async ({ request }) => {
        const text = await request.text();
        const { pageNumber } = JSON.parse(text) as { pageNumber: number };
        if (pageNumber === 2) await secondPage.promise;
        const answer = await serveNormally(
          new Request(request.url, { method: 'POST', headers: request.headers }),
          text,
          dataset,
        );
        answered.push(pageNumber);
        return answer;
      }),
    );
    const grid = await detailsOfLastRow();
    const table = screen.getByRole('table', { name: 'Deliveries' });
    const keysShown = new Set<string | null>();
    const watch = new MutationObserver(() =>
      table
        .querySelectorAll('tr[data-index]')
        .forEach((row) => keysShown.add(row.getAttribute('data-key'))),
    );
    watch.observe(table, { childList: true, subtree: true });
    try {
      await grid.user.keyboard('jj');
      await screen.findByText('Page 2');
      // Two steps back: the delivery the first J left, on the page still shown.
      await grid.user.keyboard('kk');
      await screen.findByText('Page 1');
      expect(details()).toHaveAccessibleName(`Delivery ${code(4)}`);
    } finally {
      secondPage.resolve();
    }
    await waitFor(() => expect(answered).toEqual([1, 2]), { timeout: 10_000 });
    await nextFrames(2);
    watch.disconnect();
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(dataRows()[0]).toHaveAttribute('data-key', code(0));
    expect(details()).toHaveAccessibleName(`Delivery ${code(4)}`);
    expect(keysShown.has(code(5))).toBe(false);
  });
});
