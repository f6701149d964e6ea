import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import { createDeliveriesHandlers, generateDeliveries } from '@src/mocks/index';
import type { DeliveriesRequest } from '@src/api/types';
import { renderGrid } from '../harness';
import { worker } from '../worker';
import {
  dataset,
  expectedCodes,
  firstPage,
  requestsForPage,
  serveDeliveries,
  shownCodes,
} from './deliveriesServer';

function columnHeader(name: string): HTMLElement {
  const button = screen.getByRole('button', { name });
  const header = button.closest('th');
  if (!header) throw new Error(`No header cell around ${name}`);
  expect(header.getAttribute('role') ?? 'columnheader').toBe('columnheader');
  return header;
}

const nextButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' });
const previousButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' });

describe('DeliveriesTable sorting', () => {
  it('cycles a header through ascending, descending and none, sending orderBy each time', async () => {
    const bodies = serveDeliveries();
    renderGrid({ initialState: { pageNumber: 2 } });
    await waitFor(() =>
      expect(shownCodes()).toEqual(expectedCodes({ ...firstPage, pageNumber: 2 })),
    );
    expect(columnHeader('Customer').getAttribute('aria-sort')).toBe('none');

    const ascending: DeliveriesRequest = {
      ...firstPage,
      orderBy: { key: 'customerBusinessPartnerName', order: 'asc' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(ascending)));
    expect(bodies.at(-1)).toEqual(ascending);
    expect(columnHeader('Customer').getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByText('Page 1')).toBeTruthy();

    const descending: DeliveriesRequest = {
      ...ascending,
      orderBy: { ...ascending.orderBy!, order: 'desc' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(descending)));
    expect(bodies.at(-1)).toEqual(descending);
    expect(columnHeader('Customer').getAttribute('aria-sort')).toBe('descending');

    // Back to unsorted: page 1 unsorted was never loaded, so it is asked for now.
    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    expect(bodies).toEqual([{ ...firstPage, pageNumber: 2 }, ascending, descending, firstPage]);
    expect(columnHeader('Customer').getAttribute('aria-sort')).toBe('none');
  });

  it('sorts from the keyboard: Enter on a header button', async () => {
    const bodies = serveDeliveries();
    renderGrid();
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));

    screen.getByRole('button', { name: 'DU qty' }).focus();
    await userEvent.keyboard('{Enter}');
    const byQuantity: DeliveriesRequest = { ...firstPage, orderBy: { key: 'duQty', order: 'asc' } };
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(byQuantity)));
    expect(bodies).toEqual([firstPage, byQuantity]);
    expect(columnHeader('DU qty').getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('DeliveriesTable paging', () => {
  it('goes to the next page and back, showing the page number and the rows range', async () => {
    const bodies = serveDeliveries();
    renderGrid();
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    expect(previousButton().disabled).toBe(true);

    const secondPage = { ...firstPage, pageNumber: 2 };
    await userEvent.click(nextButton());
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(secondPage)));
    expect(bodies).toEqual([firstPage, secondPage]);
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByText('Rows 26–50')).toBeTruthy();
    // Said by the polite live region (the words are a node of their own inside it).
    expect(screen.getByText('25 deliveries, page 2').closest('[role="status"]')).not.toBeNull();

    await userEvent.click(previousButton());
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByText('Rows 1–25')).toBeTruthy();
    // Page 1 is still fresh in the cache: no request.
    expect(bodies).toEqual([firstPage, secondPage]);
    // "Previous page" had focus and is disabled now: focus moved to "Next page".
    expect(document.activeElement).toBe(nextButton());
  });

  it('changes the page size and goes back to page 1', async () => {
    const bodies = serveDeliveries();
    renderGrid({ initialState: { pageNumber: 3 } });
    await waitFor(() =>
      expect(shownCodes()).toEqual(expectedCodes({ ...firstPage, pageNumber: 3 })),
    );

    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect([...select.options].map((option) => option.value)).toEqual(['10', '25', '50', '100']);
    await userEvent.selectOptions(select, '10');

    const tenRows = { ...firstPage, pageSize: 10 };
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(tenRows)));
    expect(bodies).toEqual([{ ...firstPage, pageNumber: 3 }, tenRows]);
    expect(shownCodes()).toHaveLength(10);
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByText('Rows 1–10')).toBeTruthy();
  });

  it('prefetches the next page, so "Next page" shows it without a request', async () => {
    const bodies = serveDeliveries();
    render(<DeliveriesTable baseUrl="" />);
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    const secondPage = { ...firstPage, pageNumber: 2 };
    await waitFor(() => expect(requestsForPage(bodies, 2)).toEqual([secondPage]));

    await userEvent.click(nextButton());
    // On a busy machine the look-ahead's answer may still be on its way: wait for it, then
    // check it was the only request for page 2.
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(secondPage)));
    expect(screen.getByText('Rows 26–50')).toBeTruthy();
    // Page 2 came from the prefetch; page 3 is the new look-ahead.
    await waitFor(() => expect(requestsForPage(bodies, 3)).toHaveLength(1));
    expect(requestsForPage(bodies, 2)).toHaveLength(1);
  });

  it('ends on a short last page: 30 rows at 25 a page gives 5 rows on page 2 and no Next', async () => {
    const thirty = generateDeliveries(30, 3);
    const bodies = serveDeliveries(thirty);
    render(<DeliveriesTable baseUrl="" />);
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage, thirty)));
    expect(nextButton().disabled).toBe(false);

    const secondPage = { ...firstPage, pageNumber: 2 };
    await userEvent.click(nextButton());
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(secondPage, thirty)));
    expect(shownCodes()).toHaveLength(5);
    expect(requestsForPage(bodies, 2)).toEqual([secondPage]);
    expect(screen.getByText('Rows 26–30')).toBeTruthy();
    expect(nextButton().disabled).toBe(true);
    // "Next page" had focus and is disabled now: focus moved to "Previous page".
    expect(document.activeElement).toBe(previousButton());
    expect(requestsForPage(bodies, 3)).toEqual([]);
  });

  it('knows a full page is the last one once the prefetched next page comes back empty', async () => {
    const fifty = generateDeliveries(50, 5);
    const bodies = serveDeliveries(fifty);
    render(<DeliveriesTable baseUrl="" initialState={{ pageNumber: 2 }} />);
    const secondPage = { ...firstPage, pageNumber: 2 };
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(secondPage, fifty)));
    await waitFor(() => expect(nextButton().disabled).toBe(true));
    expect(requestsForPage(bodies, 3)).toEqual([{ ...firstPage, pageNumber: 3 }]);
    expect(expectedCodes({ ...firstPage, pageNumber: 3 }, fifty)).toEqual([]);
  });

  it('numbers pages from 0 for a server that does (pageNumberBase 0)', async () => {
    const bodies: DeliveriesRequest[] = [];
    worker.use(
      ...createDeliveriesHandlers({
        dataset,
        pageNumberBase: 0,
        onRequest: (body) => bodies.push(body as DeliveriesRequest),
      }),
    );
    renderGrid({ paging: { pageNumberBase: 0 } });
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    await userEvent.click(nextButton());
    await waitFor(() =>
      expect(shownCodes()).toEqual(expectedCodes({ ...firstPage, pageNumber: 2 })),
    );
    expect(bodies).toEqual([
      { ...firstPage, pageNumber: 0 },
      { ...firstPage, pageNumber: 1 },
    ]);
    expect(screen.getByText('Page 2')).toBeTruthy();
  });
});
