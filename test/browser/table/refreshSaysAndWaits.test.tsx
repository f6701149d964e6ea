import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries, type MockDelivery } from '@src/mocks/index';
import { listenToResults } from '../focus/focusProbe';
import { renderGrid, serveReference } from '../harness';
import { worker } from '../worker';

/** Every element with role="alert" put into the document from now on, with its text. */
function alertsInserted(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const alerts = [
          ...(node.matches('[role="alert"]') ? [node] : []),
          ...node.querySelectorAll('[role="alert"]'),
        ];
        for (const alert of alerts) seen.push(alert.textContent ?? '');
      }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return seen;
}

const refresh = () => screen.getByRole('button', { name: 'Refresh' });

describe('what "Refresh" says', () => {
  it('says nothing of rows when the refresh fails', async () => {
    const grid = await renderGrid({ refresh: {} }, { serve: generateDeliveries(30, 5) }).ready();
    const heard = listenToResults();
    onTestFinished(() => heard.stop());
    worker.use(
      http.post('*/api/deliveries', () =>
        HttpResponse.json({ message: 'pageSize is wrong.' }, { status: 400 }),
      ),
    );
    await grid.user.click(refresh());
    await screen.findByRole('alert');
    // "25 deliveries, page 1" would tell of an answer that never came.
    expect(heard.said).toEqual([]);
  });

  it('says the count the refresh brought, not the one before it', async () => {
    const dataset = generateDeliveries(5, 5).map((delivery) => ({ ...delivery }));
    const grid = await renderGrid({ refresh: {} }, { serve: dataset }).ready();
    const heard = listenToResults();
    onTestFinished(() => heard.stop());
    dataset.unshift({ ...dataset[0]!, code: 'DLV-2026-424242' });
    await grid.user.click(refresh());
    await screen.findByText('DLV-2026-424242');
    await waitFor(() => expect(heard.said.at(-1)).toMatch(/1 new/));
    expect(heard.said.join(' | ')).not.toMatch(/\b5 deliveries/);
  });

  it('puts no old failure back up when pressed while a Retry of a failed first load runs', async () => {
    const dataset = generateDeliveries(30, 5);
    let count = 0;
    let release = () => {};
    const hung = new Promise<void>((resolve) => (release = resolve));
    onTestFinished(() => release());
    const grid = renderGrid({ refresh: {} }, { serve: dataset });
    worker.use(
      http.post('*/api/deliveries', async () => {
        count += 1;
        // The first load: a 400 (not retried); then the Retry hangs; then the reference backend.
        if (count === 1)
          return HttpResponse.json({ message: 'Database connection lost.' }, { status: 400 });
        if (count === 2) await hung;
        return undefined;
      }),
    );
    await grid.user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(count).toBe(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    const seen = alertsInserted();
    await grid.user.click(refresh());
    await screen.findByText(dataset[0]!.code);
    expect(count).toBe(3);
    expect(seen).toEqual([]);
  });
});

const dataset = generateDeliveries(30, 5);

/** The reference backend, but page 2 gets a 429 with `Retry-After: 30`; records page numbers. */
function tellPage2ToWait(rows: readonly MockDelivery[] = dataset): number[] {
  const asked: number[] = [];
  serveReference(rows);
  worker.use(
    http.post('*/api/deliveries', async ({ request }) => {
      const body = (await request.clone().json()) as DeliveriesRequest;
      asked.push(body.pageNumber);
      if (body.pageNumber !== 2) return undefined;
      return HttpResponse.json(
        { message: 'Slow down.' },
        { status: 429, headers: { 'Retry-After': '30' } },
      );
    }),
  );
  return asked;
}

describe('a look-ahead the server asks to wait', () => {
  it('does not ask the look-ahead again before its Retry-After', async () => {
    const asked = tellPage2ToWait();
    renderGrid({
      refresh: { intervalSeconds: 1 },
      initialState: { pageSize: 10 },
      paging: { prefetchNextPage: true },
    });
    // Page 1 asked again by four auto-refreshes (about four seconds).
    await waitFor(() => expect(asked.filter((page) => page === 1).length).toBeGreaterThan(4), {
      timeout: 30_000,
    });
    // The server told the look-ahead to wait 30 s: it was asked once.
    expect(asked.filter((page) => page === 2)).toHaveLength(1);
  });

  it('"Refresh" asks the page again, but not the look-ahead the server told to wait', async () => {
    const rows = dataset.map((delivery) => ({ ...delivery }));
    const sent = tellPage2ToWait(rows);
    const grid = renderGrid({
      refresh: {},
      initialState: { pageSize: 10 },
      paging: { prefetchNextPage: true },
    });
    // The look-ahead's 429 is in (its query failed), not only sent.
    await waitFor(() =>
      expect(
        grid.queryClient
          .getQueryCache()
          .findAll({ queryKey: ['deliveries'] })
          .map((query) => [
            (query.queryKey[2] as DeliveriesRequest).pageNumber,
            query.state.status,
          ]),
      ).toEqual([
        [1, 'success'],
        [2, 'error'],
      ]),
    );
    rows.unshift({ ...rows[0]!, code: 'DLV-2026-313131' });
    await grid.user.click(refresh());
    // The refreshed page is drawn: a look-ahead sent with it would have been asked by now.
    await screen.findByText('DLV-2026-313131');
    expect(sent).toEqual([1, 2, 1]);
  });
});
