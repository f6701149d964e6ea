import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries, queryDeliveries } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { renderGrid } from '../harness';
import { worker } from '../worker';
import { expectedCodes, shownCodes } from './deliveriesServer';

const dataset = generateDeliveries(40, 5);

/** A server that answers every page number with page 1; records what it was asked. */
function serveIgnoringPageNumber(): DeliveriesRequest[] {
  const bodies: DeliveriesRequest[] = [];
  worker.use(
    http.post('*/api/deliveries', async ({ request }) => {
      const body = (await request.json()) as DeliveriesRequest;
      bodies.push(body);
      return HttpResponse.json(queryDeliveries(dataset, { ...body, pageNumber: 1 }));
    }),
  );
  return bodies;
}

const repeatedPage =
  'The server sent page 2 the same as page 1: it seems to ignore pageNumber, so the grid cannot page on.';

describe('a server that ignores pageNumber', () => {
  it('is named once its look-ahead repeats the page, and the grid does not page on', async () => {
    const bodies = serveIgnoringPageNumber();
    renderGrid({ initialState: { pageSize: 10 }, paging: { prefetchNextPage: true } });
    const firstPage = { pageNumber: 1, pageSize: 10, quickSearch: '' };
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage, dataset)));
    await waitFor(() => expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2]));

    expect(await screen.findByText(repeatedPage)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The rows shown stay page 1's, as sent, and nothing more is asked.
    expect(shownCodes()).toEqual(expectedCodes(firstPage, dataset));
    expect(bodies).toHaveLength(2);
    await expectNoAxeViolations('a server that ignores pageNumber');
  });

  it('says nothing of a server that pages, whose last page is full', async () => {
    const bodies: DeliveriesRequest[] = [];
    worker.use(
      http.post('*/api/deliveries', async ({ request }) => {
        const body = (await request.json()) as DeliveriesRequest;
        bodies.push(body);
        return HttpResponse.json(queryDeliveries(dataset.slice(0, 20), body));
      }),
    );
    const grid = renderGrid({ initialState: { pageSize: 10 }, paging: { prefetchNextPage: true } });
    await waitFor(() => expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2]));
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2, 3]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled());
    expect(screen.queryByText(/seems to ignore pageNumber/)).toBeNull();
  });
});
