/**
 * The grid's "Export" menu (this page, or every matching delivery, as CSV).
 * `exporting={false}` hides it.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" exporting={{ maxRows: 50_000, pageSize: 1000 }} />
 * ```
 */
export interface DeliveriesExportingOptions {
  /** Most rows "Export all matching" fetches; default 10,000. */
  maxRows?: number;
  /** Rows per request of "Export all matching"; default 500. Keep it within the server's limit. */
  pageSize?: number;
}
