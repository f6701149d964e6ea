import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { generateDeliveries } from '@src/mocks/index';
import { holdRequests, renderGrid } from '../harness';
import { nextFrames } from '../harness/nextFrames';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { deliveriesTable, expectedCodes, shownCodes } from './deliveriesServer';

const warehouse = generateDeliveries(400, 21);
const pageOf = (pageNumber: number, pageSize: number) => ({
  pageNumber,
  pageSize,
  quickSearch: '',
});
const noCap = { '--dt-max-height': 'none' } as object;
// A busy machine draws late: every wait has room of its own, not the default second.
const settle = { timeout: 10_000 };
const nextPage = () => screen.getByRole('button', { name: 'Next page' });
const rowsArea = () => deliveriesTable().parentElement!;
const firstRowOf = (code: string) => within(deliveriesTable()).getByText(code).closest('tr')!;

/** The row is whole inside the window and inside the grid's rows area below its header. */
function expectInSight(row: HTMLElement) {
  const { top, bottom } = row.getBoundingClientRect();
  const area = rowsArea().getBoundingClientRect();
  const header = deliveriesTable().querySelector('thead')!.getBoundingClientRect();
  expect(top).toBeGreaterThanOrEqual(Math.max(0, area.top, header.bottom) - 1);
  expect(bottom).toBeLessThanOrEqual(Math.min(innerHeight, area.bottom) + 1);
}

describe('a page turn shows the new rows from their first', () => {
  it('scrolls the rows area to its top for another page or a sort, not for a refresh', async () => {
    await page.viewport(1280, 800);
    const grid = await renderGrid(
      { refresh: {}, timeZone: 'UTC' },
      { serve: warehouse, latencyMs: 10 },
    ).ready();
    const area = rowsArea();
    // Twenty-five rows of 44 px do not fit under the toolbar: the area scrolls.
    expect(area.scrollHeight).toBeGreaterThan(area.clientHeight + 200);
    area.scrollTop = area.scrollHeight;
    await waitFor(() => expect(area.scrollTop).toBeGreaterThan(200));

    // A refresh asks for the same rows: the person keeps their place.
    const scrolled = area.scrollTop;
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(grid.bodies).toEqual([pageOf(1, 25), pageOf(1, 25)]), settle);
    await waitFor(() => expect(deliveriesTable()).toHaveAttribute('aria-busy', 'false'), settle);
    await nextFrames(2);
    expect(area.scrollTop).toBe(scrolled);

    // Page 2 comes in from its first row, not from where page 1 was left.
    await grid.user.click(nextPage());
    const page2 = expectedCodes(pageOf(2, 25), warehouse);
    await waitFor(() => expect(shownCodes()).toEqual(page2), settle);
    expect(grid.bodies.at(-1)).toEqual(pageOf(2, 25));
    expect(area.scrollTop).toBe(0);
    expectInSight(firstRowOf(page2[0]!));

    // A sort brings other rows: from their first too.
    area.scrollTop = area.scrollHeight;
    await waitFor(() => expect(area.scrollTop).toBeGreaterThan(200));
    await grid.user.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)).toEqual({
          ...pageOf(1, 25),
          orderBy: { key: 'customerBusinessPartnerName', order: 'asc' },
        }),
      settle,
    );
    await waitFor(() => expect(area.scrollTop).toBe(0), settle);
    await expectNoAxeViolations('page 2 and a sort, shown from their first');
  });

  it('brings the header into sight where the window scrolls the rows, and leaves a page in sight alone', async () => {
    await page.viewport(1280, 800);
    const grid = await renderGrid(
      { initialState: { pageSize: 100 }, paging: { pageSizeOptions: [25, 100] }, timeZone: 'UTC' },
      { serve: warehouse, latencyMs: 10, wrap: (table) => <div style={noCap}>{table}</div> },
    ).ready();
    const scroller = document.scrollingElement!;
    scroller.scrollTop = 0;
    // The grid's box has no cap: it is as tall as its 100 rows, and the window scrolls them.
    expect(rowsArea().scrollHeight - rowsArea().clientHeight).toBeLessThan(1);
    expect(scroller.scrollHeight).toBeGreaterThan(3 * innerHeight);

    // At the foot of page 1, by the pager: "Next page" shows page 2 from its header and first row.
    const fromTheFoot = async (button: HTMLElement, pageNumber: number) => {
      button.scrollIntoView({ block: 'end' });
      await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(2 * innerHeight));
      await grid.user.click(button);
      const codes = expectedCodes(pageOf(pageNumber, 100), warehouse);
      await waitFor(() => expect(shownCodes()).toEqual(codes), settle);
      await nextFrames(2);
      const header = deliveriesTable().querySelector('thead')!.getBoundingClientRect();
      expect(header.top).toBeGreaterThanOrEqual(-1);
      expect(header.top).toBeLessThan(innerHeight / 2);
      expectInSight(firstRowOf(codes[0]!));
    };
    await fromTheFoot(nextPage(), 2);
    expect(grid.bodies).toEqual([pageOf(1, 100), pageOf(2, 100)]);
    // Back on page 1 "Previous page" is off: focus goes to "Next page" beside it, scrolling nothing.
    await fromTheFoot(screen.getByRole('button', { name: 'Previous page' }), 1);
    expect(document.activeElement).toBe(nextPage());

    // The header already in sight: a page turn from the top moves nothing.
    scroller.scrollTop = 0;
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
    const headerTop = deliveriesTable().getBoundingClientRect().top;
    // By its shortcut: a click would scroll the window to the button first.
    await grid.user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(
      () => expect(shownCodes()).toEqual(expectedCodes(pageOf(2, 100), warehouse)),
      settle,
    );
    await nextFrames(2);
    expect(scroller.scrollTop).toBe(0);
    expect(deliveriesTable().getBoundingClientRect().top).toBe(headerTop);
    await expectNoAxeViolations('a page the window scrolls, turned');
  });
  it('shows a cached page from its first at once, and keeps the place while it reloads behind', async () => {
    await page.viewport(1280, 800);
    const grid = await renderGrid({ timeZone: 'UTC' }, { serve: warehouse, latencyMs: 10 }).ready();
    const area = rowsArea();
    await grid.user.click(nextPage());
    const page2 = expectedCodes(pageOf(2, 25), warehouse);
    await waitFor(() => expect(shownCodes()).toEqual(page2), settle);
    // Page 1 grows stale in the cache (older than 30 s): going back shows it at once and asks
    // the server again behind it, held here until the person has scrolled.
    await grid.queryClient.invalidateQueries({ refetchType: 'none' });
    const { release } = holdRequests((body) => body.pageNumber === 1);
    area.scrollTop = area.scrollHeight;
    await waitFor(() => expect(area.scrollTop).toBeGreaterThan(200));
    await grid.user.click(screen.getByRole('button', { name: 'Previous page' }));
    const page1 = expectedCodes(pageOf(1, 25), warehouse);
    await waitFor(() => expect(shownCodes()).toEqual(page1), settle);
    expect(deliveriesTable()).toHaveAttribute('aria-busy', 'true');
    expect(area.scrollTop).toBe(0);

    // The person reads on down while it reloads: the reload landing does not take them back up.
    area.scrollTop = 300;
    await waitFor(() => expect(area.scrollTop).toBe(300));
    release();
    await waitFor(
      () => expect(grid.bodies).toEqual([pageOf(1, 25), pageOf(2, 25), pageOf(1, 25)]),
      settle,
    );
    await waitFor(() => expect(deliveriesTable()).toHaveAttribute('aria-busy', 'false'), settle);
    await nextFrames(2);
    expect(area.scrollTop).toBe(300);
  });
});
