import { orderColumns, pinOf } from '../arrangeColumns';
import type { DeliveriesColumnSettings } from '../columnSettings';

interface Identified {
  id: string;
}

// Those pinned to the start come first, those pinned to the end last, as the grid draws them.
const groupOf = (settings: DeliveriesColumnSettings, id: string) =>
  ({ start: 0, end: 2 })[pinOf(settings.pinned, id)!] ?? 1;

/**
 * Every column, hidden ones too, in the order the grid draws them: the "Columns" list, so a
 * position said ("moved to position 2 of 9") is the one seen.
 *
 * @example
 * ```ts
 * listedColumns(columns, { ...settings, pinned: { status: 'start' } })[0].id; // 'status'
 * ```
 */
export function listedColumns<Column extends Identified>(
  columns: readonly Column[],
  settings: DeliveriesColumnSettings,
): Column[] {
  return orderColumns(columns, settings)
    .map((column, index) => ({ column, index, group: groupOf(settings, column.id) }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map(({ column }) => column);
}

/**
 * Moves a column one place (−1 up, +1 down) in {@link listedColumns}, among the columns pinned
 * as it is: past a pin's edge it cannot go (unpinning does that). The same settings when it
 * cannot move.
 *
 * @example
 * ```ts
 * canMove(columns, settings, 'code', -1) && moveListedColumn(columns, settings, 'code', -1);
 * ```
 */
export function moveListedColumn(
  columns: readonly Identified[],
  settings: DeliveriesColumnSettings,
  id: string,
  by: -1 | 1,
): DeliveriesColumnSettings {
  if (!canMove(columns, settings, id, by)) return settings;
  const listed = listedColumns(columns, settings).map((column) => column.id);
  const neighbour = listed[listed.indexOf(id) + by]!;
  const order = orderColumns(columns, settings)
    .map((column) => column.id)
    .filter((other) => other !== id);
  order.splice(order.indexOf(neighbour) + (by > 0 ? 1 : 0), 0, id);
  return { ...settings, order };
}

/** Whether a column has a neighbour pinned as it is, `by` (−1 or +1) places along the list. */
export function canMove(
  columns: readonly Identified[],
  settings: DeliveriesColumnSettings,
  id: string,
  by: -1 | 1,
): boolean {
  const listed = listedColumns(columns, settings);
  const at = listed.findIndex((column) => column.id === id);
  const neighbour = at < 0 ? undefined : listed[at + by];
  return !!neighbour && groupOf(settings, neighbour.id) === groupOf(settings, id);
}
