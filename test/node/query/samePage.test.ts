import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { samePage } from '@src/query/samePage';

const rows = generateDeliveries(6, 3);

describe('samePage: two answers a server that ignores pageNumber would send', () => {
  it('is true of the same deliveries, field for field, in the same order', () => {
    expect(
      samePage(
        rows.slice(0, 3),
        rows.slice(0, 3).map((row) => ({ ...row })),
      ),
    ).toBe(true);
  });

  it('is false of other deliveries, another order, a changed field, or a page missing', () => {
    expect(samePage(rows.slice(0, 3), rows.slice(3, 6))).toBe(false);
    expect(samePage(rows.slice(0, 3), rows.slice(0, 3).reverse())).toBe(false);
    const changed = rows
      .slice(0, 3)
      .map((row, index) => (index === 2 ? { ...row, status: 9 } : row));
    expect(samePage(rows.slice(0, 3), changed)).toBe(false);
    expect(samePage(rows.slice(0, 3), rows.slice(0, 2))).toBe(false);
    expect(samePage(rows.slice(0, 3), undefined)).toBe(false);
  });

  it('is false of two empty pages: an empty look-ahead is the last page, not a repeat', () => {
    expect(samePage([], [])).toBe(false);
  });
});
