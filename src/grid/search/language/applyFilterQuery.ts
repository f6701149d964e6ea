import { usableStatusOptions } from '../../../state/statusOptions';
import type { ExternalStore } from '../../../shared/externalStore';
import {
  idle,
  type DeliveriesFilterLanguageState,
  type FilterLanguageFacts,
  type FilterQueryOutcome,
} from '../filterLanguageInput';
import type { DeliveriesSearchDraft } from '../searchDraft';
import { filterLanguageWords } from './filterLanguageWords';
import { asPhrase } from './hasFieldWord';
import { runFilterQuery } from './runFilterQuery';

/** The language's store and draft, what it reads against, and the run's abort signal. */
export interface FilterQueryRun {
  store: ExternalStore<DeliveriesFilterLanguageState>;
  draft: DeliveriesSearchDraft;
  facts: FilterLanguageFacts;
  /** Aborted when the text changes or another run starts: its outcome is dropped. */
  signal: AbortSignal;
}

/**
 * Reads `text` against the grid's lists and, when every word is read, applies the filters over
 * those in force and sends the rest as the quick search; else the store keeps its problems.
 * Loaded on first use.
 *
 * @example
 * ```ts
 * await applyFilterQuery('courier:DHL x', run); // { applied: { filters: { courierIds: [3] }, quickSearch: 'x' }, … }
 * ```
 */
export async function applyFilterQuery(
  text: string,
  { store, draft, facts, signal }: FilterQueryRun,
): Promise<DeliveriesFilterLanguageState> {
  // Not text (a host's null): nothing to read; sent as `search` takes it, the notices name it.
  if (typeof text !== 'string') {
    draft.type(text);
    store.set({ ...store.get(), reading: false });
    return store.get();
  }
  const { options, locale } = facts;
  const { search, filters } = options;
  const language = search ? search.language : undefined;
  let outcome: FilterQueryOutcome;
  try {
    outcome = await runFilterQuery(
      text,
      {
        statusOptions: usableStatusOptions(options.statusOptions), // as the model reads them
        filterOptions: filters ? filters.options : undefined,
        datePresets: filters ? filters.datePresets : undefined,
        locale,
        timeZone: options.timeZone,
        panelMessages: options.messages?.filters,
        fieldNames: filterLanguageWords(
          typeof language === 'object' ? language.messages : undefined,
          options.localePack?.messages.filterLanguage,
        ).fieldNames,
        applied: () => facts.applied,
        applyFilters: facts.applyFilters,
      },
      signal,
    );
  } catch (error) {
    // Only an abort ends a read early: the text changed, and its outcome no longer matters.
    if (signal.aborted) return store.get();
    store.set({ ...store.get(), reading: false });
    throw error;
  }
  if (signal.aborted) return store.get();
  if ('problems' in outcome) {
    store.set({ ...store.get(), reading: false, problems: outcome.problems });
    return store.get();
  }
  facts.applyFilters(outcome.filters);
  // The rest is searched as text: a phrase's colon (`"note: 10:30"`) stays in its quotes.
  draft.type(asPhrase(outcome.quickSearch));
  draft.submit();
  store.set({ ...idle, applied: outcome });
  return store.get();
}
