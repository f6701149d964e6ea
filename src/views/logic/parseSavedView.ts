import type { SavedDeliveriesView } from '../types';
import { isRecord } from './guards';
import { parseDeliveriesView } from './parseDeliveriesView';
import { maxViewNameLength, normalizeViewName } from './viewName';

/**
 * Reads one stored entry into a fresh {@link SavedDeliveriesView} (known fields only, page 1),
 * or `undefined` when it is not one: no id, an empty or over-long name, a `savedAt` that is not
 * a date, or a view that {@link parseDeliveriesView} refuses.
 *
 * @example
 * ```ts
 * const entries = JSON.parse(text).views as unknown[];
 * const views = entries.flatMap((entry) => parseSavedView(entry) ?? []);
 * ```
 */
export function parseSavedView(value: unknown): SavedDeliveriesView | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, savedAt } = value;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return undefined;
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return undefined;
  const cleanName = normalizeViewName(name);
  if (cleanName === '' || [...cleanName].length > maxViewNameLength) return undefined;
  const view = parseDeliveriesView(value);
  return view && { id, name: cleanName, savedAt, ...view };
}
