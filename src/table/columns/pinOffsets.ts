import type { CSSProperties } from 'react';
import type { Direction } from '../../shared/direction';

/** A pinned column's edge and how far from it the column sticks. */
export interface ColumnPin {
  side: 'start' | 'end';
  style: CSSProperties;
  /** The pinned column next to the scrolling ones (the last at the start, the first at the end). */
  edge?: true;
}

/** Which control columns are shown: each sticks at its edge, before any pinned column. */
export interface StickyControls {
  /** The checkbox column, at the start. */
  select: boolean;
  /** The "Show details" column, at the end before the row actions. */
  detail: boolean;
  /** The row actions column, last. */
  actions: boolean;
}

// The control columns' width (selection.css gives their cells 2.75rem): stuck to their edge.
const controlWidth = '2.75rem';

/**
 * Where each shown column sticks, from the widths the grid holds: a column pinned to the start
 * sits after the checkbox column and the start-pinned columns before it; one pinned to the end,
 * before the details and actions columns and the end-pinned columns after it. The pinned column
 * next to the scrolling ones is the `edge`, which draws the divider. None until widths are known,
 * and none while the pinned columns leave the others under 200 px of the room (a quarter of it,
 * if less): the columns that scroll stay in view; the pins stick again once there is room.
 *
 * The offsets are physical (`left`, `right`), from the grid's direction: a text cell carries
 * `dir="auto"` for its own text, so a logical inset on it would follow a code's Latin letters
 * to the left edge of a right-to-left grid.
 *
 * @example
 * ```ts
 * pinOffsets(['start', false, 'end'], [120, 200, 90], { select: true, detail: true, actions: false }, 'ltr');
 * // [{ side: 'start', style: { left: 'calc(1 * 2.75rem + 0px)' }, edge: true }, undefined,
 * //  { side: 'end', style: { right: 'calc(1 * 2.75rem + 0px)' }, edge: true }]
 * ```
 */
export function pinOffsets(
  pinned: readonly ('start' | 'end' | false)[],
  widths: readonly number[] | null,
  controls: StickyControls,
  direction: Direction,
  /** The data columns' room: pins that leave under 200 px of it (a quarter, if less) do not stick. */
  room?: number,
): (ColumnPin | undefined)[] {
  if (!widths || !pinned.some(Boolean)) return [];
  // Stuck, they would cover every column that scrolls: none could be seen or reached.
  const pinnedWidth = pinned.reduce(
    (sum, side, index) => sum + (side ? (widths[index] ?? 0) : 0),
    0,
  );
  if (room !== undefined && room > 0 && room - pinnedWidth < Math.min(200, room / 4)) return [];
  const startControls = Number(controls.select);
  const endControls = Number(controls.detail) + Number(controls.actions);
  const at = (side: 'start' | 'end', px: number, count: number): ColumnPin => {
    const offset = count > 0 ? `calc(${count} * ${controlWidth} + ${px}px)` : `${px}px`;
    return {
      side,
      style: { [(side === 'start') === (direction === 'ltr') ? 'left' : 'right']: offset },
    };
  };
  const pins: (ColumnPin | undefined)[] = pinned.map(() => undefined);
  let start = 0;
  let lastStart: ColumnPin | undefined;
  pinned.forEach((side, index) => {
    if (side !== 'start') return;
    lastStart = pins[index] = at('start', start, startControls);
    start += widths[index] ?? 0;
  });
  let end = 0;
  let firstEnd: ColumnPin | undefined;
  for (let index = pinned.length - 1; index >= 0; index -= 1) {
    if (pinned[index] !== 'end') continue;
    firstEnd = pins[index] = at('end', end, endControls);
    end += widths[index] ?? 0;
  }
  if (lastStart) lastStart.edge = true;
  if (firstEnd) firstEnd.edge = true;
  return pins;
}
