import type { DeliveryFilters } from '../../api/types';
import {
  defaultAdvancedFilterFields,
  defaultAdvancedFilterJoins,
  defaultAdvancedFilterOperators,
} from '../../state/advancedFilterConfig';
import type { FilterVocabulary } from '../filterVocabulary';
import type { FilterPanelMessages } from '../messages';
import type { AdvancedFilterConfig } from './createAdvancedRow';
import { describeActiveFilters } from './describeActiveFilters';

/** The advanced rows' vocabulary: the host's, each part it left out by its default. */
export function advancedConfigOf(vocabulary: FilterVocabulary): AdvancedFilterConfig {
  return {
    fields: vocabulary.advancedFilterFields ?? defaultAdvancedFilterFields,
    operators: vocabulary.advancedFilterOperators ?? defaultAdvancedFilterOperators,
    joins: vocabulary.advancedFilterJoins ?? defaultAdvancedFilterJoins,
  };
}

/**
 * What the applied filters' chips read, in their order: for a sentence that names the filters
 * (what a selection of every match stands for) in the very words of the chips.
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
  where: { messages: FilterPanelMessages; timeZone?: string; locale?: string },
): string[] {
  return describeActiveFilters(filters, {
    ...where,
    statusOptions: vocabulary.statusOptions,
    filterOptions: vocabulary.filterOptions,
    advanced: advancedConfigOf(vocabulary),
  }).map((chip) => chip.text);
}
