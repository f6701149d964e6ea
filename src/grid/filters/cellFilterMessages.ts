/**
 * The menu a filterable cell offers (a status pill; a courier, warehouse or customer the host's
 * options name). Part of the grid's `messages.table`; the defaults load with the menus.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ table: { onlyValue: (value) => `Nur ${value}` } }} />
 * ```
 */
export interface DeliveriesCellFilterMessages {
  /** Accessible name of a cell's menu button ("Filter options for Delivered"). */
  cellFilterOptions: (value: string) => string;
  /** The item that filters to the cell's value alone. */
  onlyValue: (value: string) => string;
  /** The item that leaves the cell's value out (statuses only: the contract has no other "not"). */
  excludeValue: (value: string) => string;
}

/** The English defaults. */
export const defaultCellFilterMessages: DeliveriesCellFilterMessages = {
  cellFilterOptions: (value) => `Filter options for ${value}`,
  onlyValue: (value) => `Only ${value}`,
  excludeValue: (value) => `Exclude ${value}`,
};
