import type { Delivery } from '../../api/types';
import { sameKeys } from '../../shared/sameKeys';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';
import { mayOverflowLength } from '../cells';
import { rowOverscan } from '../rowWindow';
import type { ColumnMetrics } from './columnMetrics';
import { fitColumnWidths, type ColumnExtent } from './fitColumnWidths';

export { drawnInAny, readColumnMetrics } from './columnMetrics';
export { forgetCutTitles, titleCutText } from './cutTextTitle';
export {
  focusHandle,
  keyOnHandle,
  observeNaturalWidth,
  pressHandle,
  replayKeys,
  replayPress,
  widthTowards,
} from './resizeMoves';

/** Whether cells.tsx draws the text in a clamped box, which may give up its width. */
const isBoxed = (value: unknown, columnId: string, text: string) =>
  typeof value === 'string' && columnId !== 'insertTime' && text.length > mayOverflowLength;

/**
 * Rows read for the widths of a long page drawn in full: a page of a thousand, which then needs
 * no clip per cell (a clip is a node for the browser's style, pre-paint and paint: a
 * 1,000-row answer's frame took 17 to 21 ms more with them). The stylesheet's `.dt-table[data-fitted]`
 * rules cut the text of the rows after these.
 */
export const sampledRows = 1000;

/** The rows whose text the widths are worked out from: those drawn first, as the browser would. */
const rowsRead = (metrics: ColumnMetrics, rows: readonly Delivery[], virtualized: boolean) => {
  const read = virtualized ? metrics.rowsInView + rowOverscan : sampledRows;
  return rows.length > read ? rows.slice(0, read) : rows;
};

/** What the columns' widths are worked out from: their rows and how their text is drawn. */
export interface WidthsSource extends TextSource {
  columns: readonly DeliveryColumn[];
  rows: readonly Delivery[] | undefined;
}

/** What the text is read from, and how the rows are drawn. */
export interface TextSource {
  textOf: (delivery: Delivery, columnId: string) => string;
  /** The status column draws pills (`statusOptions`): their padding adds to the text. */
  pills: boolean;
  /** The body draws only the rows in view: read those and its overscan, as the browser would. */
  virtualized: boolean;
}

/**
 * The columns' widths for `rows`, from their text measured in the metrics' fonts: as the
 * browser's own sizing does, a column of long text gives way down to its header, short text
 * and numbers, statuses and dates never. Null for a host's cells, whose size the text does
 * not say, or columns the metrics were not read for.
 *
 * @example
 * ```ts
 * textColumnWidths(metrics, columns, rows, { textOf, pills: true, virtualized: false });
 * // [149, 162, 100, …]
 * ```
 */
export function textColumnWidths(
  metrics: ColumnMetrics,
  columns: readonly DeliveryColumn[],
  rows: readonly Delivery[],
  { textOf, pills, virtualized }: TextSource,
): number[] | null {
  if (columns.some((column) => column.cell) || columns.length !== metrics.headerWidths.length)
    return null;
  const { widthOf, pillWidthOf } = metrics;
  const sample = rowsRead(metrics, rows, virtualized);
  const extents = columns.map((column, index): ColumnExtent => {
    const header = metrics.headerWidths[index] ?? 0;
    const pill = pills && column.id === 'status';
    // Long text is boxed (cells.tsx) and may give way down to the header; short text may not.
    let boxed = 0;
    let bare = 0;
    for (const delivery of sample) {
      const text = textOf(delivery, column.id);
      // A status without a label is drawn as its number, in the cell's font, not as a pill.
      if (pill) bare = Math.max(widthOf(text, bare), pillWidthOf(text) + metrics.pillInline);
      else if (!isBoxed(delivery[column.id], column.id, text)) bare = widthOf(text, bare);
      // Long text is cut at the cap: once a value reaches it, the others need not be measured.
      else if (boxed < metrics.textCap) boxed = Math.min(widthOf(text, boxed), metrics.textCap);
    }
    const min = Math.max(header, bare + metrics.cellInline);
    return { min, max: Math.max(min, boxed + metrics.cellInline) };
  });
  // Pills come with statuses to filter by: the row in use draws "Filter options for …" beside
  // the widest pill, not over it, where the columns' least widths leave that room (with
  // `filters: false`, room no button takes).
  const at = pills ? columns.findIndex((column) => column.id === 'status') : -1;
  const status = extents[at];
  if (status) {
    const least = extents.reduce((sum, extent) => sum + extent.min, metrics.filterRoom);
    if (least <= metrics.room) extents[at] = roomFor(status, metrics.filterRoom);
  }
  return fitColumnWidths(extents, metrics.room);
}

const roomFor = ({ min, max }: ColumnExtent, room: number): ColumnExtent => ({
  min: min + room,
  max: Math.max(min + room, max),
});

const sameWidths = (a: readonly number[] | null, b: readonly number[] | null) =>
  a === b || (!!a && !!b && sameKeys(a, b));

/**
 * Whether `after` (read once a web font arrived) measures the header or the rows' text
 * otherwise than `before`: widths held from before are then worked out again.
 *
 * @example
 * ```ts
 * measuresOtherwise(before, after, { columns, rows, textOf, pills: false, virtualized: false });
 * ```
 */
export function measuresOtherwise(
  before: ColumnMetrics,
  after: ColumnMetrics,
  { columns, rows, ...text }: WidthsSource,
): boolean {
  if (!sameWidths(before.headerWidths, after.headerWidths)) return true;
  if (!rows || rows.length === 0) return false;
  const worked = textColumnWidths(before, columns, rows, text);
  // A host's cells: the browser sized them, maybe in the fallback; their text says it best.
  if (worked === null)
    return !sameWidths(
      widestTexts(before, columns, rows, text),
      widestTexts(after, columns, rows, text),
    );
  return !sameWidths(worked, textColumnWidths(after, columns, rows, text));
}

/** Each column's widest text among the rows read, in the metrics' fonts. */
function widestTexts(
  metrics: ColumnMetrics,
  columns: readonly DeliveryColumn[],
  rows: readonly Delivery[],
  { textOf, pills, virtualized }: TextSource,
): number[] {
  const sample = rowsRead(metrics, rows, virtualized);
  return columns.map((column) => {
    const widthOf = pills && column.id === 'status' ? metrics.pillWidthOf : metrics.widthOf;
    return sample.reduce((widest, delivery) => widthOf(textOf(delivery, column.id), widest), 0);
  });
}
