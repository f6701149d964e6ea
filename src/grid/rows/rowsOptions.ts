import type { Delivery } from '../../api/types';
import type { DeliveriesRowAction } from '../../selection/options';

/**
 * The rows: what a click does, a delivery's identity, and how many are drawn.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" rows={{ onClick: (delivery) => open(delivery.code) }} />
 * ```
 */
export interface DeliveriesRowsOptions {
  /** Makes rows clickable and focusable (Enter or Space activates). */
  onClick?: (delivery: Delivery) => void;
  /**
   * A delivery's id; default: its `code`. Each row's key (`grid.rowKeys`) is made from it,
   * unique on the page: the first row with an id is keyed by it, a later one on the same page by
   * the id and its occurrence (`DLV-1~2`), so two rows with one id are ticked, opened, marked
   * and exported each on its own (and a notice says the page repeats it). A custom `cell` is
   * keyed by the row's key, so its state belongs to that row; rows are drawn by position. It
   * must give a string, the same one for the same row: a page on which it throws or gives
   * anything else is not shown, and the grid's alert names the row ("The rows could not be
   * shown: rows.getRowId gave row 3 no id: …"), with "Retry".
   */
  getRowId?: (delivery: Delivery) => string;
  /**
   * Pages with more rows than this draw only the rows in view of the grid's scroll area (its
   * height is `--dt-max-height`), plus a few beyond each edge; default 100 (also used for a
   * value that is not a number from 0, which the settings notice names). `Infinity` never
   * virtualizes.
   */
  virtualizeAbove?: number;
  /**
   * Most rows the grid holds, whatever the server sends; default 10,000 (also used for a value
   * that is not a number from 1, which the settings notice names). A longer answer shows its first rows and a notice saying how
   * many came.
   */
  maxRendered?: number;
  /**
   * A menu button "Actions for DLV-…" at the end of each row, with these items; run and reported
   * as the selection's bulk actions are (progress, "Cancel", an alert with "Retry").
   */
  actions?: readonly DeliveriesRowAction[];
}

const defaults = { virtualizeAbove: 100, maxRendered: 10_000 };

/**
 * A row count the grid can use: the host's where it is one (`virtualizeAbove` from 0,
 * `maxRendered` from 1, either may be `Infinity`), else the default. `NaN` or `-1` would leave the
 * body blank.
 *
 * @example
 * ```ts
 * usableCount({ maxRendered: -1 }, 'maxRendered'); // 10000
 * ```
 */
export function usableCount(
  rows: Pick<DeliveriesRowsOptions, 'virtualizeAbove' | 'maxRendered'> | undefined,
  count: 'virtualizeAbove' | 'maxRendered',
): number {
  const given = rows?.[count];
  const least = count === 'maxRendered' ? 1 : 0;
  return typeof given === 'number' && given >= least ? given : defaults[count];
}
