import { describe, expect, it } from 'vitest';
import { rowWindow, scrollTopToReveal } from '@src/table/rowWindow';

const page = { count: 1000, rowHeight: 40, offset: 40, viewHeight: 400, overscan: 5 };

describe('rowWindow', () => {
  it('draws the rows in view plus the overscan, below the sticky header', () => {
    // 360 px below the header: rows 0 to 8 in view, then 5 more.
    expect(rowWindow({ ...page, scrollTop: 0 })).toEqual({ first: 0, last: 13 });
    // Rows 100 to 108 in view: row 99 is under the header, row 109 below the view.
    expect(rowWindow({ ...page, scrollTop: 4000 })).toEqual({ first: 95, last: 113 });
    expect(rowWindow({ ...page, overscan: 0, scrollTop: 4020 })).toEqual({ first: 100, last: 109 });
  });

  it('stops at the ends and answers an empty list', () => {
    expect(rowWindow({ ...page, scrollTop: 1_000_000 })).toEqual({ first: 999, last: 999 });
    expect(rowWindow({ ...page, count: 3, scrollTop: 0 })).toEqual({ first: 0, last: 2 });
    expect(rowWindow({ ...page, count: 0, scrollTop: 0 })).toEqual({ first: 0, last: -1 });
    // A view no taller than the header still draws a row.
    expect(rowWindow({ ...page, overscan: 0, viewHeight: 30, scrollTop: 0 })).toEqual({
      first: 0,
      last: 0,
    });
  });
});

describe('scrollTopToReveal', () => {
  it('scrolls a row hidden under the header or below the view into view, else leaves it', () => {
    const at = (scrollTop: number) => ({ ...page, scrollTop });
    expect(scrollTopToReveal(5, at(0))).toBeNull();
    expect(scrollTopToReveal(9, at(400))).toBe(360); // under the header: its top just below it
    expect(scrollTopToReveal(30, at(400))).toBe(880); // below: its bottom at the view's bottom
    expect(scrollTopToReveal(999, at(0))).toBe(39_640);
  });
});
