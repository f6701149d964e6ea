import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
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
});
