import '@src/theme/styles.css';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { http } from 'msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import { deliveriesQueryKey } from '@src/query/deliveriesQueryKey';
import { dimRowsAfterMs, moveCuesAfterMs } from '@src/table/useWaitedAttribute';
import { deliveriesFaults } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { renderGrid } from '../harness';
import { worker } from '../worker';
import {
  dataset,
  defaultHeader,
  deliveriesTable,
  expectedCodes,
  firstPage,
  requestsForPage,
  serveDeliveries,
  shownCodes,
} from './deliveriesServer';

describe('DeliveriesTable loading', () => {
  it('shows skeleton rows, their bars once the answer is slow, then the first page the server sent', async () => {
    const bodies = serveDeliveries(dataset, dimRowsAfterMs + 300);
    renderGrid();

    const table = deliveriesTable();
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Loading deliveries' })).toBeTruthy();
    const placeholder = table.querySelector('tbody[aria-hidden="true"] .dt-skeleton-row > td')!;
    // The rows' places are kept from the first frame; their bars wait out an instant answer.
    expect(table.querySelectorAll('.dt-skeleton-row')).toHaveLength(10);
    expect(getComputedStyle(placeholder, '::after').content).toBe('none');
    // The placeholder bar is drawn by CSS, a block as high as a line of text.
    await waitFor(() => expect(getComputedStyle(placeholder, '::after').height).toBe('12px'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(defaultHeader);

    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    expect(bodies).toEqual([firstPage]);
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByText('Rows 1–25')).toBeTruthy();
    // Said by the polite live region (the words are a node of their own inside it).
    expect(screen.getByText('25 deliveries, page 1').closest('[role="status"]')).not.toBeNull();
  });

  it('sends one request per page on mount under StrictMode, the prefetch of page 2 included', async () => {
    const bodies = serveDeliveries();
    render(
      <StrictMode>
        <DeliveriesTable baseUrl="" />
      </StrictMode>,
    );

    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    await waitFor(() => expect(requestsForPage(bodies, 2)).toHaveLength(1));
    expect(requestsForPage(bodies, 1)).toEqual([firstPage]);
    expect(requestsForPage(bodies, 2)).toEqual([{ ...firstPage, pageNumber: 2 }]);
  });

  it("caches pages in the host's QueryClient under a key without headers", async () => {
    serveDeliveries();
    const queryClient = new QueryClient();
    const client = { baseUrl: '', queryDeliveries: undefined as never };
    renderGrid({}, { queryClient });

    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    const cached = queryClient.getQueryData<{ code: string }[]>(
      deliveriesQueryKey(client, firstPage),
    );
    expect(cached?.map((delivery) => delivery.code)).toEqual(expectedCodes(firstPage));
  });

  it('says "No deliveries found" without a clear button when no filter is active', async () => {
    const bodies = serveDeliveries();
    const search = { ...firstPage, quickSearch: 'zzz-no-such-delivery' };
    render(<DeliveriesTable baseUrl="" initialState={{ quickSearch: search.quickSearch }} />);

    expect(await screen.findByText('No deliveries found', { selector: 'p' })).toBeTruthy();
    expect(bodies).toEqual([search]);
    expect(expectedCodes(search)).toEqual([]);
    expect(shownCodes()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.getByText('No rows')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers "Clear filters" for an empty filtered result, which goes back to all deliveries', async () => {
    const bodies = serveDeliveries();
    renderGrid({ initialState: { pageNumber: 2, filters: { status: [999] } } });

    const clear = await screen.findByRole('button', { name: 'Clear filters' });
    // Page 2 of nothing: the page may be the reason too, so page 1 is offered beside.
    expect(screen.getByText('No deliveries on this page', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to page 1' })).toBeTruthy();
    expect(bodies).toEqual([{ ...firstPage, pageNumber: 2, filters: { status: [999] } }]);

    await userEvent.click(clear);
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    expect(bodies.at(-1)).toEqual(firstPage);
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('shows the server error after two retries and loads the page on "Retry"', async () => {
    let failures = 0;
    worker.use(deliveriesFaults.serverError({ onRequest: () => (failures += 1) }));
    renderGrid();

    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain('The server could not answer (500 Internal Server Error)');
    expect(alert.textContent).toContain('Database connection lost.');
    expect(failures).toBe(3);
    expect(shownCodes()).toEqual([]);

    worker.resetHandlers();
    const bodies = serveDeliveries();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    expect(bodies).toEqual([firstPage]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('loading cues', () => {
    let releaseAnswer: () => void = () => undefined;
    /** The next request waits for `releaseAnswer()`, then goes on to the reference backend. */
    const holdNextAnswer = () => {
      const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
      worker.use(
        http.post('*/api/deliveries', async () => {
          await answerHeld;
          return undefined;
        }),
      );
    };
    /** Each running animation of the grid: its name (or property) and its delay in ms. */
    const moving = () =>
      deliveriesTable()
        .closest('.deliveries-table')!
        .getAnimations({ subtree: true })
        .map((animation) => {
          const name =
            animation instanceof CSSAnimation
              ? animation.animationName
              : (animation as CSSTransition).transitionProperty;
          return `${name} after ${String(animation.effect?.getComputedTiming().delay)} ms`;
        })
        .toSorted();
    const gridRoot = () => deliveriesTable().closest<HTMLElement>('.deliveries-table')!;
    const slowMarked = () => gridRoot().hasAttribute('data-slow');
    const rowsOpacity = () => getComputedStyle(deliveriesTable().querySelector('tbody')!).opacity;
    // A held answer would keep the MSW worker from stopping.
    afterEach(() => releaseAnswer());

    it('stay still while an answer is quick: they move after a second, rows dim after a tenth', async () => {
      serveDeliveries();
      holdNextAnswer();
      const startedAt = performance.now();
      renderGrid();
      // Not even an animation waiting out a delay: Chromium would paint a quick answer on the
      // display's next beat for it.
      expect(moving()).toEqual([]);
      expect(slowMarked()).toBe(false);
      // Until the sweep starts, the bar waits wholly outside its track.
      const bar = screen.getByRole('progressbar').firstElementChild!;
      expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(
        screen.getByRole('progressbar').getBoundingClientRect().left + 1,
      );
      await waitFor(() => expect(slowMarked()).toBe(true), { timeout: 15_000 });
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(moveCuesAfterMs);
      expect(moving()).toEqual(['dt-progress after 0 ms', 'dt-pulse after 0 ms']);
      releaseAnswer();
      await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
      expect(moving()).toEqual([]);
      expect(slowMarked()).toBe(false);

      holdNextAnswer();
      const clickedAt = performance.now();
      await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(gridRoot().dataset.state).toBe('refreshing'));
      // The rows' dim waits by timer too: no transition waiting out a delay either. A busy
      // machine may reach this line after the timer (it comes 40–110 ms after the click).
      expect(moving().filter((cue) => !cue.endsWith(' after 0 ms'))).toEqual([]);
      if (!gridRoot().hasAttribute('data-dimmed')) expect(rowsOpacity()).toBe('1');
      await waitFor(() => expect(gridRoot().hasAttribute('data-dimmed')).toBe(true));
      expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(dimRowsAfterMs);
      await waitFor(() => expect(rowsOpacity()).toBe('0.85')); // faded in over 0.15 s
      // Dimmed, every row's text still reads at 4.5:1: the rows stay to be read meanwhile.
      await expectNoAxeViolations('rows dimmed while the next page loads');
      await waitFor(() => expect(moving()).toContain('dt-progress after 0 ms'), {
        timeout: 15_000,
      });
      releaseAnswer();
      const secondPage = { ...firstPage, pageNumber: 2 };
      await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(secondPage)));
      expect(gridRoot().hasAttribute('data-dimmed')).toBe(false);
      await waitFor(() => expect(rowsOpacity()).toBe('1'));
    });

    it('stay still for a slow answer too when the person asks for reduced motion', async () => {
      const session = cdp();
      await session.send('Emulation.setEmulatedMedia', {
        features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
      });
      try {
        serveDeliveries();
        holdNextAnswer();
        renderGrid();
        expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
        await waitFor(() => expect(slowMarked()).toBe(true), { timeout: 15_000 });
        expect(moving()).toEqual([]);
        // The bar shows the wait across its whole track instead of sweeping.
        const track = screen.getByRole('progressbar').getBoundingClientRect();
        expect(
          screen.getByRole('progressbar').firstElementChild!.getBoundingClientRect().width,
        ).toBe(track.width);
        releaseAnswer();
        await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
      } finally {
        await session.send('Emulation.setEmulatedMedia', { features: [] });
      }
    });
  });

  it('keeps the previous rows under the alert when a later page fails', async () => {
    serveDeliveries();
    renderGrid();
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));

    worker.use(deliveriesFaults.serverError());
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(shownCodes()).toEqual(expectedCodes(firstPage));
    // The page asked for, and the range of the rows still on screen: page 1's.
    expect(screen.getByText('Page 2')).toBeTruthy();
    const range = document.querySelector('.dt-range')!;
    expect(range.textContent).toBe(`Rows 1–${firstPage.pageSize}`);
    const rows = deliveriesTable().querySelector('tbody')!;
    await waitFor(() => expect(getComputedStyle(rows).opacity).toBe('0.85'));
    await expectNoAxeViolations('the previous rows dimmed under the alert');

    worker.resetHandlers();
    const bodies = serveDeliveries();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const secondPage = { ...firstPage, pageNumber: 2 };
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(secondPage)));
    expect(bodies).toEqual([secondPage]);
    expect(range.textContent).toBe(`Rows ${firstPage.pageSize + 1}–${2 * firstPage.pageSize}`);
  });

  it('leaves out a date filter that cannot be read, says so, and asks for the rest', async () => {
    const bodies = serveDeliveries();
    renderGrid({ initialState: { filters: { insertFrom: 'soon', status: [4] } } });

    const request = { ...firstPage, filters: { status: [4] } };
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(request)));
    expect(bodies).toEqual([request]);
    // The English words of a problem are fetched when one is first shown.
    expect(
      await screen.findByText(
        "Some of the grid's settings could not be used: The “inserted from” date “soon” is not a date, nor a date preset this grid knows (such as “last7Days”), so it was left out.",
      ),
    ).toBeVisible();
  });

  it('does not retry a refused request (401) and says why', async () => {
    let requests = 0;
    worker.use(deliveriesFaults.unauthorized({ onRequest: () => (requests += 1) }));
    render(<DeliveriesTable baseUrl="" />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You are not signed in or your session has expired (401).');
    expect(requests).toBe(1);
  });
});
