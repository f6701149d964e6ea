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
 * The search box's filter language in the model (`grid.search.language`): the box, a headless
 * host's box and the card layout's box type into it and read its problems back as codes.
 *
 * @example
 * ```tsx
 * const { problems } = useDeliveriesGridSelector(grid.search.language!, (state) => state);
 * <input onChange={(e) => grid.search.language?.type(e.target.value)}
 *   onKeyDown={(e) => e.key === 'Enter' && grid.search.language?.submit()} />;
 * ```
 */
export interface DeliveriesFilterLanguage {
  get: () => DeliveriesFilterLanguageState;
  subscribe: (listener: () => void) => () => void;
  /** Text typed: with field words it is held (not searched); else it goes to the draft. */
  type: (text: string) => void;
  /** Enter: runs the pending text, or sends the draft. */
  submit: () => Promise<DeliveriesFilterLanguageState>;
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
  const language: FilterLanguageInternals = {
    get: store.get,
    subscribe: store.subscribe,
    type: (text) => {
      running?.abort();
      draft.type(text);
      const pending = hasFieldWord(text) ? text : null;
      // Field words are read on Enter, never searched as text.
      if (pending) draft.hold();
      store.set({ ...idle, pending, applied: store.get().applied });
    },
    submit: () => {
      const { pending } = store.get();
      // Text the host's state replaced since is no longer pending.
      if (pending && pending === draft.get()) return language.run(pending);
      draft.submit();
      return Promise.resolve(store.get());
    },
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
  return language;
}
