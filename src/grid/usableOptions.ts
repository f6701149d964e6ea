import { useMemo } from 'react';
import type { DeliveriesGridOptions } from './options';
import { usableFilters } from './usableFilters';

/**
 * The options as every part reads them: the `localePack`'s messages under the host's and its
 * locale where the host gave none (the one place the grid's texts are chosen), and the filters'
 * vocabulary without what is no item of it (`usableFilters`; a notice names it). The options
 * themselves where nothing changes.
 *
 * @example
 * ```ts
 * const options = useUsableOptions(props); // options.locale: 'de' with localePack={de}
 * ```
 */
export function useUsableOptions<T extends DeliveriesGridOptions>(given: T): T {
  const { filters } = given;
  const readable = useMemo(() => usableFilters(filters), [filters]);
  const options = readable === filters ? given : { ...given, filters: readable };
  const { localePack: pack, messages } = options;
  const localized = useMemo(() => pack?.localize(messages), [pack, messages]);
  if (!pack) return options;
  return { ...options, messages: localized, locale: options.locale ?? pack.locale };
}
