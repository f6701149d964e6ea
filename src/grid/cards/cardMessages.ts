/**
 * The words of the card layout a narrow grid shows (`cards`). Pass some as `messages.cards`;
 * the rest keep their English defaults. The fields' labels are the columns' headers.
 *
 * @example
 * ```tsx
 * <DeliveriesTable
 *   baseUrl="/gateway"
 *   messages={{ cards: { sortBy: 'Sortieren nach', card: (code) => `Lieferung ${code}` } }}
 * />
 * ```
 */
export interface DeliveriesCardMessages {
  /** Accessible name of a delivery's card. */
  card: (code: string) => string;
  /** The select that sorts the cards, in place of the headers' buttons. */
  sortBy: string;
  /** Its choice for no sort: the server's order. */
  serverOrder: string;
  /** Its choice for a column in one direction. */
  sortOption: (label: string, order: 'asc' | 'desc') => string;
  /** The toolbar's button that holds what does not fit in its one row. */
  moreTools: string;
  /** The button that closes the filter sheet. */
  closeFilters: string;
}

/**
 * The English card words.
 *
 * @example
 * ```ts
 * defaultDeliveryCardMessages.card('DLV-1'); // 'Delivery DLV-1'
 * ```
 */
export const defaultDeliveryCardMessages: DeliveriesCardMessages = {
  card: (code) => `Delivery ${code}`,
  sortBy: 'Sort by',
  serverOrder: 'Server order',
  sortOption: (label, order) => `${label}, ${order === 'asc' ? 'ascending' : 'descending'}`,
  moreTools: 'More',
  closeFilters: 'Close filters',
};
