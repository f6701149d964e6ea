import { useMemo } from 'react';
import type { DeliveriesGridOptions } from '../options';

/**
 * The options with the `localePack`'s messages under the host's and its locale where the host
 * gave none; the options themselves without a pack. The one place the grid's texts are chosen.
 *
 * @example
 * ```ts
 * const options = useLocalizedOptions(props); // options.locale: 'de' with localePack={de}
 * ```
 */
export function useLocalizedOptions<T extends DeliveriesGridOptions>(options: T): T {
  const { localePack: pack, messages } = options;
  const localized = useMemo(() => pack?.localize(messages), [pack, messages]);
  if (!pack) return options;
  return { ...options, messages: localized, locale: options.locale ?? pack.locale };
}
