import type { DeliveriesClient } from '../../api/client';
import type { DeliveriesRequest } from '../../api/types';
import type { DeliveriesQueryState } from '../../state/queryState';
import type { QueryStateLimits } from '../../state/validation/queryStateLimits';
import type { StateUpdate } from '../../shared/useControllableState';

/**
 * The query: the checked state the request is made from, the request and where its answer
 * stands.
 *
 * @example
 * ```tsx
 * <p aria-busy={grid.query.isFetching}>{grid.query.request.quickSearch}</p>;
 * <button onClick={grid.query.actions.retry}>Send again</button>;
 * ```
 */
export interface DeliveriesGridQuery {
  /** The checked query state the request is made from. */
  state: DeliveriesQueryState;
  /** The body being sent (or last sent) for this state. */
  request: DeliveriesRequest;
  /** The current page's answer is in and nothing is loading. */
  settled: boolean;
  /** A request is on its way (the first or a refresh). */
  isFetching: boolean;
  /** When the shown rows arrived (ms since the epoch), 0 before. */
  updatedAt: number;
  /** An unreadable filter: nothing was sent, and an export must not send the unfiltered query. */
  isFilterError: boolean;
  /**
   * The filters' code is on its way (or failed to load): nothing is sent, and `request` leaves
   * the filters out until it comes, so an export or a count must not use it yet.
   */
  filtersPending: boolean;
  /** Why the grid cannot load at all (a refused `baseUrl`), else `null`; nothing is sent. */
  setupProblem: string | null;
  /** The bounds every state is checked against (page sizes, lengths, counts). */
  limits: QueryStateLimits;
  /** The client the request goes through (the host's, or one made from `baseUrl`). */
  client: DeliveriesClient;
  /** Stable. */
  actions: {
    /** Any change of the query state, checked like every other. */
    setState: (update: StateUpdate<DeliveriesQueryState>) => void;
    /** Sends the current request again. */
    retry: () => void;
  };
}
