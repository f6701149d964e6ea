import * as code from './filtersCodeModule';

/**
 * The filters' code (their checks, their mapping onto the request, zoned wall-clock time and
 * relative dates), for `filters.code`: a grid given it checks and sends filters in its first
 * render instead of fetching the code the first time its state holds one. For pages rendered
 * on the server from a link with filters, so the server's HTML shows the filtered rows and the
 * browser hydrates them as they are; it adds about 2 KB gzipped to the page.
 *
 * @example
 * ```tsx
 * 'use client';
 * import { DeliveriesTable } from 'deliveries-table';
 * import { deliveriesFiltersCode } from 'deliveries-table/filters-code';
 *
 * <DeliveriesTable baseUrl="/gateway" initialState={linked} filters={{ code: deliveriesFiltersCode }} />;
 * ```
 */
export const deliveriesFiltersCode: DeliveriesFiltersCode = code;

/** What `deliveries-table/filters-code` gives `filters.code`. */
export type DeliveriesFiltersCode = typeof code;
