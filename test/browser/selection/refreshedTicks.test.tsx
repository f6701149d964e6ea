import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesSelection } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { catchDownloads, readCsv } from '../export/exportHarness';
import { gridRenderer } from '../harness';
import { checkboxesShown, rowCheckbox, selectionBar } from './selectionHarness';

afterEach(() => vi.restoreAllMocks());

// The server's rows, changed in place by "another operator" during the test.
const dataset = generateDeliveries(30, 12);
const handed: DeliveriesSelection[] = [];
// Ten rows a page, and an action that keeps what it is handed.
const options = {
  statusOptions: mockStatuses,
  timeZone: 'UTC',
  locale: 'en-GB',
  initialState: { pageSize: 10 },
  paging: { prefetchNextPage: false },
  selection: {
    actions: [
      {
        label: 'Hand to courier',
        run: async (selection: DeliveriesSelection) => void handed.push(selection),
      },
    ],
  },
};
const renderGrid = gridRenderer({ ...options, refresh: {} }, { serve: dataset });

describe('a ticked row that a refresh changed', () => {
  it('is handed to an action and written to the CSV as the grid now shows it', async () => {
    const files = catchDownloads();
    const grid = await renderGrid().ready();
    const code = (await checkboxesShown())[2]!;
    await grid.user.click(rowCheckbox(code));
    // Another operator repacks it: 977 pallets. The person refreshes and sees it.
    const at = dataset.findIndex((delivery) => delivery.code === code);
    dataset[at] = { ...dataset[at]!, palletQty: 977 };
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    const row = rowCheckbox(code).closest('tr')!;
    await waitFor(() => expect(row).toHaveAttribute('data-change', 'changed'), { timeout: 10_000 });
    expect(within(row).getByText('977')).toBeTruthy();

    await grid.user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(handed).toHaveLength(1), { timeout: 10_000 });
    expect(handed[0]).toMatchObject({ kind: 'codes', codes: [code] });
    expect(handed[0]!.kind === 'codes' && handed[0]!.deliveries[0]!.palletQty).toBe(977);

    await grid.user.click(
      await within(selectionBar()).findByRole('button', { name: 'Export selected (CSV)' }),
    );
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 10_000 });
    const [header, record] = await readCsv(files[0]!);
    expect(record![0]).toBe(code);
    expect(record![header!.indexOf('Pallets')]).toBe('977');
  });
});

// Page 2's first row is another delivery under a code page 1 shows (inserted at another moment).
const twins = generateDeliveries(30, 13);
twins[10] = { ...twins[10]!, code: twins[0]!.code, insertTime: '2025-01-01T00:00:00.000Z' };
const renderTwins = gridRenderer(options, { serve: twins });

describe('a ticked row whose code another page repeats', () => {
  it('is handed over as ticked, not as the other page shows another delivery', async () => {
    handed.length = 0;
    const grid = await renderTwins().ready();
    await checkboxesShown();
    await grid.user.click(rowCheckbox(twins[0]!.code));
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Page 2')).toBeTruthy(), { timeout: 10_000 });
    await grid.user.click(within(selectionBar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(handed).toHaveLength(1), { timeout: 10_000 });
    expect(handed[0]!.kind === 'codes' && handed[0]!.deliveries[0]!.insertTime).toBe(
      twins[0]!.insertTime,
    );
  });
});
