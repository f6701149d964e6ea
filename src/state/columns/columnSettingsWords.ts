import { englishCount } from '../englishCount';
import { quote } from '../urlState/linkProblems';
import type { ColumnSettingsPart } from './columnSettingsProblem';
import type { DeliveriesColumnSettingsMessages } from './messages';

// The English words of the column settings' problems: a module of their own, so the grid
// fetches them only when a problem is shown.

const partName: Record<ColumnSettingsPart, string> = {
  order: 'column order',
  hidden: 'hidden columns',
  widths: 'column widths',
  pinned: 'pinned columns',
};

// What the grid does instead of a part it cannot use.
const instead: Record<ColumnSettingsPart, string> = {
  order: 'the host’s order is used',
  hidden: 'every column is shown',
  widths: 'every column keeps its natural width',
  pinned: 'no column is pinned',
};

const malformed: Record<ColumnSettingsPart, (value: string) => string> = {
  order: (value) => `The column order ${quote(value)} is not a list of column ids`,
  hidden: (value) => `The hidden columns ${quote(value)} are not a list of column ids`,
  widths: (value) => `The column widths ${quote(value)} are not widths by column id`,
  pinned: (value) => `The pinned columns ${quote(value)} are not sides by column id`,
};

/**
 * The English defaults.
 *
 * @example
 * ```ts
 * defaultColumnSettingsMessages.columnUnknown('colour');
 * // 'The column “colour” is not one this grid has, so it was left out.'
 * ```
 */
export const defaultColumnSettingsMessages: DeliveriesColumnSettingsMessages = {
  columnSettingsUnreadable: 'The column settings could not be read, so none were used.',
  columnSettingsNotSettings: (value) =>
    `The column settings ${quote(value)} are not a set of column settings, so none were used.`,
  columnPartUnreadable: (part) => `The ${partName[part]} could not be read, so ${instead[part]}.`,
  columnPartMalformed: (part, value) => `${malformed[part](value)}, so ${instead[part]}.`,
  columnEntryUnreadable: (part) =>
    `An entry of the ${partName[part]} could not be read, so it was left out.`,
  columnEntryNotId: (part, value) =>
    `The entry ${quote(value)} of the ${partName[part]} is not a column id, so it was left out.`,
  columnEntriesCapped: (part, count, read) =>
    `The ${englishCount(count)} entries of the ${partName[part]} are more than this grid reads, so only the first ${englishCount(read)} were read.`,
  columnUnknown: (columnId) =>
    `The column ${quote(columnId)} is not one this grid has, so it was left out.`,
  columnRepeated: (part, columnId) =>
    `The column ${quote(columnId)} is in the ${partName[part]} more than once, so it was kept once.`,
  columnWidthOutOfRange: (columnId, value, min, max) =>
    `The width ${quote(value)} of the column ${quote(columnId)} is not from ${min} to ${max} pixels, so it was left out.`,
  columnPinNotSide: (columnId, value) =>
    `The pin ${quote(value)} of the column ${quote(columnId)} is neither start nor end, so the column is not pinned.`,
  columnAllHidden: (columnId) => `Every column was hidden, so ${quote(columnId)} is shown.`,
};
