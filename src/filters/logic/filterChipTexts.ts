import type { DeliveryFilters } from '../../api/types';
import type { Direction } from '../../shared/direction';
import type { FilterVocabulary } from '../filterVocabulary';
import type { FilterPanelMessages } from '../messages';
import { advancedVocabulary } from '../../state/advancedFilterConfig';
import { describeActiveFilters } from './describeActiveFilters';

/**
 * What the applied filters' chips read, in their order: for a sentence that names the filters
 * (what a selection of every match stands for) in the very words of the chips; with `drawn`,
 * as the chips draw them (a value written the other way than the words isolated).
 *
 * @example
 * ```ts
 * filterChipTexts({ status: [4] }, { statusOptions: [{ value: 4, label: 'Delivered' }] }, { messages });
 * // ['Status Delivered']
 * ```
 */
export function filterChipTexts(
  filters: DeliveryFilters,
  vocabulary: FilterVocabulary,
  where: {
    messages: FilterPanelMessages;
    timeZone?: string;
    locale?: string;
    direction?: Direction;
    drawn?: boolean;
  },
): string[] {
  return describeActiveFilters(filters, {
    ...where,
    statusOptions: vocabulary.statusOptions,
    filterOptions: vocabulary.filterOptions,
    ...(vocabulary.datePresets && { datePresets: vocabulary.datePresets }),
    advanced: advancedVocabulary(vocabulary, where.messages.conditionWords),
  }).map((chip) => (where.drawn ? chip.shown : chip.text));
}
