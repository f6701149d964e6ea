import { firstOfEach } from '../../shared/firstOfEach';
import type { DeliveryColumn } from './deliveryColumn';

const idOf = (column: DeliveryColumn) => column.id;

// One list per list given: the layout, keyed by the list, holds across renders.
const kept = new WeakMap<readonly DeliveryColumn[], readonly DeliveryColumn[]>();

/**
 * The columns with each id once (its first): a second `code` column would be drawn twice under
 * one key. The same list where no id repeats.
 *
 * @example
 * ```ts
 * distinctColumns([{ id: 'code' }, { id: 'code' }]); // [{ id: 'code' }]
 * ```
 */
export function distinctColumns(columns: readonly DeliveryColumn[]): readonly DeliveryColumn[] {
  let distinct = kept.get(columns);
  if (distinct === undefined) kept.set(columns, (distinct = firstOfEach(columns, idOf)));
  return distinct;
}
