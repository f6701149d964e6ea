import type { QueryStateLimits } from '../../state/validation/queryStateLimits';
import type { SavedDeliveriesView } from '../types';
import { isRecord } from './guards';
import { readDeliveriesView } from './parseDeliveriesView';
import { noteViewProblems } from './viewProblems';
import { maxViewNameLength, normalizeViewName } from './viewName';

/**
 * Reads one stored entry into a fresh {@link SavedDeliveriesView} (known fields only, page 1,
 * only the parts the server accepts: what was left out is kept for `viewProblems`), or
 * `undefined` when it is not one: no id, an empty or over-long name, a `savedAt` that is not
 * a date, or no state, columns or density.
 *
 * @example
 * ```ts
 * const entries = JSON.parse(text).views as unknown[];
 * const views = entries.flatMap((entry) => parseSavedView(entry) ?? []);
 * ```
 */
export function parseSavedView(
  value: unknown,
  limits?: QueryStateLimits,
): SavedDeliveriesView | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, savedAt } = value;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return undefined;
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return undefined;
  const cleanName = normalizeViewName(name);
  if (cleanName === '' || [...cleanName].length > maxViewNameLength) return undefined;
  const { view, problems } = readDeliveriesView(value, limits);
  if (!view) return undefined;
  const saved = { id, name: cleanName, savedAt, ...view };
  noteViewProblems(saved, problems);
  return saved;
}
