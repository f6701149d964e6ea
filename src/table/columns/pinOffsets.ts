import type { CSSProperties } from 'react';

/** A pinned column's edge and how far from it the column sticks. */
export interface ColumnPin {
  side: 'start' | 'end';
  style: CSSProperties;
}

// The checkbox and actions columns' width (selection.css): always stuck to their edge.
const controlWidth = '2.75rem';

/**
 * Where each shown column sticks, from the widths the grid holds: a column pinned to the start
 * sits after the checkbox column and the start-pinned columns before it; one pinned to the end,
 * before the actions column and the end-pinned columns after it. None until widths are known.
 *
 * @example
 * ```ts
 * pinOffsets(['start', false, 'end'], [120, 200, 90], { select: true, actions: false });
 * // [{ side: 'start', style: { insetInlineStart: 'calc(2.75rem + 0px)' } }, undefined,
 * //  { side: 'end', style: { insetInlineEnd: '0px' } }]
 * ```
 */
export function pinOffsets(
  pinned: readonly ('start' | 'end' | false)[],
  widths: readonly number[] | null,
  controls: { select: boolean; actions: boolean },
): (ColumnPin | undefined)[] {
  if (!widths || !pinned.some(Boolean)) return [];
  const at = (side: 'start' | 'end', px: number, control: boolean): ColumnPin => {
    const offset = control ? `calc(${controlWidth} + ${px}px)` : `${px}px`;
    return {
      side,
      style: side === 'start' ? { insetInlineStart: offset } : { insetInlineEnd: offset },
    };
  };
  const pins: (ColumnPin | undefined)[] = [];
  let start = 0;
  pinned.forEach((side, index) => {
    if (side !== 'start') return;
    pins[index] = at('start', start, controls.select);
    start += widths[index] ?? 0;
  });
  let end = 0;
  for (let index = pinned.length - 1; index >= 0; index -= 1) {
    if (pinned[index] !== 'end') continue;
    pins[index] = at('end', end, controls.actions);
    end += widths[index] ?? 0;
  }
  return pins;
}
