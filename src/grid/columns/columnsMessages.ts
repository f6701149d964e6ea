/**
 * The columns: "Columns" and its moves, resize handles, and a header's "Column options" menu. Part
 * of the grid's `messages.table`.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ table: { columnsButton: '…' } }} />
 * ```
 */
export interface DeliveriesColumnsMessages {
  /** The toggle of the column settings, and the name of their region. */
  columnsButton: string;
  /** Said in an alert beside "Columns", with "Retry", when its code cannot be fetched. */
  columnsLoadFailed: string;
  /** Name of a column's move-earlier button. */
  moveColumnUp: (columnLabel: string) => string;
  /** Name of a column's move-later button. */
  moveColumnDown: (columnLabel: string) => string;
  /** Name of a column's resize handle in its header. */
  resizeColumn: (columnLabel: string) => string;
  /** Puts every column back in the host's order, shown, at its natural width. */
  resetColumns: string;
  /** Said beside the only column left shown, which cannot be hidden. */
  lastShownColumn: string;
  /** Said after "Columns" moved a column: "Status moved to position 1 of 9." */
  columnMoved: (columnLabel: string, position: number, columnCount: number) => string;
  /** A header's menu button. */
  columnOptions: (columnLabel: string) => string;
  pinToStart: string;
  pinToEnd: string;
  unpin: string;
  /**
   * The header menu's items that make the column 50 px wider or narrower: a way without a drag
   * (WCAG 2.5.7). Optional: their English words come with the menu's code.
   */
  widenColumn?: string;
  narrowColumn?: string;
  /** Said once either item's width shows ("Customer is 240 px wide."). */
  columnWidthSaid?: (columnLabel: string, width: number) => string;
  hideColumn: string;
  /** The status header's item that opens the filter panel on its Status field. */
  filterByStatus: string;
}

/** The English defaults. */
export const defaultColumnsMessages: DeliveriesColumnsMessages = {
  columnsButton: 'Columns',
  columnsLoadFailed: 'Could not load the column settings. Check your connection.',
  moveColumnUp: (columnLabel) => `Move ${columnLabel} up`,
  moveColumnDown: (columnLabel) => `Move ${columnLabel} down`,
  resizeColumn: (columnLabel) => `Resize ${columnLabel}`,
  resetColumns: 'Reset columns',
  lastShownColumn: 'At least one column stays shown.',
  columnMoved: (columnLabel, position, columnCount) =>
    `${columnLabel} moved to position ${position} of ${columnCount}.`,
  columnOptions: (columnLabel) => `Column options for ${columnLabel}`,
  pinToStart: 'Pin to start',
  pinToEnd: 'Pin to end',
  unpin: 'Unpin',
  hideColumn: 'Hide column',
  filterByStatus: 'Filter by status…',
};
