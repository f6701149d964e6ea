import { useMemo } from 'react';
import type { DeliveriesGridOptions } from './options';
import { usableChoiceLists } from '../filters/logic/usableChoices';

/**
 * The options as every part reads them: the `localePack`'s messages under the host's and its
 * locale where the host gave none (the one place the grid's texts are chosen), and the filters'
 * static lists without what is no choice (a notice names it). The options themselves where
 * nothing changes.
 *
 * @example
 * ```ts
 * const options = useUsableOptions(props); // options.locale: 'de' with localePack={de}
 * ```
 */
export function useUsableOptions<T extends DeliveriesGridOptions>(given: T): T {
  const { filters } = given;
  const usableFilters = useMemo(() => {
    const lists = (filters || undefined)?.options;
    const usable = usableChoiceLists(lists);
    return usable === lists ? filters : { ...filters, options: usable };
  }, [filters]);
  const options = usableFilters === given.filters ? given : { ...given, filters: usableFilters };
  const { localePack: pack, messages } = options;
  const localized = useMemo(() => pack?.localize(messages), [pack, messages]);
  if (!pack) return options;
  return { ...options, messages: localized, locale: options.locale ?? pack.locale };
}
