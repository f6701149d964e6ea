import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCouriers, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { gridTable, laptopDataset, onLaptopScreen } from '../layout/laptop';
import { expectNoAxeViolations } from '../focus/focusProbe';

const generous = { timeout: 10_000 };
const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const couriers = mockCouriers.map((c) => ({ value: c.courierId, label: c.courierCode }));

describe("a focused row's filter buttons at fixed widths", () => {
  onLaptopScreen();

  // Compact rows leave a row-high button no room clear of the ring (as in the actions column).
  it("leave the row's focus ring whole above and below them", async () => {
    const grid = await renderGrid(
      {
        locale: 'en-US',
        timeZone: 'UTC',
        statusOptions,
        filters: { options: { couriers } },
      },
      { serve: laptopDataset, wrap: (table) => <div style={{ width: 900 }}>{table}</div> },
    ).ready();
    await screen.findByRole('cell', { name: laptopDataset[0]!.code }, generous);
    screen.getByRole('separator', { name: 'Resize Courier' }).focus();
    await grid.user.keyboard('{Enter}{ArrowLeft}{Escape}');
    await waitFor(() => expect(gridTable().getAttribute('data-layout')).toBe('fixed'), generous);
    // The body is one tab stop: Tab reaches the first row, whose buttons a keyboard goes on to.
    for (let presses = 0; presses < 40 && !document.activeElement?.matches('tr'); presses += 1)
      await grid.user.tab();
    const row = document.activeElement as HTMLTableRowElement;
    expect(row.matches(':focus-visible')).toBe(true);
    const courier = laptopDataset[0]!.courierCode;
    const button = await within(row).findByRole(
      'button',
      { name: `Filter options for ${courier}` },
      generous,
    );
    const cell = button.closest('td')!;
    const ring = parseFloat(getComputedStyle(cell).getPropertyValue('--dt-row-ring-width'));
    expect(ring).toBeGreaterThan(0);
    const [box, edges] = [button.getBoundingClientRect(), cell.getBoundingClientRect()];
    const x = box.left + box.width / 2;
    const border = parseFloat(getComputedStyle(cell).borderBottomWidth);
    // The cell paints the ring inside its edges: nothing of the button's box lies over it there.
    expect(document.elementFromPoint(x, edges.top + ring / 2)).toBe(cell);
    expect(document.elementFromPoint(x, edges.bottom - border - ring / 2)).toBe(cell);
    // The button itself stays whole in its cell.
    expect(box.top).toBeGreaterThanOrEqual(edges.top);
    expect(box.bottom).toBeLessThanOrEqual(edges.bottom);
    expect(button.contains(document.elementFromPoint(x, box.top + box.height / 2))).toBe(true);
    await expectNoAxeViolations("a focused row's filter buttons at fixed widths");
  });
});
