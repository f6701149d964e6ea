import { columnWidthLimits, orderColumns } from '../arrangeColumns';
import type { DeliveriesColumnSettings } from '../columnSettings';
import { readList } from '../validation/readList';
import { isListSafely, readPart, unreadable } from '../validation/readPart';
import { described } from '../validation/shown';
import type { ColumnSettingsPart, ColumnSettingsProblem } from './columnSettingsProblem';

/** Checked column settings: only what the grid can draw, and what was left out. */
export interface ColumnSettingsCheck {
  settings: DeliveriesColumnSettings;
  /** Each part left out or changed, in the order the settings hold them; empty when none. */
  problems: ColumnSettingsProblem[];
}

// Lists are read as far as 4 × this (or the grid's column count) + 100 entries: room for
// repeats and bad entries, and a list of 10^7 costs what a short one does.
const mostColumns = 200;
// Texts from the settings are handed to messages no longer than `quote` shows (40 + "…").
const cut = (text: string) => text.slice(0, 81);

/**
 * The one check of column settings from every door (`columnsMenu.settings` and
 * `defaultSettings`, a saved view, storage, `actions.setColumnSettings` and `resizeColumn`).
 * A part missing takes its default, silently (`order: []`, `hidden: []`, `widths: {}`, no
 * pins); `null` or `undefined` settings are the defaults. Left out, each named as a problem:
 * column ids not in `columnIds` (when given: storage does not know the grid's columns), entries
 * that are not text or are repeated, widths that are not a number from
 * {@link columnWidthLimits} `min` to `max` pixels (48–800, what the resize handle allows), pins
 * that are neither `start` nor `end`, parts of the wrong kind, and anything whose reading throws
 * (a getter, a revoked Proxy). Every column hidden shows the first in order. Never throws.
 *
 * @example
 * ```ts
 * checkColumnSettings({ order: ['status', 'colour'], widths: { code: 1e9 } }, ['code', 'status']);
 * // { settings: { order: ['status'], hidden: [], widths: {} },
 * //   problems: [{ code: 'unknownColumn', columnId: 'colour' },
 * //              { code: 'widthOutOfRange', columnId: 'code', value: '1000000000', min: 48, max: 800 }] }
 * ```
 */
export function checkColumnSettings(
  input: unknown,
  columnIds?: readonly string[],
): ColumnSettingsCheck {
  try {
    return checkReadable(input, columnIds);
  } catch {
    // The last guard: whatever a host's object does that the reads below did not foresee.
    return { settings: noSettings(), problems: [{ code: 'settingsUnreadable' }] };
  }
}

const noSettings = (): DeliveriesColumnSettings => ({ order: [], hidden: [], widths: {} });

/** What each part's reader is given: where problems go and which column ids are known. */
interface Reading {
  problems: ColumnSettingsProblem[];
  /** Whether the grid has this column; names an unknown one once. */
  isKnown: (id: string) => boolean;
  most: number;
}

function checkReadable(input: unknown, columnIds: readonly string[] | undefined) {
  const problems: ColumnSettingsProblem[] = [];
  const settings = noSettings();
  if (input === undefined || input === null) return { settings, problems };
  const list = isListSafely(input);
  if (list === unreadable) return { settings, problems: [{ code: 'settingsUnreadable' as const }] };
  if (list || typeof input !== 'object') {
    problems.push({ code: 'notSettings', value: cut(described(input)) });
    return { settings, problems };
  }
  const known = columnIds && new Set(columnIds);
  const named = new Set<string>();
  const reading: Reading = {
    problems,
    isKnown: (id) => {
      if (!known || known.has(id)) return true;
      if (!named.has(id)) problems.push({ code: 'unknownColumn', columnId: cut(id) });
      named.add(id);
      return false;
    },
    most: Math.max(columnIds?.length ?? 0, mostColumns),
  };
  settings.order = readIds(input, 'order', reading);
  settings.hidden = readIds(input, 'hidden', reading);
  settings.widths = Object.fromEntries(readEntries(input, 'widths', reading, checkWidth));
  const pins = readEntries(input, 'pinned', reading, checkPin);
  // No pins is no `pinned` at all: a view saved before pins compares equal.
  if (pins.length > 0) settings.pinned = Object.fromEntries(pins);
  if (columnIds && columnIds.length > 0 && columnIds.every((id) => settings.hidden.includes(id))) {
    const first = orderColumns(
      columnIds.map((id) => ({ id })),
      settings,
    )[0]!.id;
    settings.hidden = settings.hidden.filter((id) => id !== first);
    problems.push({ code: 'allHidden', columnId: cut(first) });
  }
  return { settings, problems };
}

/** A part's value, or `undefined` (missing, or named as a problem). */
function partOf(input: object, part: ColumnSettingsPart, reading: Reading): unknown {
  const value = readPart(input, part);
  if (value !== unreadable) return value;
  reading.problems.push({ code: 'partUnreadable', part });
  return undefined;
}

function readIds(input: object, part: 'order' | 'hidden', reading: Reading): string[] {
  const { problems } = reading;
  const value = partOf(input, part, reading);
  if (value === undefined) return [];
  const list = isListSafely(value);
  if (list === unreadable) {
    problems.push({ code: 'partUnreadable', part });
    return [];
  }
  if (!list) {
    problems.push({ code: 'partMalformed', part, value: cut(described(value)) });
    return [];
  }
  let start;
  try {
    start = readList(value as unknown[], reading.most);
  } catch {
    problems.push({ code: 'partUnreadable', part });
    return [];
  }
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const item of start.items) {
    if (item === unreadable) problems.push({ code: 'entryUnreadable', part });
    else if (typeof item !== 'string') {
      problems.push({ code: 'notColumnId', part, value: cut(described(item)) });
    } else if (seen.has(item)) problems.push({ code: 'repeatedColumn', part, columnId: cut(item) });
    else {
      seen.add(item);
      if (reading.isKnown(item)) ids.push(item);
    }
  }
  if (start.items.length < start.length) {
    problems.push({ code: 'entriesCapped', part, count: start.length, read: start.items.length });
  }
  return ids;
}

/** A kept entry's value, or the problem that leaves it out. */
type EntryCheck<Value> = (columnId: string, value: unknown) => Value | ColumnSettingsProblem;

function readEntries<Value>(
  input: object,
  part: 'widths' | 'pinned',
  reading: Reading,
  check: EntryCheck<Value>,
): [string, Value][] {
  const { problems } = reading;
  const value = partOf(input, part, reading);
  if (value === undefined) return [];
  let keys: string[];
  try {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push({ code: 'partMalformed', part, value: cut(described(value)) });
      return [];
    }
    keys = Object.keys(value);
  } catch {
    problems.push({ code: 'partUnreadable', part });
    return [];
  }
  const read = keys.slice(0, reading.most * 4 + 100);
  const kept: [string, Value][] = [];
  for (const key of read) {
    const entry = readPart(value, key);
    // An entry set to `undefined` is no entry, as JSON would drop it.
    if (entry === undefined || !reading.isKnown(key)) continue;
    if (entry === unreadable) {
      problems.push({ code: 'entryUnreadable', part });
      continue;
    }
    const checked = check(key, entry);
    if (isProblem(checked)) problems.push(checked);
    else kept.push([key, checked]);
  }
  if (read.length < keys.length) {
    problems.push({ code: 'entriesCapped', part, count: keys.length, read: read.length });
  }
  return kept;
}

const isProblem = (value: unknown): value is ColumnSettingsProblem =>
  typeof value === 'object' && value !== null && 'code' in value;

const checkWidth: EntryCheck<number> = (columnId, width) => {
  const { min, max } = columnWidthLimits;
  // The widths a person can drag to: anything else would hide a column or push out the rest.
  if (typeof width === 'number' && width >= min && width <= max) return width;
  return {
    code: 'widthOutOfRange',
    columnId: cut(columnId),
    value: cut(described(width)),
    min,
    max,
  };
};

const checkPin: EntryCheck<'start' | 'end'> = (columnId, side) =>
  side === 'start' || side === 'end'
    ? side
    : { code: 'pinNotSide', columnId: cut(columnId), value: cut(described(side)) };
