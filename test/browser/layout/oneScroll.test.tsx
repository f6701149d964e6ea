import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { DeliveryFilters } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer, saveScreenshot } from '../harness';
import { gridFrame, scrollArea } from './laptop';

const dataset = generateDeliveries(400, 21);
// The host: the grid in a page with 16 px of padding and no height of its own.
const renderGrid = gridRenderer(
  { locale: 'en-US', timeZone: 'UTC', statusOptions: mockStatuses },
  { serve: dataset, wrap: (grid) => <div style={{ padding: 16 }}>{grid}</div> },
);

/** Eight chips: four dates, two statuses, two conditions, which leave many deliveries in. */
const eightChips: DeliveryFilters = {
  insertFrom: '2020-01-01T00:00:00.000Z',
  insertTo: '2099-12-31T00:00:00.000Z',
  requestedFrom: '2020-01-01T00:00:00.000Z',
  requestedTo: '2099-12-31T00:00:00.000Z',
  status: [4, 5],
  advancedFilters: [
    { selectedFiled: 'duQty', condition: 0, operator: 'greaterThan', data: '0', rowType: 'number' },
    { selectedFiled: 'code', condition: 0, operator: 'contains', data: 'DLV', rowType: 'string' },
  ],
};

const root = () => document.querySelector<HTMLElement>('.deliveries-table')!;
const box = (element: Element) => element.getBoundingClientRect();
const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
/** Nothing of the page scrolls: only the rows do. */
const expectNoPageScroll = () =>
  expect(document.scrollingElement!.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
const expectInView = (element: Element) => {
  expect(box(element).top).toBeGreaterThanOrEqual(0);
  expect(box(element).bottom).toBeLessThanOrEqual(window.innerHeight);
};

afterEach(async () => {
  vi.useRealTimers();
  await page.viewport(414, 896);
});

describe('one scroll: the rows scroll between the toolbar and the pager', () => {
  it('at 1280 × 800 with eight chips and a running action, the page itself does not scroll', async () => {
    await page.viewport(1280, 800);
    const { user } = await renderGrid({
      initialState: { pageSize: 25, filters: eightChips },
      selection: {
        actions: [{ label: 'Hand to courier', run: () => new Promise<never>(() => undefined) }],
      },
    }).ready();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(8);
    const boxes = await within(scrollArea()).findAllByRole('checkbox', { name: /^Select DLV/ });
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    const selection = screen.getByRole('toolbar', { name: 'Selection' });
    await user.click(within(selection).getByRole('button', { name: 'Hand to courier' }));
    const progress = await screen.findByRole('progressbar', { name: /Hand to courier/ });

    // The grid's height is fitted once its code is there: a busy machine takes a while.
    await waitFor(expectNoPageScroll, { timeout: 10_000 });
    // The count grows by a digit with the eleventh row: the buttons after it stay put.
    const clear = within(selection).getByRole('button', { name: 'Clear selection' });
    const clearAt = box(clear).left;
    for (const row of boxes.slice(2, 11)) await user.click(row);
    await within(selection).findByText('11 selected');
    expect(box(clear).left).toBe(clearAt);
    for (const part of [
      screen.getByRole('searchbox', { name: 'Search deliveries' }),
      chips,
      selection,
      progress,
      pagination(),
    ]) {
      expectInView(part);
    }
    // The rows scroll inside their frame: 25 rows do not fit, the frame ends above the bar.
    expect(scrollArea().scrollHeight).toBeGreaterThan(scrollArea().clientHeight);
    expect(box(gridFrame()).bottom).toBeLessThanOrEqual(box(selection).top);
    await saveScreenshot('one-scroll-1280-eight-chips-action-running');
  });

  it('at 1440 × 900 with no chips, the rows fill the window down to the pager', async () => {
    await page.viewport(1440, 900);
    await renderGrid({ initialState: { pageSize: 25 } }).ready();
    // The grid's height is fitted once its code is there: a busy machine takes a while.
    await waitFor(expectNoPageScroll, { timeout: 10_000 });
    // The grid reaches its container's bottom (16 px of padding above the window's edge) …
    await waitFor(() => expect(box(root()).bottom).toBeCloseTo(window.innerHeight - 16, 0));
    expect(box(pagination()).bottom).toBeCloseTo(box(root()).bottom, 0);
    // … and the scroll area reaches the pager, a gap away: no empty band under the rows.
    const gap = parseFloat(getComputedStyle(root()).rowGap);
    expect(box(gridFrame()).bottom).toBeCloseTo(box(pagination()).top - gap, 0);
    expect(box(scrollArea()).bottom).toBeCloseTo(box(gridFrame()).bottom - 1, 0);
    expect(scrollArea().scrollHeight).toBeGreaterThan(scrollArea().clientHeight);
    await saveScreenshot('one-scroll-1440-no-chips');
  });

  it('follows the window: a shorter one gives a shorter grid, still with no page scroll', async () => {
    await page.viewport(1280, 800);
    await renderGrid({ initialState: { pageSize: 25 } }).ready();
    const tall = box(root()).height;
    await page.viewport(1280, 640);
    await waitFor(() => expect(box(root()).height).toBeCloseTo(tall - 160, 0));
    expectNoPageScroll();
    expectInView(pagination());
  });

  it('is as tall as a short page, and as the host caps it', async () => {
    await page.viewport(1280, 800);
    const short = await renderGrid({ initialState: { pageSize: 5 } }).ready();
    // The grid's height is fitted once its code is there: a busy machine takes a while.
    await waitFor(expectNoPageScroll, { timeout: 10_000 });
    // Five rows fit: no scroll inside, the pager right under them.
    expect(scrollArea().scrollHeight).toBeLessThanOrEqual(scrollArea().clientHeight);
    const gap = parseFloat(getComputedStyle(root()).rowGap);
    expect(box(pagination()).top).toBeCloseTo(box(gridFrame()).bottom + gap, 0);
    short.unmount();

    await renderGrid(
      { initialState: { pageSize: 25 } },
      {
        wrap: (grid) => (
          <div style={{ padding: 16, ['--dt-max-height' as string]: '30rem' }}>{grid}</div>
        ),
      },
    ).ready();
    expect(box(root()).height).toBeCloseTo(480, 0);
    expect(scrollArea().scrollHeight).toBeGreaterThan(scrollArea().clientHeight);
  });

  it('fills a host box and ignores the window there', async () => {
    await page.viewport(1280, 800);
    await renderGrid(
      { initialState: { pageSize: 25 } },
      { wrap: (grid) => <div style={{ height: 500, display: 'flex' }}>{grid}</div> },
    ).ready();
    expect(box(root()).height).toBeCloseTo(500, 0);
    expect(root().hasAttribute('data-height')).toBe(false);
  });

  it('keeps the toolbar still while "Updated N s ago" counts', async () => {
    await page.viewport(1280, 800);
    await renderGrid({
      initialState: { pageSize: 25 },
      refresh: { intervalSeconds: 3600 },
    }).ready();
    const clock = () => screen.getByText(/^Updated /, { selector: 'time' });
    const toolbarParts = () =>
      [
        screen.getByRole('button', { name: 'Export' }),
        screen.getByRole('button', { name: 'Refresh' }),
        clock(),
      ].map((part) => [box(part).left, box(part).top]);
    await waitFor(() => expect(clock().textContent).toMatch(/^Updated \d s ago$/));
    const before = toolbarParts();
    // The rows' time is on the clock: the grid's own ticks read the date set here.
    const arrived = Date.parse(clock().getAttribute('datetime')!);
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const [after, reading] of [
      [9_000, 'Updated 9 s ago'],
      [10_000, 'Updated 10 s ago'],
      [60_000, 'Updated 1 min ago'],
      [660_000, 'Updated 11 min ago'],
    ] as const) {
      vi.setSystemTime(arrived + after);
      await waitFor(() => expect(clock().textContent).toBe(reading));
      expect(toolbarParts(), reading).toEqual(before);
    }
  });
});
