import type { DeliveriesColumnSettings } from '../columnSettings';
import { columnWidthLimits } from '../arrangeColumns';

type Entries<Value> = Record<string, Value>;

/** Unique ids of the grid's columns, or null for anything else (the full check says what). */
function idsOf(list: unknown, known: ReadonlySet<string>): string[] | null {
  if (list === undefined) return [];
  // Unique known ids are no more than the grid's columns: a longer list has a problem.
  if (!Array.isArray(list) || list.length > known.size) return null;
  const ids: string[] = [];
  for (let index = 0; index < list.length; index += 1) {
    const id: unknown = list[index];
    if (typeof id !== 'string' || !known.has(id) || ids.includes(id)) return null;
    ids.push(id);
  }
  return ids;
}

/** Entries by known id, each kept by `isValue`, or null for anything else. */
function entriesOf<Value>(
  part: unknown,
  known: ReadonlySet<string>,
  isValue: (value: unknown) => value is Value,
): Entries<Value> | null {
  if (part === undefined) return {};
  if (typeof part !== 'object' || part === null || Array.isArray(part)) return null;
  const keys = Object.keys(part);
  if (keys.length > known.size) return null;
  const kept: [string, Value][] = [];
  for (const key of keys) {
    const value: unknown = (part as Entries<unknown>)[key];
    // An entry set to `undefined` is no entry, as JSON would drop it.
    if (value === undefined) continue;
    if (!known.has(key) || !isValue(value)) return null;
    kept.push([key, value]);
  }
  return Object.fromEntries(kept);
}

const isWidth = (value: unknown): value is number =>
  typeof value === 'number' && value >= columnWidthLimits.min && value <= columnWidthLimits.max;
const isSide = (value: unknown): value is 'start' | 'end' => value === 'start' || value === 'end';

/**
 * Column settings `checkColumnSettings` would keep whole, as it would copy them; null for any
 * it would change or name a problem in (that check, fetched on demand, then says what). The
 * usual settings (none, a host's, a person's stored ones) are taken without fetching it.
 *
 * @example
 * ```ts
 * soundColumnSettings({ order: ['status'], widths: { code: 180 } }, ['code', 'status']);
 * // { order: ['status'], hidden: [], widths: { code: 180 } }
 * soundColumnSettings({ widths: { code: 1e9 } }, ['code']); // null
 * ```
 */
export function soundColumnSettings(
  input: unknown,
  columnIds: readonly string[],
): DeliveriesColumnSettings | null {
  if (input === undefined || input === null) return { order: [], hidden: [], widths: {} };
  const known = new Set(columnIds);
  try {
    if (typeof input !== 'object' || Array.isArray(input)) return null;
    const { order, hidden, widths, pinned } = input as Partial<Entries<unknown>>;
    const settings = {
      order: idsOf(order, known),
      hidden: idsOf(hidden, known),
      widths: entriesOf(widths, known, isWidth),
    };
    const pins = entriesOf(pinned, known, isSide);
    if (!settings.order || !settings.hidden || !settings.widths || !pins) return null;
    // Every column hidden shows the first: a change the full check names.
    if (columnIds.length > 0 && columnIds.every((id) => settings.hidden!.includes(id))) return null;
    const sound: DeliveriesColumnSettings = {
      order: settings.order,
      hidden: settings.hidden,
      widths: settings.widths,
    };
    // No pins is no `pinned` at all, as the full check gives it.
    if (Object.keys(pins).length > 0) sound.pinned = pins;
    return sound;
  } catch {
    // A getter or a revoked Proxy: the full check reads it part by part.
    return null;
  }
}
