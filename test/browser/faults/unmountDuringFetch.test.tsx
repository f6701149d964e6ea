import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { deliveriesFaults } from '@src/mocks/index';
import { deliveriesQueryKey } from '@src/query/deliveriesQueryKey';
import { holdPage } from '../export/exportHarness';
import { worker } from '../worker';
import { expectRowsFor, plainFirstPage, renderGrid, searchbox, serveReference } from './faultGrid';

// The host leaves the page (a route change, a closed tab panel) while the grid is waiting on the
// network. What must hold each time: the request is aborted as it leaves the page, the server's
// late answer lands nowhere (not in the host's QueryClient), nothing more is sent, nothing is
// logged. concurrency.test.tsx covers a page a person asked for; these cover the grid's own waits.

// A React warning or an unhandled failure would be written to the console: each test ends with none.
let consoleSpies: MockInstance[] = [];
beforeEach(() => {
  consoleSpies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
});
afterEach(() => {
  try {
    for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
  } finally {
    vi.restoreAllMocks();
  }
});

interface SentRequest {
  body: DeliveriesRequest;
  /** The signal of the request as it leaves the page. */
  signal: AbortSignal;
  /** Settles with how the page's `fetch` ended: an answer reached the page, or the abort did. */
  outcome: Promise<'answered' | 'aborted'>;
}

/** A client whose every request is recorded as it leaves the page: body, signal, outcome. */
function recordingClient() {
  const sent: SentRequest[] = [];
  const client = createDeliveriesClient({
    baseUrl: '',
    fetch: (input, init) => {
      const request = new Request(input, init);
      const response = fetch(request);
      const outcome = response.then(
        () => 'answered' as const,
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError')
            return 'aborted' as const;
          throw error;
        },
      );
      const body = JSON.parse(String(init?.body)) as DeliveriesRequest;
      sent.push({ body, signal: request.signal, outcome });
      return response;
    },
  });
  return { client, sent };
}

/** Waits (Testing Library's usual second) for the request to be aborted. */
const expectAborted = (signal: AbortSignal) =>
  waitFor(() => expect(signal.aborted, 'the request was aborted').toBe(true));

describe('unmounting the grid while it waits on the network', () => {
  it('during the look-ahead at the next page: aborted, its answer is not cached, nothing logged', async () => {
    serveReference();
    const { client, sent } = recordingClient();
    const nextRequest: DeliveriesRequest = { ...plainFirstPage, pageNumber: 2 };
    const lookAhead = holdPage(2, plainFirstPage.pageSize);
    const { queryClient, unmount } = renderGrid({ client, paging: { prefetchNextPage: true } });

    try {
      await expectRowsFor(plainFirstPage);
      // Page 1 is full: the grid asks for page 2 on its own, before anyone clicks "Next page".
      await lookAhead.held;
      const probe = sent.find((request) => request.body.pageNumber === 2)!;
      expect(probe.body).toEqual(nextRequest);
      expect(probe.signal.aborted).toBe(false);
      const sentBeforeUnmount = sent.length;

      unmount();
      await expectAborted(probe.signal);
      expect(sent.filter((request) => request.signal.aborted)).toEqual([probe]);
      // The server answers after all; the page has already let go of the request.
      lookAhead.release();
      expect(await probe.outcome).toBe('aborted');
      // The host's QueryClient outlives the grid: the late answer must not be written into it.
      await waitFor(() =>
        expect(queryClient.getQueryState(deliveriesQueryKey(client, nextRequest))).toMatchObject({
          fetchStatus: 'idle',
        }),
      );
      const state = queryClient.getQueryState(deliveriesQueryKey(client, nextRequest))!;
      expect(state.data).toBeUndefined();
      expect(state.error).toBeNull();
      expect(queryClient.isFetching()).toBe(0);
      expect(sent).toHaveLength(sentBeforeUnmount);
    } finally {
      lookAhead.release();
    }
  });

  it('while waiting to retry after a 429: the retry is dropped, no error is cached, nothing logged', async () => {
    serveReference();
    const { client, sent } = recordingClient();
    // One refusal with Retry-After: 2 s; the grid waits that long before it asks again.
    worker.use(deliveriesFaults.tooManyRequests({ retryAfterSeconds: 2, times: 1 }));
    const { queryClient, unmount } = renderGrid({ client });

    // The wait is explained on screen: the grid is between two attempts.
    await screen.findByText(/Trying again…$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual(plainFirstPage);
    const key = deliveriesQueryKey(client, plainFirstPage);
    expect(queryClient.getQueryState(key)).toMatchObject({
      fetchStatus: 'fetching',
      fetchFailureCount: 1,
    });

    unmount();
    // Cancelled, not ended when the 2 s are up: no retry is pending, no failure is kept.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const state = queryClient.getQueryState(key)!;
    expect(state).toMatchObject({ status: 'pending', fetchStatus: 'idle', error: null });
    expect(state.data).toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('during "Export all matching": the page in flight is aborted, no later page is asked for, no file', async () => {
    const received = serveReference();
    const { client, sent } = recordingClient();
    const download = vi.spyOn(URL, 'createObjectURL');
    const isExportPage = (body: DeliveriesRequest) => body.pageSize === 500;
    const secondExportPage = holdPage(2, 500);
    const { user, unmount } = renderGrid({ client });

    try {
      await expectRowsFor(plainFirstPage);
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(
        await screen.findByRole(
          'menuitem',
          { name: 'Export all matching (CSV)' },
          { timeout: 10_000 },
        ),
      );
      await secondExportPage.held;
      const inFlight = sent.at(-1)!;
      expect(inFlight.body).toMatchObject({ pageNumber: 2, pageSize: 500 });
      expect(inFlight.signal.aborted).toBe(false);

      unmount();
      await expectAborted(inFlight.signal);
      secondExportPage.release();
      // 1,000 deliveries: had page 2's full answer reached the export, it would ask for page 3.
      expect(await inFlight.outcome).toBe('aborted');
      await waitFor(() => expect(received.filter(isExportPage)).toHaveLength(2));
      expect(sent.filter((request) => isExportPage(request.body))).toHaveLength(2);
    } finally {
      secondExportPage.release();
    }
    expect(download).not.toHaveBeenCalled();
  });

  it("during the quick search's debounce: the search is never sent, the host hears of no change", async () => {
    serveReference();
    const { client, sent } = recordingClient();
    const onStateChange = vi.fn();
    const { unmount } = renderGrid({ client, onStateChange, search: { debounceMs: 5000 } });
    await expectRowsFor(plainFirstPage);

    // Time is the subject: the clock runs as usual while the person types (Testing Library waits
    // on it), and the debounce's 5 s are run out by hand after the unmount.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ delay: null });
      await user.type(searchbox(), 'hafen');
      expect(onStateChange).not.toHaveBeenCalled();
      unmount();
      vi.advanceTimersByTime(10_000);
    } finally {
      vi.useRealTimers();
    }
    expect(onStateChange).not.toHaveBeenCalled();
    expect(sent.map((request) => request.body)).toEqual([plainFirstPage]);
  });
});
