import '@src/theme/styles.css';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderGrid } from '../harness';
import { gridTable, laptopDataset, onLaptopScreen } from '../layout/laptop';

const generous = { timeout: 10_000 };

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
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    const shown = await screen.findByRole('cell', { name: next }, generous);
    expect(shown.scrollWidth).toBeGreaterThan(shown.clientWidth);
    // A pointer that comes to the cell again reads the code it shows now.
    await userEvent.hover(screen.getByRole('cell', { name: laptopDataset[26]!.code }));
    await userEvent.hover(shown);
    expect(shown.title).toBe(next);
  });
});
