import type { FilterChipField } from '../../filters/messages';
import { countIn, plural, type DeliveriesPluralForms } from '../../shared/text/plural';
import { problemFieldNames } from './problemFields';

/** What a pack gives to word the filter, link and export problems. */
export interface ProblemWordsSource {
  /** Its chip names (singular), by label key. */
  chips: Record<FilterChipField, string>;
  /** Its names of the statuses left out and of the advanced rows. */
  own: Record<'excludedStatus' | 'advancedFilters', string>;
  /** A count of values, of deliveries, of unknown filters more, of parts of a view more. */
  values: DeliveriesPluralForms;
  deliveries: DeliveriesPluralForms;
  unknownMore: DeliveriesPluralForms;
  viewMore: DeliveriesPluralForms;
  /** A date out of the server's range: an instant (`zoned`), or a day (`{first}`, `{last}`). */
  zoned: string;
  day: string;
}

/**
 * The pieces a pack words its filter, link and export problems from: names of filters and
 * ranges, numbers and counts in its locale, and what a date out of range is not.
 *
 * @example
 * ```ts
 * const { nameOf, values } = problemWords('de', { chips: chipFelder, … });
 * ```
 */
export function problemWords(locale: string, source: ProblemWordsSource) {
  return {
    nameOf: problemFieldNames(source.chips, source.own),
    rangeNameOf: (range: 'inserted' | 'requested') => source.chips[range],
    n: (count: number) => countIn(locale, count),
    values: plural(locale, source.values),
    deliveries: plural(locale, source.deliveries),
    unknownMore: plural(locale, source.unknownMore),
    viewMore: plural(locale, source.viewMore),
    outside: ({ zoned, first, last }: { zoned: boolean; first: string; last: string }) =>
      zoned ? source.zoned : source.day.replace('{first}', first).replace('{last}', last),
  };
}
