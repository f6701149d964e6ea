/**
 * The link format's vocabulary, shared by the writer and the reader. A link is entries joined
 * by `_`, the first being the version (`v1`); an entry is a short key, then `.` and its value,
 * list items and the parts of a sort or an advanced row also joined by `.`.
 */

import type { DateFilterKey, IdListFilterKey } from '../../api/types';
import { filterFields } from '../filterFields';
import { filterFieldKeys } from '../filterFieldKeys';

/**
 * The newest version this code writes and reads; a later format adds a reader for it. v2 adds
 * relative date bounds (a preset's id, `if.last7Days`, or one entry for a range, `in.last7Days`);
 * a state without them is still written as v1, which pages before v2 read too.
 */
export const linkFormatVersion = 2;

/** Between entries. */
export const entrySeparator = '_';

/** Between a key and its value, and between items or parts. */
export const partSeparator = '.';

/** Keys of the entries that are not filters. */
export const stateKeys = {
  pageNumber: 'p',
  pageSize: 'ps',
  quickSearch: 'q',
  orderBy: 'o',
  advancedFilter: filterFieldKeys.advancedFilters[0],
  /** The delivery whose details are open (not part of the request). */
  openDelivery: 'd',
} as const;

/** The longest id of an open delivery a link may hold. */
export const maxOpenDeliveryLength = 100;

/**
 * Whether a link can hold `id` as its open delivery: up to 100 characters, not all spaces.
 * The link's writer and its reader both ask this, so what is written is read back.
 *
 * @example
 * ```ts
 * linkHoldsDelivery('DLV-2026-000123'); // true
 * linkHoldsDelivery('7'.repeat(101)); // false
 * linkHoldsDelivery('   '); // false
 * ```
 */
export const linkHoldsDelivery = (id: string) =>
  id.trim() !== '' && id.length <= maxOpenDeliveryLength;

/** One filter field as an entry: its key, how its value is written, and its name in problems. */
export type FilterEntry =
  | { field: DateFilterKey; key: string; kind: 'date'; label: string }
  | { field: IdListFilterKey | 'excludedStatus'; key: string; kind: 'numbers'; label: string }
  | { field: 'tags'; key: string; kind: 'texts'; label: string };

/** Every filter field but the advanced rows, in the order of the request (from the registry). */
export const filterEntries: readonly FilterEntry[] = filterFields.flatMap(
  (field): FilterEntry[] => {
    const [key, label] = filterFieldKeys[field.id];
    switch (field.kind) {
      case 'dateBound':
        return [{ field: field.id, key, kind: 'date', label }];
      case 'status':
        // "not Delivered" travels as itself, not as the other statuses it stands for.
        return [
          { field: field.id, key, kind: 'numbers', label },
          { field: 'excludedStatus', key: 'sx', kind: 'numbers', label: 'excluded status' },
        ];
      case 'idList':
        return [{ field: field.id, key, kind: 'numbers', label }];
      case 'tags':
        return [{ field: field.id, key, kind: 'texts', label }];
      default:
        return [];
    }
  },
);
