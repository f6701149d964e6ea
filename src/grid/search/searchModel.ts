import type { DeliveriesSearchDraft } from './searchDraft';

/**
 * The quick search: what is sent, what is typed before it is sent, and sending.
 *
 * @example
 * ```tsx
 * const typed = useDeliveriesGridSelector(grid.search.draft, (text) => text);
 * <input value={typed} onChange={(e) => grid.search.draft.type(e.target.value)} />;
 * ```
 */
export interface DeliveriesGridSearch {
  /** The search in force (sent), as the state holds it. */
  quickSearch: string;
  /** What is typed into the box before it is sent, and its debounce: a store of its own. */
  draft: DeliveriesSearchDraft;
  /** Stable. */
  actions: {
    /** A new quick search (compared trimmed), back to page 1. */
    search: (quickSearch: string) => void;
  };
}
