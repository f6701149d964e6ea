import { withDefaults } from '../../../shared/withDefaults';
import type {
  DeliveriesFilterLanguageMessageOverrides,
  DeliveriesFilterLanguageMessages,
} from '../filterLanguageMessages';
import { englishFieldNames } from './fieldNames';

/**
 * The filter language's English words: loaded with the language's part, on first use.
 *
 * @example
 * ```ts
 * defaultFilterLanguageMessages.problems.unclosedQuote({ code: 'unclosedQuote' }, ''); // 'A quote (") is not closed.'
 * ```
 */
export const defaultFilterLanguageMessages: DeliveriesFilterLanguageMessages = {
  problems: {
    unknownField: ({ name }, fieldNames) => `“${name}:” is not a filter. Filters: ${fieldNames}.`,
    noValue: ({ field }) => `${field}: give a value after the colon.`,
    badValue: ({ field, value }) => `${field}: “${value}” is not one of its values.`,
    noMatch: ({ field, value }) => `${field}: no option is named “${value}”.`,
    loadFailed: ({ field, value }) =>
      `${field}: the options could not be loaded to find “${value}”.`,
    badDate: ({ field, value, example }) =>
      `${field}: “${value}” is not a date. Type a preset (last7Days), a date such as ${example}, -7d, or from..to.`,
    unclosedQuote: () => 'A quote (") is not closed.',
    refused: ({ why }) => `${why}.`,
  },
  loadFailed: 'The filter language could not be loaded. Check your connection.',
  fields: 'Filter fields',
  fieldNames: {
    status: englishFieldNames.status.join(', '),
    deliveryIds: englishFieldNames.deliveryIds.join(', '),
    courierIds: englishFieldNames.courierIds.join(', '),
    customerIds: englishFieldNames.customerIds.join(', '),
    unitIds: englishFieldNames.unitIds.join(', '),
    warehouseIds: englishFieldNames.warehouseIds.join(', '),
    inserted: englishFieldNames.inserted.join(', '),
    requested: englishFieldNames.requested.join(', '),
    tags: englishFieldNames.tags.join(', '),
  },
};

/**
 * The language's words: the host's (`search.language.messages`) over its pack's (`localePack`)
 * over the English, problems and field names one by one.
 *
 * @example
 * ```ts
 * filterLanguageWords({ loadFailed: 'Nicht geladen.' }).fields; // 'Filter fields'
 * filterLanguageWords(undefined, de.messages.filterLanguage).fields; // 'Filterfelder'
 * ```
 */
export function filterLanguageWords(
  given: DeliveriesFilterLanguageMessageOverrides | undefined,
  pack?: DeliveriesFilterLanguageMessages,
): DeliveriesFilterLanguageMessages {
  const defaults = pack ?? defaultFilterLanguageMessages;
  if (!given) return defaults;
  return {
    ...withDefaults(defaults, { loadFailed: given.loadFailed, fields: given.fields }),
    problems: withDefaults(defaults.problems, given.problems),
    fieldNames: withDefaults(defaults.fieldNames, given.fieldNames),
  };
}
