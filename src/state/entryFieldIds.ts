import { filterFields } from './filterFields';

// Apart from the registry: only the filter form (on demand) holds typed entries.

/**
 * Fields whose typed text the filter form holds under `entry` until it becomes chips: the id
 * lists that can be typed, and tags.
 *
 * @example
 * ```ts
 * entryFieldIds; // ['status', 'deliveryIds', 'tags']
 * ```
 */
export const entryFieldIds: readonly string[] = filterFields.flatMap((field) =>
  field.kind === 'tags' || ('typed' in field && field.typed) ? [field.id] : [],
);
