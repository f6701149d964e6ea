import { objectItems } from '../../shared/objectItems';
import type { StatusOption } from '../../state/statusOptions';
import type { FilterOptions } from './types';
import { usableChoiceLists } from './usableChoices';

/**
 * A standalone filter part's props with its `statusOptions` and `filterOptions` as the grid
 * reads them (`objectItems`, `usableChoiceLists`): the props themselves where nothing is left
 * out. Apart from `usableChoiceLists`, which the grid's first load holds: only the parts use it.
 *
 * @example
 * ```ts
 * withUsableChoices({ statusOptions: [{ value: 1, label: 'Open' }, null] });
 * // { statusOptions: [{ value: 1, label: 'Open' }] }
 * ```
 */
export function withUsableChoices<
  T extends { statusOptions?: readonly StatusOption[]; filterOptions?: FilterOptions },
>(props: T): T {
  const statusOptions = props.statusOptions && objectItems(props.statusOptions);
  const filterOptions = usableChoiceLists(props.filterOptions);
  return statusOptions === props.statusOptions && filterOptions === props.filterOptions
    ? props
    : { ...props, statusOptions, filterOptions };
}
