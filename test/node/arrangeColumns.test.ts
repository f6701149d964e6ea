import { describe, expect, it } from 'vitest';
import { arrangeColumns, pinOf, resizeColumns, setWidthOf } from '@src/state/arrangeColumns';
import { setColumnShown } from '@src/state/setColumnShown';
import { widthTowards } from '@src/table/columns/resizeMoves';
import { canMove, listedColumns, moveListedColumn } from '@src/state/columns/listedColumns';
import { defaultColumnSettings } from '@src/state/columnSettings';
import { pinColumn } from '@src/state/pinColumn';

const columns = ['code', 'status', 'duQty', 'insertTime'].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((column) => column.id);

describe('arrangeColumns', () => {
  it('orders listed columns first, keeps the rest in the host order, ignores unknown ids', () => {
    const settings = { ...defaultColumnSettings, order: ['insertTime', 'gone', 'duQty'] };
    expect(ids(arrangeColumns(columns, settings))).toEqual([
      'insertTime',
      'duQty',
      'code',
      'status',
    ]);
  });

  it('hides columns but never all of them', () => {
    expect(ids(arrangeColumns(columns, { ...defaultColumnSettings, hidden: ['code'] }))).toEqual([
      'status',
      'duQty',
      'insertTime',
    ]);
    const allHidden = { ...defaultColumnSettings, hidden: ids(columns) };
    expect(ids(arrangeColumns(columns, allHidden))).toEqual(['code']);
  });

  it('moves a column among all columns and stops at the ends', () => {
    const once = moveListedColumn(columns, defaultColumnSettings, 'duQty', -1);
    const moved = moveListedColumn(columns, once, 'duQty', -1);
    expect(moved.order).toEqual(['duQty', 'code', 'status', 'insertTime']);
    expect(moveListedColumn(columns, moved, 'duQty', -1)).toBe(moved);
    expect(moveListedColumn(columns, moved, 'insertTime', 1)).toBe(moved);
  });

  it('lists the columns as drawn, pins first and last, and moves within a pin only', () => {
    const pinned = pinColumn(pinColumn(defaultColumnSettings, 'duQty', 'start'), 'code', 'end');
    expect(ids(listedColumns(columns, pinned))).toEqual(['duQty', 'status', 'insertTime', 'code']);
    // Past a pin's edge a column does not go: unpinning does that.
    expect(canMove(columns, pinned, 'status', -1)).toBe(false);
    expect(canMove(columns, pinned, 'insertTime', 1)).toBe(false);
    expect(moveListedColumn(columns, pinned, 'status', -1)).toBe(pinned);
    const swapped = moveListedColumn(columns, pinned, 'status', 1);
    expect(ids(listedColumns(columns, swapped))).toEqual(['duQty', 'insertTime', 'status', 'code']);
    // Two pinned at the start move between themselves.
    const both = pinColumn(pinned, 'status', 'start');
    const turned = moveListedColumn(columns, both, 'status', -1);
    expect(ids(arrangeColumns(columns, turned))).toEqual(['status', 'duQty', 'insertTime', 'code']);
  });

  it("puts start-pinned columns first and end-pinned last, each in the person's order", () => {
    const pinned = pinColumn(pinColumn(defaultColumnSettings, 'duQty', 'start'), 'code', 'end');
    expect(pinned.pinned).toEqual({ duQty: 'start', code: 'end' });
    expect(ids(arrangeColumns(columns, pinned))).toEqual(['duQty', 'status', 'insertTime', 'code']);
    // Unpinning the last pin leaves no `pinned` at all; a pin that is no side pins nothing.
    expect(pinColumn(pinColumn(pinned, 'duQty', null), 'code', null)).not.toHaveProperty('pinned');
    const odd = { ...defaultColumnSettings, pinned: { status: 'left' } } as never;
    expect(ids(arrangeColumns(columns, odd))).toEqual(['code', 'status', 'duQty', 'insertTime']);
  });

  it('refuses to hide the last shown column', () => {
    const oneLeft = { ...defaultColumnSettings, hidden: ['code', 'status', 'duQty'] };
    expect(setColumnShown(columns, oneLeft, 'insertTime', false)).toBe(oneLeft);
    expect(setColumnShown(columns, oneLeft, 'code', true).hidden).toEqual(['status', 'duQty']);
  });

  it('keeps widths within 48–800 px, rounded, beside the others', () => {
    const sized = resizeColumns(
      { ...defaultColumnSettings, widths: { code: 120 } },
      {
        status: 12,
        duQty: 99.6,
        insertTime: 5000,
      },
    );
    expect(sized.widths).toEqual({ code: 120, status: 48, duQty: 100, insertTime: 800 });
  });

  it('leaves a column whose width is no number as it was', () => {
    const sized = resizeColumns({ ...defaultColumnSettings, widths: { code: 120 } }, {
      code: Number.NaN,
      status: undefined,
      insertTime: 'wide',
      duQty: Infinity,
    } as never);
    expect(sized.widths).toEqual({ code: 120, duQty: 800 });
  });
});

describe('widthTowards', () => {
  it('resizes within the limits the way asked', () => {
    expect(widthTowards(200, 250)).toBe(250);
    expect(widthTowards(780, 830)).toBe(800);
    expect(widthTowards(60, 10)).toBe(48);
    expect(widthTowards(300, 300)).toBe(300);
  });

  it('leaves a column drawn past a limit alone when asked further that way', () => {
    expect(widthTowards(1175, 1225)).toBeNull();
    expect(widthTowards(1175, 1175)).toBeNull();
    expect(widthTowards(1175, 1125)).toBe(800);
    expect(widthTowards(36, -14)).toBeNull();
    expect(widthTowards(36, 86)).toBe(86);
    expect(widthTowards(800, 850)).toBeNull();
  });
});

describe('setWidthOf and pinOf', () => {
  it('read a column’s own entry only, never the prototype’s', () => {
    expect(setWidthOf({ code: 180 }, 'code')).toBe(180);
    expect(setWidthOf({}, 'toString')).toBeUndefined();
    expect(setWidthOf({}, 'constructor')).toBeUndefined();
    expect(pinOf({}, 'constructor')).toBeUndefined();
    expect(pinOf({ toString: 'end' as const }, 'toString')).toBe('end');
  });
});
