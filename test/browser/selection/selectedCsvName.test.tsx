import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, readCsv, todaysFileName } from '../export/exportHarness';
import {
  checkboxesShown,
  renderSelectableGrid,
  rowCheckbox,
  selectionBar,
} from './selectionHarness';

afterEach(() => {
  vi.restoreAllMocks();
});

// The Swedish locale writes dates as YYYY-MM-DD.
const today = () => new Date().toLocaleDateString('sv');

describe("the selection's CSV file", () => {
  it('is named apart from the grid\'s exports: "deliveries-selected-<date>.csv"', async () => {
    const files = catchDownloads();
    const { user } = renderSelectableGrid();
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[0]!));
    await user.click(rowCheckbox(codes[2]!));
    await user.click(within(selectionBar()).getByRole('button', { name: 'Export selected (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [, ...records] = await readCsv(files[0]!);
    expect(records.map((record) => record[0])).toEqual([codes[0], codes[2]]);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export this page (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files.map((file) => file.name)).toEqual([
      `deliveries-selected-${today()}.csv`,
      todaysFileName(),
    ]);
  });

  it("takes its word from the host's messages", async () => {
    const files = catchDownloads();
    const { user } = renderSelectableGrid({
      messages: { selection: { selectedFileName: 'Auswahl' } },
    });
    const codes = await checkboxesShown();
    await user.click(rowCheckbox(codes[1]!));
    await user.click(within(selectionBar()).getByRole('button', { name: 'Export selected (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe(`deliveries-auswahl-${today()}.csv`);
  });
});
