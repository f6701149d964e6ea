import type { Delivery } from '../../api/types';
import type { CodesSelection } from './tickedRows';

/**
 * The lists as a selection: `keys` written only when a row is a repeat of its code. `repeats`
 * (how many rows are), when known, spares reading every key.
 *
 * @example
 * ```ts
 * listsOf(['DLV-1'], ['DLV-1'], [delivery]); // { kind: 'codes', codes: ['DLV-1'], deliveries: [delivery] }
 * ```
 */
export function listsOf(
  codes: readonly string[],
  keys: readonly string[],
  deliveries: readonly Delivery[],
  repeats?: number,
): CodesSelection {
  const plain =
    repeats === undefined ? keys.every((key, index) => key === codes[index]) : repeats === 0;
  return plain ? { kind: 'codes', codes, deliveries } : { kind: 'codes', codes, keys, deliveries };
}

/**
 * Lists without the entries at `positions` (ascending): copies, the rest in order. A few are
 * cut out of one copy; many are left out in one pass.
 *
 * @example
 * ```ts
 * withoutPositions(['a', 'b', 'c'], [1]); // ['a', 'c']
 * ```
 */
export function withoutPositions<T>(list: readonly T[], positions: readonly number[]): T[] {
  if (positions.length > 16) {
    const gone = new Set(positions);
    return list.filter((_, index) => !gone.has(index));
  }
  const kept = list.slice();
  for (let at = positions.length - 1; at >= 0; at--) kept.splice(positions[at]!, 1);
  return kept;
}

/**
 * Where keys held sit in a selection's keys, ascending: a few are found by a scan each, many by
 * one pass over the keys.
 *
 * @example
 * ```ts
 * positionsOf(['DLV-1', 'DLV-2', 'DLV-3'], new Set(['DLV-3', 'DLV-1'])); // [0, 2]
 * ```
 */
export function positionsOf(keys: readonly string[], held: ReadonlySet<string>): number[] {
  if (held.size > 16) return keys.flatMap((key, index) => (held.has(key) ? [index] : []));
  return [...held].map((key) => keys.indexOf(key)).sort((a, b) => a - b);
}
