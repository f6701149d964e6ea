import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { deliveriesFaults } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { worker } from '../worker';
import { expectedCodes, firstPage, serveDeliveries, shownCodes } from './deliveriesServer';

const renderGrid = gridRenderer({ refresh: { intervalSeconds: 5 } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const alertText = () => screen.getByRole('alert').querySelector('p')?.textContent;

/** A grid refreshing every 5 s on a fake clock, its first page shown. */
async function refreshingGrid() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  const bodies = serveDeliveries();
  renderGrid();
  await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
  return bodies;
}

/** Every alert taken out of the page, and every "Trying again…" put in, from now on. */
function watchAlerts() {
  const seen = { alertsRemoved: 0, retriesSaid: 0 };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes)
        if (node instanceof Element && node.matches('[role="alert"], :has([role="alert"])'))
          seen.alertsRemoved += 1;
      for (const node of record.addedNodes)
        if (/Trying again/.test(node.textContent ?? '')) seen.retriesSaid += 1;
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

afterEach(() => vi.useRealTimers());

describe('auto refresh against a failing server', () => {
  it("asks no sooner than a 429's Retry-After, then shows the rows again", async () => {
    const bodies = await refreshingGrid();
    const refused: unknown[] = [];
    worker.use(
      deliveriesFaults.tooManyRequests({
        retryAfterSeconds: 30,
        times: 1,
        onRequest: (body) => refused.push(body),
      }),
    );
    await wait(5_000);
    await waitFor(() => expect(alertText()).toBe('Too many requests; try again in 30 s (429).'));
    expect(refused).toHaveLength(1);
    // Before, a refresh every 5 s: the next one, 5 s on, was the server's answer.
    await wait(25_000);
    expect(bodies).toHaveLength(1);
    expect(alertText()).toBe('Too many requests; try again in 30 s (429).');
    await wait(6_000);
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(shownCodes()).toEqual(expectedCodes(firstPage));
  });

  it('keeps one alert through refreshes that fail again: not drawn and read out anew each time', async () => {
    await refreshingGrid();
    const failed: unknown[] = [];
    worker.use(deliveriesFaults.serverError({ onRequest: (body) => failed.push(body) }));
    // A refresh, retried twice (300 and 600 ms), then the alert.
    await wait(5_000);
    await wait(1_000);
    await waitFor(() => expect(failed).toHaveLength(3));
    const alert = await screen.findByRole('alert');
    const { seen, stop } = watchAlerts();
    // The next refresh and its retries fail the same way.
    await wait(5_000);
    await wait(1_000);
    await waitFor(() => expect(failed).toHaveLength(6));
    await waitFor(() => expect(screen.getByRole('alert')).toBe(alert));
    stop();
    expect(alert.isConnected).toBe(true);
    expect(seen).toEqual({ alertsRemoved: 0, retriesSaid: 0 });
  });
});
