import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { deliveriesTable, expectedCodes, serveDeliveries } from './deliveriesServer';

const warehouse = generateDeliveries(1500, 11);
const longPage = { pageNumber: 1, pageSize: 1000, quickSearch: '' };
const codes = expectedCodes(longPage, warehouse);
const noCap = { '--dt-max-height': 'none' } as object;
// A page of 1,000 with rows that take focus and a Selection bar: the grid's box has no cap, so
// the window (or the host's box below) scrolls the rows.
const renderGrid = gridRenderer({
  initialState: { pageSize: 1000 },
  paging: { pageSizeOptions: [25, 1000] },
  timeZone: 'UTC',
  rows: { onClick: () => undefined },
  selection: { actions: [{ label: 'Hand to courier', run: async () => undefined }] },
});

const drawnRows = () => [
  ...deliveriesTable().querySelectorAll<HTMLElement>('tbody tr[data-index]'),
];
// A busy machine draws late: every wait has room of its own, not the default second.
const settle = { timeout: 10_000 };
const virtualized = () =>
  waitFor(
    () => expect(deliveriesTable().querySelector('tbody[data-virtualized]')).not.toBeNull(),
    settle,
  );
const user = () => userEvent;
const focusedRow = () => document.activeElement!.closest<HTMLElement>('tr[data-key]')!;

/** The focused row is the delivery `index` and whole inside `band`, above the Selection bar if it shows. */
async function expectFocusedInSight(index: number, band = { top: 0, bottom: innerHeight }) {
  await waitFor(() => {
    const row = focusedRow();
    expect(row.dataset.key).toBe(codes[index]);
    const bar = document.querySelector('[role="toolbar"][aria-label="Selection"]');
    const barTop = bar?.checkVisibility() ? bar.getBoundingClientRect().top : Infinity;
    const { top, bottom } = row.getBoundingClientRect();
    expect(top).toBeGreaterThanOrEqual(band.top - 1);
    expect(bottom).toBeLessThanOrEqual(Math.min(band.bottom, barTop) + 1);
  }, settle);
}

/** The rows drawn cover every part of the body in sight: no blank band where rows should be. */
function expectRowsFillSight() {
  const body = (deliveriesTable() as HTMLTableElement).tBodies[0]!.getBoundingClientRect();
  const top = Math.max(0, body.top);
  const bottom = Math.min(innerHeight, body.bottom);
  const rows = drawnRows().map((row) => row.getBoundingClientRect());
  expect(rows[0]!.top).toBeLessThanOrEqual(top + 1);
  expect(rows.at(-1)!.bottom).toBeGreaterThanOrEqual(bottom - 1);
  // Drawn back to back (a focused row kept far away aside).
  const inSight = rows.filter((row) => row.bottom > top && row.top < bottom);
  inSight.slice(1).forEach((row, at) => expect(row.top).toBeCloseTo(inSight[at]!.bottom, 0));
  expect(drawnRows().length).toBeLessThan(60);
}

describe('a virtualized page the window scrolls', () => {
  it('draws the rows in sight, and Page, Home and End bring the row they focus into sight', async () => {
    await page.viewport(1280, 800);
    const bodies = serveDeliveries(warehouse);
    const { user } = renderGrid({}, { wrap: (grid) => <div style={noCap}>{grid}</div> });
    await virtualized();
    expect(bodies).toEqual([longPage]);
    // The box is as tall as its 1,000 rows, yet only those the window shows are drawn.
    const scrollArea = deliveriesTable().parentElement!;
    expect(scrollArea.scrollHeight).toBeGreaterThan(20 * innerHeight);
    await waitFor(() => expect(drawnRows().length).toBeLessThan(60), settle);

    await user.click(within(drawnRows()[0]!).getByText(codes[0]!));
    await expectFocusedInSight(0);
    // A page is what the window shows: some 16 rows of 44 px, not the box's 1,000.
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(Number(focusedRow().dataset.index)).toBeGreaterThan(0), settle);
    const onePage = Number(focusedRow().dataset.index);
    await expectFocusedInSight(onePage);
    expect(onePage).toBeGreaterThan(8);
    expect(onePage).toBeLessThan(20);
    // A page is the rows in sight: more once the toolbar above them has scrolled away.
    await user.keyboard('{PageDown}');
    await waitFor(
      () => expect(Number(focusedRow().dataset.index)).toBeGreaterThan(onePage),
      settle,
    );
    const twoPages = Number(focusedRow().dataset.index);
    expect(twoPages - onePage).toBeGreaterThanOrEqual(onePage);
    expect(twoPages - onePage).toBeLessThan(20);
    await expectFocusedInSight(twoPages);
    expect(drawnRows().length).toBeLessThan(60);

    await user.keyboard('{End}');
    await expectFocusedInSight(999);
    expect(scrollY).toBeGreaterThan(20 * innerHeight);
    expect(drawnRows().length).toBeLessThan(60);
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(Number(focusedRow().dataset.index)).toBeLessThan(990), settle);
    expect(Number(focusedRow().dataset.index)).toBeGreaterThan(979);
    await expectFocusedInSight(Number(focusedRow().dataset.index));
    await user.keyboard('{Home}');
    await expectFocusedInSight(0);

    // With a row ticked, the Selection bar sticks to the window's bottom: rows stop above it.
    await user.keyboard(' ');
    await screen.findByRole('toolbar', { name: 'Selection' });
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(Number(focusedRow().dataset.index)).toBeGreaterThan(8), settle);
    await expectFocusedInSight(Number(focusedRow().dataset.index));
    await expectNoAxeViolations('a virtualized page the window scrolls');
  });

  it('in a host’s scrolling box, End and Home scroll that box to the row', async () => {
    await page.viewport(1280, 800);
    serveDeliveries(warehouse);
    const { user } = renderGrid(
      {},
      {
        wrap: (grid) => (
          <div data-testid="host-box" style={{ height: 600, overflow: 'auto' }}>
            <div style={noCap}>{grid}</div>
          </div>
        ),
      },
    );
    await virtualized();
    const hostBox = screen.getByTestId('host-box');
    await waitFor(() => expect(drawnRows().length).toBeLessThan(40), settle);
    await user.click(within(drawnRows()[0]!).getByText(codes[0]!));
    const band = () => hostBox.getBoundingClientRect();

    await user.keyboard('{End}');
    await expectFocusedInSight(999, band());
    expect(hostBox.scrollTop).toBeGreaterThan(20 * 600);
    expect(scrollY).toBe(0);
    await user.keyboard('{Home}');
    await expectFocusedInSight(0, band());
    expect(drawnRows().length).toBeLessThan(40);
  });

  it('fills the window again when the filter panel above the rows closes', async () => {
    // Narrow enough that the filter panel opens above the rows.
    await page.viewport(900, 800);
    serveDeliveries(warehouse);
    const { user } = renderGrid(
      { selection: false },
      { wrap: (grid) => <div style={noCap}>{grid}</div> },
    );
    await virtualized();
    const filters = screen.getByRole('button', { name: /^Filters/ });
    await user.click(filters);
    await screen.findByRole('region', { name: 'Filters' }, settle);
    for (const top of [5_000, 0]) {
      scrollTo(0, top);
      await waitFor(expectRowsFillSight, settle);
    }
    // Closed, it takes its height away above the rows: they move up the window, unscrolled.
    await user.click(filters);
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull(),
      settle,
    );
    await waitFor(expectRowsFillSight, settle);
  });

  it('draws the rows and brings the focused one into sight under a zoom, in a body that scrolls', async () => {
    await page.viewport(1280, 800);
    serveDeliveries(warehouse);
    // A page that zooms the grid, in an app shell whose body scrolls, not the window.
    const shell = document.createElement('style');
    shell.textContent =
      'html { overflow: hidden; height: 100% } body { overflow: auto; height: 100% }';
    document.head.append(shell);
    try {
      const { user } = renderGrid(
        {},
        { wrap: (grid) => <div style={{ ...noCap, zoom: 1.5 }}>{grid}</div> },
      );
      await virtualized();
      document.body.scrollTop = 20_000;
      await waitFor(expectRowsFillSight, settle);
      await user.click(within(drawnRows()[0]!).getAllByRole('cell')[2]!);
      await user.keyboard('{End}');
      await expectFocusedInSight(999);
      expect(document.body.scrollTop).toBeGreaterThan(40_000);
      await waitFor(expectRowsFillSight, settle);
      await user.keyboard('{Home}');
      await expectFocusedInSight(0);
    } finally {
      shell.remove();
    }
  });

  it('in a host’s box below the fold, End brings the last row into the box and the window', async () => {
    await page.viewport(1280, 800);
    serveDeliveries(warehouse);
    const { user } = renderGrid(
      {},
      {
        wrap: (grid) => (
          <>
            <div style={{ height: 500 }} />
            <div data-testid="host-box" style={{ height: 600, overflow: 'auto' }}>
              <div style={noCap}>{grid}</div>
            </div>
          </>
        ),
      },
    );
    await virtualized();
    await waitFor(() => expect(drawnRows().length).toBeLessThan(40), settle);
    await user.click(within(drawnRows()[0]!).getByText(codes[0]!));
    await user.keyboard('{End}');
    const hostBox = screen.getByTestId('host-box');
    await expectFocusedInSight(999, { top: 0, bottom: innerHeight });
    await expectFocusedInSight(999, hostBox.getBoundingClientRect());
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(Number(focusedRow().dataset.index)).toBeLessThan(999), settle);
    await expectFocusedInSight(Number(focusedRow().dataset.index), hostBox.getBoundingClientRect());
  });

  it('J in the details draws the next delivery’s row and brings it into sight', async () => {
    await page.viewport(1280, 800);
    serveDeliveries(warehouse);
    renderGrid(
      { detail: { render: (delivery) => <p>{delivery.customerBusinessPartnerName}</p> } },
      { wrap: (grid) => <div style={noCap}>{grid}</div> },
    );
    await virtualized();
    await waitFor(() => expect(drawnRows().length).toBeLessThan(60), settle);
    drawnRows()[0]!.focus();
    await user().keyboard('{Enter}');
    await screen.findByRole('complementary', { name: `Delivery ${codes[0]}` }, settle);
    scrollTo(0, 20_000);
    await waitFor(expectRowsFillSight, settle);
    await user().keyboard('j');
    await screen.findByRole('complementary', { name: `Delivery ${codes[1]}` }, settle);
    await waitFor(() => {
      const row = deliveriesTable().querySelector(`tr[data-key="${codes[1]}"]`)!;
      expect(row).not.toBeNull();
      expect(row.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
      expect(row.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);
    }, settle);
  });
});
