import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { renderGrid } from '../harness';
import { worker } from '../worker';
import { deferred } from '../../deferred';
import { dataset, expectedCodes, shownCodes } from './deliveriesServer';

const generous = { timeout: 10_000 };

/** Holds every request until `release`, then lets the reference backend answer; `sent` lists them. */
function holdTheServer() {
  const gate = deferred<void>();
  const sent: DeliveriesRequest[] = [];
  worker.use(
    http.post('*/api/deliveries', async ({ request }) => {
      sent.push((await request.clone().json()) as DeliveriesRequest);
      await gate.promise;
    }),
  );
  return { sent, release: () => gate.resolve() };
}

// A review find: the rows of the list before (dimmed while a new search loads) vouched for the
// pages after theirs, so "Next page" pressed meanwhile turned the new list past its end.
describe('"Next page" while a new search loads', () => {
  it('stays on the first page of the new list: the old rows vouch for none of its pages', async () => {
    const grid = await renderGrid(
      { initialState: { pageNumber: 3, pageSize: 10 } },
      { serve: dataset },
    ).ready(15_000);
    const code = dataset[40]!.code;
    const searched = { pageNumber: 1, pageSize: 10, quickSearch: code };
    expect(expectedCodes(searched)).toEqual([code]);
    const server = holdTheServer();
    await grid.user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), code);
    await waitFor(() => expect(server.sent.at(-1)?.quickSearch).toBe(code), generous);

    const next = screen.getByRole('button', { name: 'Next page' });
    await grid.user.click(next);
    await grid.user.click(next);
    server.release();
    await waitFor(() => expect(shownCodes()).toEqual([code]), generous);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    // Before, pages 2 and 3 of the new search were asked for and "No deliveries on this page".
    expect(server.sent.filter((body) => body.quickSearch === code)).toEqual([searched]);
  });
});
