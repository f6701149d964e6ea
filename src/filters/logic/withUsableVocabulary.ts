import { usableStatusOptions } from '../../state/statusOptions';
import { usableDatePresets } from '../../state/relativeDates/relativeBound';
import type { FilterVocabulary } from '../filterVocabulary';
import { usableChoiceLists } from './usableVocabulary';

/**
 * A standalone filter part's props with its choices and presets as the grid reads them: what
 * is no item (a `null` in a fetched list) left out, a status with no usable code and a preset
 * the grid cannot use too (the advanced vocabulary is read so by `advancedVocabulary`). The
 * props themselves where nothing changes.
 *
 * @example
 * ```ts
 * withUsableVocabulary({ statusOptions: [{ value: 1, label: 'Open' }, null] });
 * // { statusOptions: [{ value: 1, label: 'Open' }] }
 * ```
 */
export function withUsableVocabulary<T extends FilterVocabulary>(props: T): T {
  const given = props as FilterVocabulary;
  const usable: FilterVocabulary = {
    statusOptions: given.statusOptions && usableStatusOptions(given.statusOptions),
    filterOptions: usableChoiceLists(given.filterOptions),
    datePresets: given.datePresets == null ? undefined : usableDatePresets(given.datePresets),
  };
  const same = (Object.keys(usable) as (keyof FilterVocabulary)[]).every(
    (key) => usable[key] === given[key],
  );
  return same ? props : { ...props, ...usable };
}
