import type { Delivery } from './types';

/**
 * A delivery's own field, `undefined` where it has none: a column named after something every
 * object inherits (`constructor`, `toString`) reads nothing, not the prototype's function.
 *
 * @example
 * ```ts
 * fieldOf(delivery, 'code'); // 'DLV-1'
 * fieldOf(delivery, 'constructor'); // undefined
 * ```
 */
export function fieldOf(delivery: Delivery, field: string): unknown {
  return Object.hasOwn(delivery, field) ? delivery[field] : undefined;
}
