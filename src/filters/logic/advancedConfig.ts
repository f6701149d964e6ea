import {
  defaultAdvancedFilterFields,
  defaultAdvancedFilterJoins,
  defaultAdvancedFilterOperators,
} from '../../state/advancedFilterConfig';
import type { FilterVocabulary } from '../filterVocabulary';
import type { AdvancedFilterConfig } from './createAdvancedRow';

/** The advanced rows' vocabulary: the host's, each part it left out by its default. */
export function advancedConfigOf(vocabulary: FilterVocabulary): AdvancedFilterConfig {
  return {
    fields: vocabulary.advancedFilterFields ?? defaultAdvancedFilterFields,
    operators: vocabulary.advancedFilterOperators ?? defaultAdvancedFilterOperators,
    joins: vocabulary.advancedFilterJoins ?? defaultAdvancedFilterJoins,
  };
}
