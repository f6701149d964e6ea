/**
 * A date bound of the grid's filter state is a date (`2026-11-01`, `2026-11-01T08:30`, an ISO
 * 8601 instant) or a relative token: a date preset's id (`last7Days`, a host's `earlyShift`),
 * resolved to day boundaries in the grid's time zone each time a request is built. Dates start
 * with a digit and tokens never do, so one string tells which it is.
 */

/**
 * The date presets every grid offers, in the order the panel lists them. "Any time" (no
 * bounds) and "Custom range" (dates) are choices of the panel, not presets.
 *
 * @example
 * ```ts
 * builtInDatePresetIds.includes('last7Days'); // true
 * ```
 */
export const builtInDatePresetIds = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;

/** One of {@link builtInDatePresetIds}. */
export type BuiltInDatePresetId = (typeof builtInDatePresetIds)[number];

/**
 * What a preset's `range` is told when a request is built: the day and instant it is resolved
 * at, in the grid's time zone and week.
 *
 * @example
 * ```ts
 * const lastTwoDays = ({ today, addDays }: DatePresetContext) => ({ from: addDays(today, -2), to: addDays(today, -1) });
 * ```
 */
export interface DatePresetContext {
  /** Today in the grid's time zone, `YYYY-MM-DD`. */
  today: string;
  /** The instant the request is built at. */
  now: Date;
  /** The grid's IANA time zone (`undefined`: the runtime's). */
  timeZone: string | undefined;
  /** The locale's first day of the week, 1 (Monday) to 7 (Sunday). */
  firstDayOfWeek: number;
  /** A day `days` later (earlier when negative): `addDays('2026-03-01', -1)` is `2026-02-28`. */
  addDays(day: string, days: number): string;
}

/**
 * A date preset a host adds to each date range's choices. Its id is kept in links, saved views
 * and the state, so the range stays relative: keep ids stable.
 *
 * @example
 * ```ts
 * const earlyShift: DatePreset = {
 *   id: 'earlyShift',
 *   label: 'Early shift (06:00–14:00)',
 *   // A "to" time includes its whole minute: 13:59 ends at 13:59:59.999.
 *   range: ({ today }) => ({ from: `${today}T06:00`, to: `${today}T13:59` }),
 * };
 * ```
 */
export interface DatePreset {
  /** A letter, then letters, digits, `-` or `_`; not a built-in id. */
  id: string;
  /** What the preset choice and its chip read. */
  label: string;
  /**
   * Its bounds, as dates or wall-clock times in the grid's time zone (`2026-11-28`,
   * `2026-11-28T06:00`) or instants: a "from" day starts at its first millisecond, a "to" day
   * or minute ends at its last.
   */
  range(context: DatePresetContext): { from: string; to: string };
}

const presetId = /^[A-Za-z][\w-]{0,63}$/;

/**
 * Whether `value` is a relative token rather than a date: text that does not start with a digit.
 *
 * @example
 * ```ts
 * isRelativeBound('last7Days'); // true
 * isRelativeBound('2026-11-01'); // false
 * ```
 */
export function isRelativeBound(value: unknown): value is string {
  return typeof value === 'string' && /^\s*[^\d\s]/.test(value);
}

/**
 * Whether `text` has the shape of a preset's id (a letter, then letters, digits, `-` or `_`).
 *
 * @example
 * ```ts
 * looksLikePresetId('lastWeak'); // true
 * looksLikePresetId('not a date'); // false
 * ```
 */
export function looksLikePresetId(text: string): boolean {
  return presetId.test(text);
}

/**
 * Whether `id` names a preset of this grid: a built-in one or one of `presets`.
 *
 * @example
 * ```ts
 * isKnownDatePreset('lastWeek'); // true
 * isKnownDatePreset('earlyShift', [earlyShift]); // true
 * ```
 */
export function isKnownDatePreset(
  id: string,
  presets: readonly Pick<DatePreset, 'id'>[] = [],
): boolean {
  return (
    (builtInDatePresetIds as readonly string[]).includes(id) ||
    (presetId.test(id) && presets.some((preset) => preset?.id === id))
  );
}

/**
 * The host's presets that can be used: a valid id, not a built-in one, not given twice, with a
 * `range` to call (one with no label reads as its id). `presets` itself where all are.
 *
 * @example
 * ```ts
 * usableDatePresets([{ id: 'today', label: 'x', range }]); // [] (a built-in id)
 * usableDatePresets([null, { id: 'earlyShift', label: 7, range }]); // [{ id: 'earlyShift', label: 'earlyShift', range }]
 * ```
 */
export function usableDatePresets<T extends DatePreset>(
  presets: readonly T[] | undefined,
): readonly T[] {
  if (!Array.isArray(presets)) return [];
  const seen = new Set<string>(builtInDatePresetIds);
  const usable = presets.flatMap((preset): T[] => {
    const id: unknown = preset?.id;
    if (typeof id !== 'string' || !presetId.test(id) || seen.has(id)) return [];
    seen.add(id);
    if (typeof preset.range !== 'function') return [];
    return [typeof preset.label === 'string' ? preset : { ...preset, label: id }];
  });
  return usable.length === presets.length && usable.every((preset, i) => preset === presets[i])
    ? presets
    : usable;
}
