import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { deliveriesQueryKey } from '@src/query/deliveriesQueryKey';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { renderGrid } from '../harness';
import { worker } from '../worker';
import { expectedCodes, firstPage, serveDeliveries, shownCodes } from './deliveriesServer';

const searchbox = () =>
  screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search deliveries' });

describe('DeliveriesTable quick search', () => {
  it('sends one trimmed request after a burst of typing, back on page 1', async () => {
    const bodies = serveDeliveries();
    renderGrid({ search: { debounceMs: 80 }, initialState: { pageNumber: 2 } });
    await waitFor(() =>
      expect(shownCodes()).toEqual(expectedCodes({ ...firstPage, pageNumber: 2 })),
    );

    await userEvent.type(searchbox(), '  hafen ');
    expect(searchbox().value).toBe('  hafen ');

    const search: DeliveriesRequest = { ...firstPage, quickSearch: 'hafen' };
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(search)));
    expect(expectedCodes(search).length).toBeGreaterThan(0);
    expect(bodies).toEqual([{ ...firstPage, pageNumber: 2 }, search]);
    expect(screen.getByText('Page 1')).toBeTruthy();
    // The box keeps what was typed, spaces and all.
    expect(searchbox().value).toBe('  hafen ');
  });

  it('never lets a slow answer to an older search replace the newer one', async () => {
    let releaseOld!: () => void;
    const oldAnswerGate = new Promise<void>((resolve) => (releaseOld = resolve));
    let oldServed!: () => void;
    const oldAnswerServed = new Promise<void>((resolve) => (oldServed = resolve));
    const received: DeliveriesRequest[] = [];
    serveDeliveries();
    // In front of the reference backend: logs every body and holds "hafen" back until released.
    worker.use(
      http.post('*/api/deliveries', async ({ request }) => {
        const body = (await request.clone().json()) as DeliveriesRequest;
        received.push(body);
        if (body.quickSearch !== 'hafen') return undefined;
        await oldAnswerGate;
        queueMicrotask(oldServed);
        return undefined;
      }),
    );
    // The page's fetch, watched: which signal each search went out with.
    const signals = new Map<string, AbortSignal | null | undefined>();
    const client = createDeliveriesClient({
      baseUrl: '',
      fetch: (input, init) => {
        signals.set(
          (JSON.parse(String(init?.body)) as DeliveriesRequest).quickSearch,
          init?.signal,
        );
        return fetch(input, init);
      },
    });
    const { queryClient } = renderGrid({ client, search: { debounceMs: 50 } });
    try {
      await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));

      const oldSearch: DeliveriesRequest = { ...firstPage, quickSearch: 'hafen' };
      await userEvent.type(searchbox(), 'hafen');
      await waitFor(() => expect(received).toContainEqual(oldSearch));

      const newSearch: DeliveriesRequest = { ...firstPage, quickSearch: 'berlin' };
      await userEvent.clear(searchbox());
      await userEvent.type(searchbox(), 'berlin');
      await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(newSearch)));
      expect(received).toEqual([firstPage, oldSearch, newSearch]);

      // The superseded request was aborted and its query cancelled: the old answer has nowhere to land.
      await waitFor(() => expect(signals.get('hafen')?.aborted).toBe(true));
      expect(signals.get('berlin')?.aborted).toBe(false);
      const oldQuery = () =>
        queryClient
          .getQueryCache()
          .find({ queryKey: deliveriesQueryKey({ baseUrl: '' }, oldSearch) });
      expect(oldQuery()?.state.fetchStatus).toBe('idle');
      releaseOld();
      await oldAnswerServed;
      expect(oldQuery()?.state.data).toBeUndefined();
      expect(shownCodes()).toEqual(expectedCodes(newSearch));
      expect(searchbox().value).toBe('berlin');
    } finally {
      releaseOld();
    }
  });

  it('stops at the maximum length and says so', async () => {
    serveDeliveries();
    renderGrid({ search: { maxLength: 5, debounceMs: 20 } });
    await userEvent.type(searchbox(), 'berlinnord');
    expect(searchbox().value).toBe('berli');
    expect(screen.getByText('Search is limited to 5 characters.')).toBeTruthy();
  });
});
