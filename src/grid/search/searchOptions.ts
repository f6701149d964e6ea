import type { DeliveriesFilterLanguageMessageOverrides } from './filterLanguageMessages';

/**
 * The quick search. `search={false}` hides the searchbox (a `state` with a search still sends it).
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" search={{ debounceMs: 150, maxLength: 80 }} />
 * ```
 */
export interface DeliveriesSearchOptions {
  /** Quiet time after typing before the search is sent; default 300 ms. */
  debounceMs?: number;
  /** Longest quick search accepted; default 200 characters. */
  maxLength?: number;
  /**
   * The filter language in the box (`status:delivered courier:DHL inserted:-7d x`): on by
   * default; `false` for plain search; `{ messages }` to word its problems and suggestions
   * (over a `localePack`'s).
   */
  language?: boolean | { messages?: DeliveriesFilterLanguageMessageOverrides };
}
