/**
 * The quick search's box and what it says under it. Part of the grid's `messages.table`.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ table: { searchLabel: '…' } }} />
 * ```
 */
export interface DeliveriesSearchMessages {
  searchLabel: string;
  searchPlaceholder: string;
  /** Shown under the searchbox once the text reaches the limit. */
  searchTooLong: (maxLength: number) => string;
  /** Shown instead when a paste did not fit: the box holds only its first part. */
  searchPasteCut: (maxLength: number) => string;
}

/** The English defaults. */
export const defaultSearchMessages: DeliveriesSearchMessages = {
  searchLabel: 'Search deliveries',
  searchPlaceholder: 'Search code, customer, courier…',
  searchTooLong: (maxLength) => `Search is limited to ${maxLength} characters.`,
  searchPasteCut: (maxLength) =>
    `Search is limited to ${maxLength} characters: the pasted text was cut to fit.`,
};
