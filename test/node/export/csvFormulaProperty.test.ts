import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/api/types';
import { toDeliveriesCsv, type DeliveryExportColumn } from '@src/export/toDeliveriesCsv';
import { parseCsv } from './parseCsv';
import { formulaPieces } from './spreadsheetCells';

/**
 * Characters that build attacks: formula starts and their full-width and small forms, the three
 * separators and line breaks, spaces (ASCII, no-break, ideographic), NUL, invisible format
 * characters, quotes (ASCII and full-width) and a few harmless ones.
 */
const risky = [
  '=',
  '+',
  '-',
  '@',
  '＝',
  '＋',
  '－',
  '＠',
  '﹦',
  '﹢',
  '﹣',
  '﹫',
  '⁼',
  '⁺',
  '\u2212',
  ',',
  ';',
  '\t',
  '\r',
  '\n',
  ' ',
  '\u00a0',
  '\u3000',
  '\u0000',
  '\u001f',
  '\u200b',
  '\ufeff',
  '"',
  '＂',
  "'",
  '|',
  '!',
  '(',
  ')',
  'A',
  'a',
  '1',
  'é',
  '🚚',
];
const riskyText = fc.string({ unit: fc.constantFrom(...risky), maxLength: 12 });
const anyText = fc.oneof(riskyText, riskyText, fc.string({ unit: 'binary', maxLength: 12 }));
const value = fc.oneof(
  anyText,
  anyText,
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

const columnIds = ['code', 'customerBusinessPartnerName', 'duQty', 'status'] as const;
const file = fc.record({
  labels: fc.tuple(anyText, anyText, anyText, anyText),
  statusLabel: anyText,
  rows: fc.array(fc.tuple(value, value, value, fc.oneof(fc.constant(1), value)), {
    maxLength: 5,
  }),
});

/** What the writer may do to a text cell: add `'`s, nothing else. */
const withoutQuoteMarks = (text: string) => text.replaceAll("'", '');

/** The cell a number, boolean or other value should read back as. */
function expectedCell(cell: unknown, columnId: string, statusLabel: string): string {
  if (columnId === 'status' && cell === 1) return statusLabel;
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return String(cell);
  return '';
}

describe('toDeliveriesCsv: no cell becomes a formula, whatever the text (property)', () => {
  it('holds for a split on "," ";" tab or a line break, and keeps the data', () => {
    fc.assert(
      fc.property(file, ({ labels, statusLabel, rows }) => {
        const columns: DeliveryExportColumn[] = columnIds.map((id, index) => ({
          id,
          label: labels[index]!,
        }));
        const deliveries = rows.map(
          (row) => Object.fromEntries(columnIds.map((id, index) => [id, row[index]])) as Delivery,
        );
        const csv = toDeliveriesCsv(deliveries, columns, {
          statusOptions: [{ value: 1, label: statusLabel }],
        });

        expect(formulaPieces(csv)).toEqual([]);
        // Read as RFC 4180: no cell starts with a tab or a carriage return either.
        const [header, ...records] = parseCsv(csv);
        for (const cell of [header!, ...records].flat()) expect(cell).not.toMatch(/^[\t\r]/);
        // The data is all there: text differs only by added `'`, numbers are untouched.
        expect(header!.map(withoutQuoteMarks)).toEqual(labels.map(withoutQuoteMarks));
        expect(records.map((record) => record.map(withoutQuoteMarks))).toEqual(
          rows.map((row) =>
            row.map((cell, index) =>
              withoutQuoteMarks(expectedCell(cell, columnIds[index]!, statusLabel)),
            ),
          ),
        );
      }),
      { seed: 20261125, numRuns: 200 },
    );
  });
});
