import '@src/theme/styles.css';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderGrid } from '../harness';
import { gridTable, laptopDataset, onLaptopScreen } from '../layout/laptop';

const generous = { timeout: 10_000 };

/** Whether the cell's own text (not its filter button) runs past its content box. */
function cutText(cell: HTMLElement): boolean {
  const style = getComputedStyle(cell);
  const box = cell.getBoundingClientRect();
  const end = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
  const range = document.createRange();
  range.selectNodeContents(cell.firstChild!);
  return range.getBoundingClientRect().right > end + 0.5;
}

describe("a cut value's title, on rows drawn by position", () => {
  onLaptopScreen();

  it("names the delivery the cell shows after a page turn, not the last page's", async () => {
    const grid = await renderGrid(
      { locale: 'en-US', timeZone: 'UTC' },
      { serve: laptopDataset, wrap: (table) => <div style={{ width: 900 }}>{table}</div> },
    ).ready();
    const [first, next] = [laptopDataset[0]!.code, laptopDataset[25]!.code];
    await screen.findByRole('cell', { name: first }, generous);
    screen.getByRole('separator', { name: 'Resize Code' }).focus();
    await grid.user.keyboard('{Enter}' + '{ArrowLeft}'.repeat(6));
    await waitFor(() => expect(gridTable().getAttribute('data-layout')).toBe('fixed'), generous);
    const code = screen.getByRole('cell', { name: first });
    expect(code.scrollWidth).toBeGreaterThan(code.clientWidth);
    await userEvent.hover(code);
    expect(code.title).toBe(first);
    // The page turns by keyboard, the pointer resting on the cell: its title goes with the code.
    screen.getByRole('button', { name: 'Next page' }).focus();
    await grid.user.keyboard('{Enter}');
    const shown = await screen.findByRole('cell', { name: next }, generous);
    expect(shown).toBe(code);
    expect(shown.title).not.toBe(first);
    expect(shown.scrollWidth).toBeGreaterThan(shown.clientWidth);
    // A pointer that comes to the cell again reads the code it shows now.
    await userEvent.hover(screen.getByRole('cell', { name: laptopDataset[26]!.code }));
    await userEvent.hover(shown);
    expect(shown.title).toBe(next);
  });

  it('titles a cut name in the row in use, whose cell holds its filter button', async () => {
    const name = 'Rheinland Bau AG';
    const dataset = laptopDataset.map((delivery, index) =>
      index === 0 ? { ...delivery, customerBusinessPartnerName: name } : delivery,
    );
    const customers = [...new Set(dataset.map((d) => d.customerBusinessPartnerName))].map(
      (label, index) => ({ value: index + 1, label }),
    );
    const grid = await renderGrid(
      { locale: 'en-US', timeZone: 'UTC', filters: { options: { customers } } },
      { serve: dataset, wrap: (table) => <div style={{ width: 900 }}>{table}</div> },
    ).ready();
    const code = await screen.findByRole('cell', { name: dataset[0]!.code }, generous);
    screen.getByRole('separator', { name: 'Resize Customer' }).focus();
    await grid.user.keyboard('{Enter}' + '{ArrowLeft}'.repeat(8));
    await waitFor(() => expect(gridTable().getAttribute('data-layout')).toBe('fixed'), generous);
    // The pointer comes along the row: its cells' filter buttons are drawn before it reaches one.
    await userEvent.hover(code);
    const cell = screen.getByRole('cell', { name: new RegExp(`^${name}`) });
    await within(cell).findByRole('button', { name: `Filter options for ${name}` }, generous);
    await userEvent.hover(cell);
    expect(cutText(cell)).toBe(true);
    expect(cell.title).toBe(name);
  });

  it("titles a code cut by less than its cell's end padding", async () => {
    const grid = await renderGrid(
      { locale: 'en-US', timeZone: 'UTC' },
      { serve: laptopDataset, wrap: (table) => <div style={{ width: 900 }}>{table}</div> },
    ).ready();
    const first = laptopDataset[0]!.code;
    const code = await screen.findByRole('cell', { name: first }, generous);
    screen.getByRole('separator', { name: 'Resize Code' }).focus();
    await grid.user.keyboard('{Enter}');
    // Narrower by a step (10 px, less than the 12 px padding) at a time, until the code is cut.
    for (let steps = 0; steps < 20 && !cutText(code); steps += 1) {
      const width = code.getBoundingClientRect().width;
      await grid.user.keyboard('{ArrowLeft}');
      await waitFor(() => expect(code.getBoundingClientRect().width).toBeLessThan(width), generous);
    }
    expect(cutText(code)).toBe(true);
    await userEvent.hover(code);
    expect(code.title).toBe(first);
  });
});
