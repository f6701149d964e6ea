import { firstOfEach } from '../../shared/firstOfEach';
import { objectItems } from '../../shared/objectItems';
import type { DeliveryColumn } from './deliveryColumn';

const idOf = (column: DeliveryColumn) => column.id;

// One list per list given: the layout, keyed by the list, holds across renders.
const kept = new WeakMap<readonly DeliveryColumn[], readonly DeliveryColumn[]>();

/**
 * The columns with each id once (its first): a second `code` column would be drawn twice under
 * one key; what is no column (a `null`) left out. The same list where neither is.
 *
 * @example
 * ```ts
 * distinctColumns([{ id: 'code' }, { id: 'code' }]); // [{ id: 'code' }]
 * ```
 */
export function distinctColumns(columns: readonly DeliveryColumn[]): readonly DeliveryColumn[] {
  let distinct = kept.get(columns);
  if (distinct === undefined)
    kept.set(columns, (distinct = firstOfEach(objectItems(columns), idOf)));
  return distinct;
}
