import { useState } from 'react';
import type { DeliveriesGridOptions } from '../options';
import type { DeliveriesFilterState } from '../../state/queryState';
import { createFilterLanguage, type DeliveriesFilterLanguage } from './filterLanguage';
import type { DeliveriesSearchDraft } from './searchDraft';

/**
 * The search box's filter language over the draft, or `null` when it is off (`search: false`,
 * `search.language: false` or `filters: false`): it reads this render's options and filters.
 */
export function useFilterLanguage(
  options: DeliveriesGridOptions,
  facts: {
    draft: DeliveriesSearchDraft;
    locale: string | undefined;
    applied: DeliveriesFilterState;
    applyFilters: (filters: DeliveriesFilterState) => void;
  },
): DeliveriesFilterLanguage | null {
  const { search, filters } = options;
  const language = search ? search.language : undefined;
  const [store] = useState(() => createFilterLanguage(facts.draft));
  store.configure({ options, ...facts });
  return search === false || language === false || filters === false ? null : store;
}
