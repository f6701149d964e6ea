import { objectItems } from '../../shared/objectItems';
import type { FilterOptions } from './types';

/**
 * The host's choice lists with what is no choice (a `null` in a fetched list) left out of each
 * static one (`objectItems`, so each list holds across renders): the same object where none
 * is. A loader's answer is read the same way where it comes.
 *
 * @example
 * ```ts
 * usableChoiceLists({ couriers: [{ value: 3, label: 'Swift' }, null] });
 * // { couriers: [{ value: 3, label: 'Swift' }] }
 * ```
 */
export function usableChoiceLists(lists: FilterOptions | undefined): FilterOptions | undefined {
  if (typeof lists !== 'object' || lists === null) return lists;
  const given = Object.entries(lists);
  const read = given.map(([name, list]) => [name, Array.isArray(list) ? objectItems(list) : list]);
  return read.some(([, list], index) => list !== given[index]![1])
    ? Object.fromEntries(read)
    : lists;
}
