import type { DeliveriesStateProblem } from '../problems/problem';
import type { DeliveriesProblemList } from '../problems/filterProblem';
import { readPart } from './readPart';

/** The start of a host's list as `readList` read it. */
export interface ListStart {
  /** The items read, in order; an item whose reading threw is `unreadable`. */
  items: unknown[];
  /** The list's length as it says, read items or not. */
  length: number;
}

/**
 * The first items of a host's list, read by index: at most `4 × most + 100` of them (room for
 * duplicates and bad items around the `most` kept), so a list of ten million holes costs what
 * a short one does. Throws only when the list's length cannot be read.
 *
 * @example
 * ```ts
 * readList([1, 2, 3], 1000); // { items: [1, 2, 3], length: 3 }
 * readList(new Array(1e7), 1000).items.length; // 4100
 * ```
 */
export function readList(list: readonly unknown[], most: number): ListStart {
  const said = Number(list.length);
  // A Proxy may say any length: what is not a count reads as empty.
  const length = Number.isSafeInteger(said) && said > 0 ? said : 0;
  const read = Math.min(length, most * 4 + 100);
  const items: unknown[] = [];
  for (let index = 0; index < read; index += 1) items.push(readPart(list, index));
  return { items, length };
}

/**
 * The problem of a list longer than what `readList` reads, or `undefined` when it read all.
 *
 * @example
 * ```ts
 * unreadRest({ items: new Array(4100), length: 1e7 }, 'status');
 * // { code: 'listUnread', params: { list: 'status', length: 10000000, read: 4100 } }
 * ```
 */
export function unreadRest(
  { items, length }: ListStart,
  list: DeliveriesProblemList,
): DeliveriesStateProblem | undefined {
  if (items.length >= length) return undefined;
  return { code: 'listUnread', params: { list, length, read: items.length } };
}
