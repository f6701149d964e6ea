import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { createDeliveriesHandlers, deliveriesFaults } from '@src/mocks/index';
import { observedClient } from '../harness';
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

/** Holds every answer to a page-2 request until `releasePage2`; records every body sent. */
function holdPage2() {
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
  return { sent, releasePage2 };
}

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

    const { sent, releasePage2 } = holdPage2();
    // Page 1 in 25 rows: asked while page 2 is held, answered first.
    const newest = { ...inputRequest(1), pageSize: 25 };
    try {
      await user.click(nextPage());
      await waitFor(() => expect(sent).toEqual([inputRequest(2)]));
      // A second turn while page 2 loads waits for it (page 3 may not exist): nothing is sent.
      await user.click(nextPage());
      await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
      await expectRowsFor(newest);

      releasePage2();
      await waitFor(() => expect(answered.slice(-2)).toEqual([1, 2]));
      expect(sent).toEqual([inputRequest(2), newest]);
      expect(reference.slice(-2)).toEqual([newest, inputRequest(2)]);
      await expectRowsFor(newest);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      // A held answer would keep the MSW worker from stopping.
      releasePage2();
    }
    expectInputIntact(1);
  });

  it('page turns while a page loads go no further than the page after the rows shown', async () => {
    serveReference();
    const { user } = renderGrid();
    await prepareInput(user);
    const { sent, releasePage2 } = holdPage2();
    const pages = () => sent.map((body) => body.pageNumber);
    try {
      // Three quick turns from page 1, by the button and by keys from a row.
      await user.click(nextPage());
      await user.click(nextPage());
      within(screen.getByRole('table', { name: 'Deliveries' }))
        .getAllByRole('row')
        .at(-1)!
        .focus();
      await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
      await waitFor(() => expect(pages()).toEqual([2]));
      expect(screen.getByText('Page 2')).toBeTruthy();
    } finally {
      releasePage2();
    }
    await expectRowsFor(inputRequest(2));
    // Page 2's rows are shown: the next turn goes on.
    await user.click(nextPage());
    await expectRowsFor(inputRequest(3));
    // Then the look-ahead for page 4, sent when the page idles: waited for, so it does not
    // outlive the test and reach the next one's server unhandled.
    await waitFor(() => expect(pages()).toEqual([2, 3, 4]), { timeout: 10_000 });
  });

  it('unmount in the middle of a request: the request is aborted, nothing is logged', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const consoleWarn = vi.spyOn(console, 'warn');
    serveReference();
    // The requests as they leave the page, signals and all.
    const { client, signals } = observedClient();
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
