/**
 * What the grid says after a header's "Column options" menu changed a column, in a polite
 * status (as "Columns" says its moves). Part of the grid's `messages.table`.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ table: { columnHidden: (label) => `${label} ausgeblendet.` } }} />
 * ```
 */
export interface DeliveriesColumnMenuMessages {
  /** Said after "Pin to start" or "Pin to end": "Code pinned to the start." */
  columnPinned: (columnLabel: string, side: 'start' | 'end') => string;
  /** Said after "Unpin": "Code unpinned." */
  columnUnpinned: (columnLabel: string) => string;
  /** Said after "Hide column", with the way back: "Code hidden. Columns shows it again." */
  columnHidden: (columnLabel: string) => string;
}

/** The English defaults. */
export const defaultColumnMenuMessages: DeliveriesColumnMenuMessages = {
  columnPinned: (columnLabel, side) => `${columnLabel} pinned to the ${side}.`,
  columnUnpinned: (columnLabel) => `${columnLabel} unpinned.`,
  columnHidden: (columnLabel) => `${columnLabel} hidden. Columns shows it again.`,
};
