import type { RowColumn } from '../columns';
import type { ColumnPin } from './pinOffsets';

/**
 * The data columns with their pins, in shown order; the control columns carry none.
 *
 * @example
 * ```ts
 * withPins(columns, [undefined, { side: 'start', … }]); // the second data column pinned
 * ```
 */
export function withPins(
  columns: readonly RowColumn[],
  pins: readonly (ColumnPin | undefined)[],
): readonly RowColumn[] {
  if (pins.length === 0) return columns;
  let index = 0;
  return columns.map((column) => {
    if (column.kind) return column;
    const pin = pins[index++];
    return pin ? { ...column, pin } : column;
  });
}
