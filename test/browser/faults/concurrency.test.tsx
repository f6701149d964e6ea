import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { createDeliveriesHandlers, deliveriesFaults } from '@src/mocks/index';
import { worker } from '../worker';
import {
  dataset,
  expectInputIntact,
  expectRowsFor,
  inputRequest,
  installFault,
  nextPage,
  prepareInput,
  renderGrid,
  serveReference,
  shownCodes,
} from './faultGrid';

afterEach(() => {
  vi.restoreAllMocks();
});

const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(String(init?.body)) as DeliveriesRequest;

describe('requests racing the person', () => {
  it('answers arriving out of order: the newest query wins', async () => {
    const reference = serveReference();
    // This fetch ignores aborts, so the superseded answer really comes back, after the newer one.
    const answered: number[] = [];
    const client = createDeliveriesClient({
      baseUrl: '',
      fetch: async (input, init) => {
        const response = await fetch(input, { ...init, signal: null });
        answered.push(bodyOf(init).pageNumber);
        return response;
      },
    });
    const { user } = renderGrid({ client });
    await prepareInput(user);

    let releasePage2!: () => void;
    const page2Held = new Promise<void>((resolve) => (releasePage2 = resolve));
    const sent: DeliveriesRequest[] = [];
    worker.use(
      http.post('*/api/deliveries', async ({ request }) => {
        const body = (await request.clone().json()) as DeliveriesRequest;
        sent.push(body);
        if (body.pageNumber === 2) await page2Held;
        return undefined; // on to the reference backend
      }),
    );
    try {
      await user.click(nextPage());
      await waitFor(() => expect(sent).toEqual([inputRequest(2)]));
      await user.click(nextPage());
      await expectRowsFor(inputRequest(3));

      releasePage2();
      await waitFor(() => expect(answered.slice(-2)).toEqual([3, 2]));
      expect(sent).toEqual([inputRequest(2), inputRequest(3)]);
      expect(reference.slice(-2)).toEqual([inputRequest(3), inputRequest(2)]);
      await expectRowsFor(inputRequest(3));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      // A held answer would keep the MSW worker from stopping.
      releasePage2();
    }
    expectInputIntact(3);
  });

  it('unmount in the middle of a request: the request is aborted, nothing is logged', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    serveReference();
    const signals: AbortSignal[] = [];
    const client = createDeliveriesClient({
      baseUrl: '',
      fetch: (input, init) => {
        // The request as it leaves the page, signal and all.
        const request = new Request(input, init);
        signals.push(request.signal);
        return fetch(request);
      },
    });
    const { user, unmount } = renderGrid({ client });
    await prepareInput(user);

    // Slow rather than `hang`: a request that never ends would keep the MSW worker from stopping.
    const sent = installFault((options) => deliveriesFaults.slow({ ...options, delayMs: 1000 }));
    await user.click(nextPage());
    await waitFor(() => expect(sent).toEqual([inputRequest(2)]));
    const pending = signals.at(-1)!;
    expect(pending.aborted).toBe(false);
    const aborted = new Promise((resolve) => pending.addEventListener('abort', resolve));

    unmount();
    await aborted;
    expect(pending.aborted).toBe(true);
    expect(signals.slice(0, -1).every((signal) => !signal.aborted)).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('50 fast clicks on sort and Next: ends where the last click left it, few requests open at once', async () => {
    // A slow server: without aborting superseded requests, dozens would be open together.
    const received: DeliveriesRequest[] = [];
    worker.use(
      ...createDeliveriesHandlers({
        dataset,
        latencyMs: 60,
        onRequest: (body) => received.push(body as DeliveriesRequest),
      }),
    );
    let open = 0;
    let mostOpen = 0;
    const client = createDeliveriesClient({
      baseUrl: '',
      fetch: async (input, init) => {
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        try {
          return await fetch(input, init);
        } finally {
          open -= 1;
        }
      },
    });
    const { user } = renderGrid({ client });
    await prepareInput(user);
    mostOpen = open;

    const fast = userEvent.setup({ delay: null });
    const codeHeader = screen.getByRole('columnheader', { name: 'Code' });
    const sortButton = within(codeHeader).getByRole('button', { name: 'Code' });
    // Sort on every third click (back to page 1), Next on the others: pages 1 to 3 only, all full.
    for (let click = 0; click < 50; click += 1) {
      await fast.click(click % 3 === 0 ? sortButton : nextPage());
    }

    // 17 sort clicks cycle none → asc → desc → none…: descending; then one Next: page 2.
    const last = { ...inputRequest(2), orderBy: { key: 'code', order: 'desc' as const } };
    expect(codeHeader.getAttribute('aria-sort')).toBe('descending');
    await expectRowsFor(last);
    expect(received.at(-1)).toEqual(last);
    expect(mostOpen).toBeLessThanOrEqual(3);
    expect(shownCodes()).toHaveLength(10);
    expectInputIntact(2);
  });
});
