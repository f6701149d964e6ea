import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { firstRows, renderGrid, saveScreenshot } from '../harness';
import { catchDownloads, choose, readCsv } from './exportHarness';

// Newest first: these two lead the first page, one before Berlin's change to summer time and one after.
const winter = { code: 'DLV-WINTER', insertTime: '2026-03-12T01:07:11.000Z' };
const summer = { code: 'DLV-SUMMER', insertTime: '2026-03-29T01:30:00.000Z' };
const dataset = generateDeliveries(40, 27).map((delivery, index) => ({
  ...delivery,
  insertTime: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString(),
}));
dataset.push({ ...dataset[0]!, ...winter }, { ...dataset[1]!, ...summer });

afterEach(() => {
  vi.restoreAllMocks();
});

/** The text of a row's "Inserted" cell, as the grid shows it. */
function shownTime(rows: HTMLElement[], code: string): string {
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  const column = headers.findIndex((header) => header?.startsWith('Inserted'));
  const row = rows.find((candidate) => within(candidate).queryByText(code))!;
  return within(row).getAllByRole('cell')[column]!.textContent ?? '';
}

describe("the file's times are the grid's times", () => {
  it.each([['Export this page (CSV)'], ['Export all matching (CSV)']])(
    '%s writes insertTime in the grid zone, with its offset and the zone in the header',
    async (item) => {
      const files = catchDownloads();
      const grid = renderGrid(
        {
          statusOptions: mockStatuses,
          locale: 'en-GB',
          timeZone: 'Europe/Berlin',
          initialState: { orderBy: { key: 'insertTime', order: 'desc' } },
        },
        { serve: dataset },
      );
      const rows = await firstRows();
      // What the person sees: Berlin's wall clock, before and after the change to summer time.
      expect(shownTime(rows, winter.code)).toBe('12 Mar 2026, 02:07');
      expect(shownTime(rows, summer.code)).toBe('29 Mar 2026, 03:30');

      await choose(grid.user, item);
      await expect.poll(() => files.length, { timeout: 15_000 }).toBe(1);
      const [header, ...records] = await readCsv(files[0]!);
      const inserted = header!.indexOf('Inserted (Europe/Berlin)');
      expect(header!.at(-1)).toBe('Inserted (Europe/Berlin)');
      const written = (code: string) => records.find((record) => record[0] === code)![inserted];
      expect(written(winter.code)).toBe('2026-03-12T02:07:11+01:00');
      expect(written(summer.code)).toBe('2026-03-29T03:30:00+02:00');
      // The same instants the server sent: nothing shifted, only written as the grid shows them.
      expect(Date.parse(written(winter.code)!)).toBe(Date.parse(winter.insertTime));
      if (item.includes('page'))
        await saveScreenshot('export-time-zone-grid', rows[0]!.closest('table')!);
    },
  );
});
