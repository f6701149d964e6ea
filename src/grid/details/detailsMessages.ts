/**
 * A delivery's details: the rows' buttons, the region, moving between deliveries. Part of the
 * grid's `messages.table`.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ table: { showDetails: '…' } }} />
 * ```
 */
export interface DeliveriesDetailsMessages {
  /** The details buttons' column, read by screen readers only (with `detail`). */
  showDetails: string;
  /** A row's button that opens its details, named after its delivery. */
  showDetailsFor: (code: string) => string;
  /** Said politely as J or K (or a click) moves the details: the delivery, its place on the page. */
  detailsPosition: (code: string, position: number, count: number) => string;
  /** Name of the details region (a dialog on narrow screens). */
  detailsLabel: (code: string) => string;
  closeDetails: string;
  /** Shown, with "Retry", when the details' code could not be fetched. */
  detailsLoadFailed: string;
  /** In the details when the host's `detail.render` threw; `reason` is its message. */
  detailsFailed: (reason: string) => string;
  /** In the details when the open delivery is not on the page shown. */
  detailsNotShown: (code: string) => string;
}

/** The English defaults. */
export const defaultDetailsMessages: DeliveriesDetailsMessages = {
  showDetails: 'Show details',
  showDetailsFor: (code) => `Show details for ${code}`,
  detailsPosition: (code, position, count) => `${code}, ${position} of ${count}`,
  detailsLabel: (code) => `Delivery ${code}`,
  closeDetails: 'Close details',
  detailsLoadFailed: 'The details could not be loaded.',
  detailsFailed: (reason) => `The details could not be shown: ${reason}`,
  detailsNotShown: (code) => `${code} is not on this page.`,
};
