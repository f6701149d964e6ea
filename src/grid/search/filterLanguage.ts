import { createExternalStore } from '../../shared/externalStore';
import {
  idle,
  type DeliveriesFilterLanguageState,
  type FilterLanguageFacts,
  type FilterQueryApplied,
} from './filterLanguageInput';
import type { DeliveriesSearchDraft } from './searchDraft';
import { hasFieldWord } from './language/hasFieldWord';

export type { DeliveriesFilterLanguageState, FilterQueryApplied };

/**
 * The search box's filter language in the model (`grid.search.language`): what the draft holds
 * (`pending`), its problems as codes and what it applied. Type into `grid.search.draft` and
 * submit it (Enter): text with field words is read here, not searched.
 *
 * @example
 * ```tsx
 * const problems = useDeliveriesGridSelector(grid.search.language!, (state) => state.problems);
 * <input value={text} onChange={(e) => grid.search.draft.type(e.target.value)}
 *   onKeyDown={(e) => e.key === 'Enter' && grid.search.draft.submit()} />;
 * ```
 */
export interface DeliveriesFilterLanguage {
  get: () => DeliveriesFilterLanguageState;
  subscribe: (listener: () => void) => () => void;
  /**
   * Reads `text` (loading the language on first use) and, when every word is read, applies its
   * filters over those in force and searches the rest; else keeps its problems.
   */
  run: (text: string) => Promise<DeliveriesFilterLanguageState>;
}

/** The language with what its hook feeds it on every render: the grid's options and filters. */
export interface FilterLanguageInternals extends DeliveriesFilterLanguage {
  configure: (facts: FilterLanguageFacts) => void;
}

/** The language's store over the draft; its reading and applying load on first use. */
export function createFilterLanguage(draft: DeliveriesSearchDraft): FilterLanguageInternals {
  const store = createExternalStore(idle);
  let facts: FilterLanguageFacts;
  let running: AbortController | undefined;
  // Typing ends a read under way and its problems; text with field words is held.
  draft.subscribe(() => {
    running?.abort();
    const text = draft.get();
    store.set({ ...idle, pending: hasFieldWord(text) ? text : null, applied: store.get().applied });
  });
  return {
    get: store.get,
    subscribe: store.subscribe,
    run: (text) => {
      running?.abort();
      const signal = (running = new AbortController()).signal;
      store.set({ ...store.get(), reading: true, problems: [], loadFailed: false });
      return import('./language/applyFilterQuery').then(
        (code) => code.applyFilterQuery(text, { store, draft, facts, signal }),
        () => {
          if (!signal.aborted) store.set({ ...store.get(), reading: false, loadFailed: true });
          return store.get();
        },
      );
    },
    configure: (next) => {
      facts = next;
    },
  };
}
