import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, readCsv } from '../export/exportHarness';
import {
  checkboxesShown,
  dataset,
  pageCheckbox,
  renderSelectableGrid,
  rowCheckbox,
  selectionBar,
} from './selectionHarness';

afterEach(() => vi.restoreAllMocks());

/** Every match ticked ("Select all matching"), then the first `unticked` rows of page 1 unticked. */
async function everyMatchLess(unticked: number, props: Parameters<typeof renderSelectableGrid>[0]) {
  const files = catchDownloads();
  const grid = renderSelectableGrid(props);
  const codes = await checkboxesShown();
  await grid.user.click(pageCheckbox());
  await grid.user.click(
    within(selectionBar()).getByRole('button', { name: 'Select all matching' }),
  );
  for (const code of codes.slice(0, unticked)) await grid.user.click(rowCheckbox(code));
  await grid.user.click(
    within(selectionBar()).getByRole('button', { name: 'Export selected (CSV)' }),
  );
  await waitFor(() => expect(files).toHaveLength(1), { timeout: 10_000 });
  const [, ...records] = await readCsv(files[0]!);
  return { grid, codes: records.map((record) => record[0]) };
}

const exportStatus = () => selectionBar().querySelector('.dt-export-status')!.textContent;

describe('"Export selected" of every match less some unticked', () => {
  it('counts the rows selected against exporting.maxRows, not the ones unticked', async () => {
    // 120 match, 5 unticked: 115 selected, exactly the cap.
    const { codes } = await everyMatchLess(5, { exporting: { maxRows: 115 } });
    expect(codes).toEqual(dataset.slice(5).map((delivery) => delivery.code));
    await waitFor(() => expect(exportStatus()).toBe('Exported 115 deliveries.'));
  });

  it('says more match only when more are selected than the cap', async () => {
    const { codes } = await everyMatchLess(5, { exporting: { maxRows: 100 } });
    expect(codes).toEqual(dataset.slice(5, 105).map((delivery) => delivery.code));
    await waitFor(() => expect(exportStatus()).toMatch(/^Exported the first 100 deliveries/));
  });

  it("keeps a row whose key the host's getRowId cannot read: it was never unticked", async () => {
    const broken = dataset[57]!.code;
    const getRowId = (delivery: { code: string }) => {
      if (delivery.code === broken) throw new Error('no tenant');
      return delivery.code;
    };
    const { codes } = await everyMatchLess(1, { rows: { getRowId } });
    expect(codes).toEqual(dataset.slice(1).map((delivery) => delivery.code));
    await waitFor(() => expect(exportStatus()).toBe('Exported 119 deliveries.'));
  });
});

describe('an export count a host gives that is not a whole number from 1', () => {
  it('exports with the default instead, and the notice names the option', async () => {
    const files = catchDownloads();
    const { user } = renderSelectableGrid({ exporting: { maxRows: Infinity, pageSize: 2.5 } });
    await checkboxesShown();
    await screen.findByText(
      'The option exporting.maxRows is “Infinity”, not a whole number from 1, so 10000 is used.',
      { exact: false },
    );
    expect(screen.getByText(/exporting\.pageSize is “2\.5”/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export all matching (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 10_000 });
    const [, ...records] = await readCsv(files[0]!);
    expect(records).toHaveLength(dataset.length);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
