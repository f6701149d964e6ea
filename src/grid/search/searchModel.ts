import type { DeliveriesFilterLanguage, DeliveriesFilterLanguageState } from './filterLanguage';
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
  /**
   * The filter language (`status:delivered courier:DHL x`): what the box holds, its problems as
   * codes and what it applied; a store of its own. `null` when the language is off.
   */
  language: DeliveriesFilterLanguage | null;
  /** Stable. */
  actions: {
    /** A new quick search (compared trimmed), back to page 1. */
    search: (quickSearch: string) => void;
    /**
     * Reads `text` in the filter language and applies it (its filters over those in force, the
     * rest as the quick search), or keeps its problems; what the language holds after. Without
     * the language, the text is the quick search. Something that is not text is searched as
     * `search` takes it: the notices name it.
     */
    runQuery: (text: string) => Promise<DeliveriesFilterLanguageState | null>;
  };
}
