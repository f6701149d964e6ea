import { useMemo } from 'react';
import { filterChipTexts } from '../../filters/logic/filterChipTexts';
import { defaultFilterPanelMessages } from '../../filters/messages';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import { isolated } from '../../shared/text/isolated';
import { withDefaults } from '../../shared/withDefaults';
import { useModelSelector, useTableSelector } from '../gridContext';

/**
 * What a selection of every match stands for, in words: the quick search, then each applied
 * filter as its chip reads (`drawn`: as it draws, for text shown rather than said). A selection
 * of every match lives only while the search and filters on screen are its own, so these are
 * they.
 */
export function useMatchingTerms(
  messages: DeliveriesSelectionMessages,
  drawn = false,
): readonly string[] {
  const quickSearch = useModelSelector((grid) => grid.search.quickSearch);
  const filters = useModelSelector((grid) => grid.filters.applied);
  const statusOptions = useModelSelector((grid) => grid.statusOptions);
  const timeZone = useModelSelector((grid) => grid.timeZone);
  const locale = useModelSelector((grid) => grid.locale);
  const direction = useModelSelector((grid) => grid.direction);
  const filtering = useTableSelector((frame) => frame.options.filters || undefined);
  const filterMessages = useTableSelector((frame) => frame.options.messages?.filters);
  return useMemo(() => {
    const search = quickSearch.trim();
    const chips = filterChipTexts(
      filters,
      {
        statusOptions,
        filterOptions: filtering?.options,
        advancedFilterFields: filtering?.advanced?.fields,
        advancedFilterOperators: filtering?.advanced?.operators,
        advancedFilterJoins: filtering?.advanced?.joins,
      },
      {
        messages: withDefaults(defaultFilterPanelMessages, filterMessages),
        ...{ timeZone, locale, direction, drawn },
      },
    );
    const term = drawn ? isolated(search, direction) : search;
    return search === '' ? chips : [messages.searchTerm(term), ...chips];
  }, [
    quickSearch,
    filters,
    statusOptions,
    filtering,
    filterMessages,
    timeZone,
    locale,
    direction,
    drawn,
    messages,
  ]);
}
