import { plural, type DeliveriesPluralForms } from '../../shared/text/plural';

/**
 * "Which filter hides them?"'s words for `count` filters, with the quick search too when
 * `search`: the filters' own forms, the forms with the search, and the search's alone (no
 * filter probed), so a pack never counts the search as a filter.
 *
 * @example
 * ```ts
 * const checking = filtersAndSearch('de', { one: '{count} Filter wird geprüft…', other: '…' },
 *   { other: '{count} Filter und die Suche werden geprüft…' }, 'Die Suche wird geprüft…');
 * checking(2, true); // '2 Filter und die Suche werden geprüft…'
 * ```
 */
export function filtersAndSearch(
  locale: string,
  filters: DeliveriesPluralForms,
  withSearch: DeliveriesPluralForms,
  searchAlone: string,
): (count: number, search: boolean) => string {
  const [alone, both] = [plural(locale, filters), plural(locale, withSearch)];
  return (count, search) => (!search ? alone(count) : count === 0 ? searchAlone : both(count));
}
