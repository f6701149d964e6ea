import { describe, expect, it } from 'vitest';
import { pinOffsets, type StickyControls } from '@src/table/columns/pinOffsets';
import { stickyEdges } from '@src/table/columns/stickyEdges';
import { fillerColumn, fillerIndex, withFiller } from '@src/table/columns/fillerColumn';
import type { RowColumn } from '@src/table/columns';

const pinned = ['start', 'start', false, false, 'end', 'end'] as const;
const widths = [100, 120, 200, 200, 90, 80];

/** Every combination of the three control columns. */
const combinations: StickyControls[] = [false, true].flatMap((select) =>
  [false, true].flatMap((detail) => [false, true].map((actions) => ({ select, detail, actions }))),
);

const name = (controls: StickyControls) =>
  Object.entries(controls)
    .map(([kind, on]) => `${kind} ${on ? 'on' : 'off'}`)
    .join(', ');

describe('pinOffsets', () => {
  it.each(combinations.map((controls) => [name(controls), controls] as const))(
    'stacks the pinned columns beside the control columns, with %s',
    (_name, controls) => {
      const pins = pinOffsets(pinned, widths, controls, 'ltr');
      const start = controls.select ? 'calc(1 * 2.75rem + ' : '';
      const endCount = Number(controls.detail) + Number(controls.actions);
      const end = endCount > 0 ? `calc(${endCount} * 2.75rem + ` : '';
      const at = (prefix: string, px: number) => (prefix ? `${prefix}${px}px)` : `${px}px`);
      expect(pins.map((pin) => pin?.style)).toEqual([
        { left: at(start, 0) },
        { left: at(start, 100) },
        undefined,
        undefined,
        { right: at(end, 80) },
        { right: at(end, 0) },
      ]);
      // The edges: the last pinned to the start, the first pinned to the end.
      expect(pins.flatMap((pin, index) => (pin?.edge ? [index] : []))).toEqual([1, 4]);
    },
  );

  it('mirrors right to left: the start is the right edge', () => {
    const pins = pinOffsets(pinned, widths, { select: true, detail: false, actions: true }, 'rtl');
    expect(pins.map((pin) => pin?.style)).toEqual([
      { right: 'calc(1 * 2.75rem + 0px)' },
      { right: 'calc(1 * 2.75rem + 100px)' },
      undefined,
      undefined,
      { left: 'calc(1 * 2.75rem + 80px)' },
      { left: 'calc(1 * 2.75rem + 0px)' },
    ]);
  });

  it('pins nothing before the widths are known, or with no pin', () => {
    const controls = { select: true, detail: true, actions: true };
    expect(pinOffsets(pinned, null, controls, 'ltr')).toEqual([]);
    expect(pinOffsets([false, false], [10, 20], controls, 'ltr')).toEqual([]);
  });
});

describe('stickyEdges', () => {
  it('names the sides with a sticky stack, the pinned sides and the control columns', () => {
    const none = { select: false, detail: false, actions: false };
    const bare = { controls: 0, pinnedPx: 0 };
    expect(stickyEdges([], none, null)).toEqual({
      sticky: undefined,
      pinned: undefined,
      controls: undefined,
      stacks: { start: bare, end: bare },
    });
    expect(stickyEdges([], { select: false, detail: true, actions: false }, null)).toEqual({
      sticky: 'end',
      pinned: undefined,
      controls: 'detail',
      stacks: { start: bare, end: { controls: 1, pinnedPx: 0 } },
    });
    const widths = [100, 80, 120, 90];
    const pins = pinOffsets(['start', false, 'start', 'end'], widths, none, 'ltr');
    expect(stickyEdges(pins, { select: false, detail: true, actions: true }, widths)).toEqual({
      sticky: 'start end',
      pinned: 'start end',
      controls: 'detail actions',
      // Each stack's edge: its control columns and the widths of its pinned columns.
      stacks: { start: { controls: 0, pinnedPx: 220 }, end: { controls: 2, pinnedPx: 90 } },
    });
  });
});

describe('the filler column', () => {
  const column = (id: string, extra: Partial<RowColumn> = {}): RowColumn => ({
    id,
    align: 'start',
    dir: undefined,
    render: () => null,
    ...extra,
  });
  const select = column('$select', { kind: 'select' });
  const detail = column('$detail', { kind: 'detail' });
  const code = column('code');
  const status = column('status');
  const inserted = column('insertTime', { pin: { side: 'end', style: {} } });

  it('goes after the last data column, before the control columns at the end', () => {
    expect(withFiller([select, code, status, detail]).map((c) => c.id)).toEqual([
      '$select',
      'code',
      'status',
      '$filler',
      '$detail',
    ]);
    expect(fillerIndex([], 2)).toBe(2);
  });

  it('goes before the columns pinned to the end, which stay at the end', () => {
    expect(withFiller([select, code, inserted, detail]).map((c) => c.id)).toEqual([
      '$select',
      'code',
      '$filler',
      'insertTime',
      '$detail',
    ]);
    expect(fillerIndex([undefined, { side: 'end', style: {} }], 2)).toBe(1);
    expect(withFiller([code])).toEqual([code, fillerColumn]);
  });
});
