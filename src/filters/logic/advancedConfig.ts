import {
  wordedAdvancedDefaults,
  type DeliveriesConditionWords,
} from '../../state/advancedFilterConfig';
import type { FilterVocabulary } from '../filterVocabulary';
import type { AdvancedFilterConfig } from './createAdvancedRow';

/**
 * The advanced rows' vocabulary: the host's, each part it left out by its default, worded in
 * the person's language where `words` (a locale pack's `conditionWords`) name them.
 *
 * @example
 * ```ts
 * advancedConfigOf({}, de.messages.filters.conditionWords).joins; // [{ value: 0, label: 'UND', kind: 'and' }, …]
 * ```
 */
export function advancedConfigOf(
  vocabulary: FilterVocabulary,
  words: DeliveriesConditionWords | undefined,
): AdvancedFilterConfig {
  const defaults = wordedAdvancedDefaults(words);
  return {
    fields: vocabulary.advancedFilterFields ?? defaults.fields,
    operators: vocabulary.advancedFilterOperators ?? defaults.operators,
    joins: vocabulary.advancedFilterJoins ?? defaults.joins,
  };
}
