import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { gridFrame, scrollArea } from './laptop';

const dataset = generateDeliveries(200, 5);
const renderGrid = gridRenderer(
  { locale: 'en-US', timeZone: 'UTC', statusOptions: mockStatuses },
  { serve: dataset, wrap: (grid) => <div style={{ padding: 16 }}>{grid}</div> },
);

const box = (element: Element) => element.getBoundingClientRect();
const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
const gap = () => parseFloat(getComputedStyle(document.querySelector('.deliveries-table')!).rowGap);
/** The rows' frame ends a gap above the pager, the scroll area at the frame's bottom border. */
const rowsReachThePager = () => {
  expect(box(gridFrame()).bottom).toBeCloseTo(box(pagination()).top - gap(), 0);
  expect(box(scrollArea()).bottom).toBeCloseTo(box(gridFrame()).bottom - 1, 0);
};
const expectNoPageScroll = () =>
  expect(document.scrollingElement!.scrollHeight).toBeLessThanOrEqual(window.innerHeight);

// A layout that feeds back on itself makes the browser report a ResizeObserver loop: a host's
// error monitoring would log it on every page.
let loopReports: string[] = [];
const onError = (event: ErrorEvent) => {
  if (/ResizeObserver/.test(event.message)) loopReports.push(event.message);
};
beforeEach(() => {
  loopReports = [];
  window.addEventListener('error', onError);
});
afterEach(async () => {
  window.removeEventListener('error', onError);
  await page.viewport(414, 896);
});

describe("the rows' room: the scroll area sized apart from the rows it holds", () => {
  it('keeps its box through a sort and a page turn', async () => {
    await page.viewport(1280, 800);
    const { user } = await renderGrid({ initialState: { pageSize: 50 } }).ready();
    await waitFor(rowsReachThePager);
    const before = box(scrollArea());
    await user.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await within(pagination()).findByText('Page 2');
    expect(box(scrollArea()).height).toBe(before.height);
    expect(box(scrollArea()).top).toBe(before.top);
    expect(loopReports).toEqual([]);
  });

  it('grows with a taller window, down to the pager', async () => {
    await page.viewport(1280, 640);
    await renderGrid({ initialState: { pageSize: 50 } }).ready();
    const short = box(scrollArea()).height;
    await page.viewport(1280, 800);
    await waitFor(() => expect(box(scrollArea()).height).toBeCloseTo(short + 160, 0));
    await waitFor(rowsReachThePager);
    expectNoPageScroll();
    expect(loopReports).toEqual([]);
  });

  it('takes back the room of chips cleared at the cap, with no loop reported', async () => {
    await page.viewport(1280, 800);
    const { user } = await renderGrid({
      initialState: {
        pageSize: 50,
        filters: {
          insertFrom: '2020-01-01T00:00:00.000Z',
          insertTo: '2099-12-31T00:00:00.000Z',
          requestedFrom: '2020-01-01T00:00:00.000Z',
          requestedTo: '2099-12-31T00:00:00.000Z',
          status: [1, 2, 3, 4, 5],
        },
      },
    }).ready();
    await waitFor(rowsReachThePager);
    const withChips = box(scrollArea()).height;
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument(),
    );
    // The rows grow into the chips' place (a frame after the grid shrinks): the frame reaches
    // the pager again.
    await waitFor(() => expect(box(scrollArea()).height).toBeGreaterThan(withChips + 20));
    await waitFor(rowsReachThePager);
    expectNoPageScroll();
    expect(loopReports).toEqual([]);
  });

  it('gives the Selection bar its room from the rows, with no cell restyled for it', async () => {
    await page.viewport(1280, 800);
    const { user } = await renderGrid({ initialState: { pageSize: 50 }, selection: {} }).ready();
    const [firstBox] = await screen.findAllByRole('checkbox', { name: /^Select DLV-/ });
    // Its area is in the page before anything is selected (live regions, the bar hidden): it
    // takes no gap, so the rows reach the pager as they do without selection.
    await waitFor(() => expect(document.querySelector('.dt-selection-area')).not.toBeNull());
    await waitFor(rowsReachThePager);
    await user.click(firstBox!);
    const bar = await screen.findByRole('toolbar', { name: 'Selection' });
    // Under the rows: the frame ends a gap above the bar, the bar a gap above the pager.
    const area = bar.closest('.dt-selection-area')!;
    await waitFor(() => {
      expect(box(gridFrame()).bottom).toBeCloseTo(box(area).top - gap(), 0);
      expect(box(area).bottom).toBeCloseTo(box(pagination()).top - gap(), 0);
    });
    expectNoPageScroll();
    // The measure is the scroll area's own: on the root, every cell inherited it and was
    // restyled at each write (210 ms for 1,000 rows drawn in full).
    expect(scrollArea().style.getPropertyValue('--dt-grid-chrome')).toMatch(/px$/);
    const cell = scrollArea().querySelector('.dt-td')!;
    expect(getComputedStyle(cell).getPropertyValue('--dt-grid-chrome')).toBe('');
    // Cleared, the bar goes and its room with it.
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(bar).not.toBeVisible());
    await waitFor(rowsReachThePager);
    expect(loopReports).toEqual([]);
  });

  it("gives a row action's outcome its gap under the rows, and none before it", async () => {
    await page.viewport(1280, 800);
    const { user } = await renderGrid({
      initialState: { pageSize: 50 },
      rows: { actions: [{ label: 'Hand to courier', run: async () => undefined }] },
    }).ready();
    const [menuButton] = await screen.findAllByRole('button', { name: /^Actions for DLV-/ });
    await waitFor(() => expect(document.querySelector('.dt-selection-area')).not.toBeNull());
    await waitFor(rowsReachThePager);
    await user.click(menuButton!);
    await user.click(await screen.findByRole('menuitem', { name: 'Hand to courier' }));
    const outcome = await screen.findByText('Hand to courier: done.');
    const area = outcome.closest('.dt-selection-area')!;
    await waitFor(() => {
      expect(box(gridFrame()).bottom).toBeCloseTo(box(area).top - gap(), 0);
      expect(box(area).bottom).toBeCloseTo(box(pagination()).top - gap(), 0);
    });
    expect(loopReports).toEqual([]);
  });

  it("follows a host's box as it grows and shrinks", async () => {
    await page.viewport(1280, 800);
    await renderGrid(
      { initialState: { pageSize: 50 } },
      {
        wrap: (grid) => (
          <div id="host-box" style={{ height: 400, display: 'flex' }}>
            {grid}
          </div>
        ),
      },
    ).ready();
    const hostBox = document.getElementById('host-box')!;
    // A row flexbox: the grid takes its width (a size container has none of its own).
    expect(box(document.querySelector('.deliveries-table')!).width).toBeCloseTo(
      box(hostBox).width,
      0,
    );
    const small = box(scrollArea()).height;
    hostBox.style.height = '600px';
    await waitFor(() => expect(box(scrollArea()).height).toBeCloseTo(small + 200, 0));
    await waitFor(rowsReachThePager);
    hostBox.style.height = '450px';
    await waitFor(() => expect(box(scrollArea()).height).toBeCloseTo(small + 50, 0));
    await waitFor(rowsReachThePager);
    expect(loopReports).toEqual([]);
  });
});
