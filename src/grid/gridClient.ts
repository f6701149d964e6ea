import { useMemo } from 'react';
import { createDeliveriesClient, type DeliveriesClient } from '../api/client';

/** The client the grid will use, or why there can be none, in a sentence safe to show. */
export type GridClientSetup = { client: DeliveriesClient } | { problem: string };

/**
 * Makes the grid's client from its props without throwing: a missing `baseUrl` or one the
 * client refuses (a query string, a user name or password) becomes a problem to show, since a
 * throw during render would blank the host's whole page. The client's messages echo no value.
 *
 * @example
 * ```ts
 * gridClient(undefined, 'https://user:pass@api.example.com');
 * // { problem: 'deliveries-table: baseUrl must not contain a user name or password; …' }
 * ```
 */
export function gridClient(
  client: DeliveriesClient | undefined,
  baseUrl: string | undefined,
): GridClientSetup {
  if (client) return { client };
  if (typeof baseUrl !== 'string')
    return { problem: 'deliveries-table: pass `baseUrl` or `client`.' };
  try {
    return { client: createDeliveriesClient({ baseUrl }) };
  } catch (error) {
    // Only the client's own TypeErrors land here; their text names the rule, not the value.
    return {
      problem:
        error instanceof TypeError ? error.message : 'deliveries-table: baseUrl cannot be used.',
    };
  }
}

// Never called: a grid that could not be set up sends nothing.
const unusableClient: DeliveriesClient = {
  baseUrl: '',
  queryDeliveries: () => Promise.reject(new TypeError('deliveries-table: no client')),
};

/**
 * The grid's client, made once per `client` and `baseUrl`, or why there is none; a page
 * numbering other than 0 or 1 (from JavaScript) is a setup problem too: every page it asked
 * for would be another than the one shown.
 */
export function useGridClient(
  hostClient: DeliveriesClient | undefined,
  baseUrl: string | undefined,
  paging: { pageNumberBase?: unknown } | undefined,
): { client: DeliveriesClient; setupProblem: string | null } {
  const pageNumberBase = paging?.pageNumberBase;
  return useMemo(() => {
    const setup = gridClient(hostClient, baseUrl);
    if (pageNumberBase !== undefined && pageNumberBase !== 0 && pageNumberBase !== 1) {
      const problem = 'deliveries-table: paging.pageNumberBase must be 0 or 1.';
      return { client: unusableClient, setupProblem: problem };
    }
    return 'client' in setup
      ? { client: setup.client, setupProblem: null }
      : { client: unusableClient, setupProblem: setup.problem };
  }, [hostClient, baseUrl, pageNumberBase]);
}
