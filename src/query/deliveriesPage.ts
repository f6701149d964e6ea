import type { UseQueryResult } from '@tanstack/react-query';
import type { Delivery, DeliveriesRequest } from '../api/types';

/** What the grid is doing: first load, reloading with rows shown, failed, or at rest. */
export type DeliveriesPagePhase = 'loading' | 'refreshing' | 'error' | 'idle';

/** The page of deliveries for a query state, and what is known around it. */
export interface DeliveriesPage {
  request: DeliveriesRequest;
  query: UseQueryResult<Delivery[], Error>;
  /** Asks again for a person: its failure, if any, gives way while the request runs. */
  retry: () => void;
  rows: readonly Delivery[] | undefined;
  /** The rows on screen are the current request's answer (not the last request's, kept). */
  current: boolean;
  /** The rows of the current request have arrived and nothing is loading. */
  settled: boolean;
  canNextPage: boolean;
  error: Error | null;
  /** The last attempt's failure while the request is being sent again, else `null`. */
  retryReason: Error | null;
  /** The failure is an unreadable filter, not the server's. */
  isFilterError: boolean;
  /** The filters' code is on its way or failed to load: `request` leaves the filters out. */
  filtersPending: boolean;
  phase: DeliveriesPagePhase;
  /**
   * The page `rows` came from, counted from 1, and its size: the state's once its answer is
   * in; while another page loads, or after it failed, the page still shown. `null` before.
   */
  rowsFrom: DeliveriesShownPage | null;
  /**
   * The page the rows on screen vouch for one more after (`canNextPage`): theirs, while they
   * are this list's or a sort of it; the one before the page asked for while another search,
   * filters or page size load.
   */
  vouchedPage: number;
}

/**
 * A page of the query state: its number, counted from 1, and its size.
 *
 * @example
 * ```ts
 * const from: DeliveriesShownPage = { pageNumber: 2, pageSize: 25 }; // rows 26–50
 * ```
 */
export interface DeliveriesShownPage {
  pageNumber: number;
  pageSize: number;
}
