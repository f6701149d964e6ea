import type { RowColumn } from '../columns';
import type { ColumnPin } from './pinOffsets';

/**
 * The empty column that takes the table's slack while a person's widths add up to less than
 * the scroll area: the other columns keep their widths exactly and the rows still span the
 * table. Its cells hold nothing and are hidden from screen readers.
 */
export const fillerColumn: RowColumn = {
  id: '$filler',
  align: 'start',
  dir: undefined,
  kind: 'filler',
  render: () => null,
};

/**
 * Where the filler goes among the data columns: before the first column pinned to the end (so
 * those stay at the end, beside the control columns), else after the last data column.
 *
 * @example
 * ```ts
 * fillerIndex([undefined, undefined, { side: 'end', style: {} }], 3); // 2
 * ```
 */
export function fillerIndex(
  pins: readonly (ColumnPin | undefined)[],
  dataColumnCount: number,
): number {
  const firstEnd = pins.findIndex((pin) => pin?.side === 'end');
  return firstEnd < 0 ? dataColumnCount : Math.min(firstEnd, dataColumnCount);
}

/**
 * The row's columns with the filler among them, where `fillerIndex` puts it.
 *
 * @example
 * ```ts
 * withFiller([select, code, inserted, actions], []); // [select, code, inserted, filler, actions]
 * ```
 */
export function withFiller(columns: readonly RowColumn[]): readonly RowColumn[] {
  const dataColumns = columns.filter((column) => !column.kind);
  const at = dataColumns.findIndex((column) => column.pin?.side === 'end');
  const before = at >= 0 ? dataColumns[at]! : dataColumns.at(-1);
  if (!before) return [...columns, fillerColumn];
  const index = columns.indexOf(before) + (at >= 0 ? 0 : 1);
  return [...columns.slice(0, index), fillerColumn, ...columns.slice(index)];
}
