import { describe, expect, it } from 'vitest';
import { fitColumnWidths } from '@src/table/columns/fitColumnWidths';

const total = (widths: readonly number[]) => widths.reduce((sum, width) => sum + width, 0);

describe('fitColumnWidths, as an automatic table layout shares its room', () => {
  it('gives each column its widest where all fit, the rest shared by those widths', () => {
    const widths = fitColumnWidths(
      [
        { min: 40, max: 100 },
        { min: 60, max: 300 },
      ],
      800,
    );
    expect(widths).toEqual([200, 600]);
  });

  it('narrows the columns that can give, by their share of what must give', () => {
    const widths = fitColumnWidths(
      [
        { min: 50, max: 250 },
        { min: 80, max: 80 },
        { min: 50, max: 150 },
      ],
      280,
    );
    // 200 of the 300 that can give must: each gives two thirds of what it could.
    expect(widths.map((width) => Math.round(width * 100) / 100)).toEqual([116.67, 80, 83.33]);
    expect(total(widths)).toBeCloseTo(280);
  });

  it('gives each its narrowest where not even those fit: the table is then wider than its room', () => {
    expect(
      fitColumnWidths(
        [
          { min: 90, max: 200 },
          { min: 90, max: 90 },
        ],
        100,
      ),
    ).toEqual([90, 90]);
  });

  it('fills the room with columns of no width', () => {
    expect(fitColumnWidths([{ min: 0, max: 0 }], 120)).toEqual([0]);
  });
});
