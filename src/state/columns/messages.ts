import { englishCount } from '../englishCount';
import { quote, summarizeProblemCodes } from '../urlState/linkProblems';
import { textProblem, type DeliveriesStateProblemMessages } from '../problems/problem';
import type { ColumnSettingsPart, ColumnSettingsProblem } from './columnSettingsProblem';

/**
 * The sentences that name what the check of column settings left out, one a problem code. Part
 * of the grid's `messages.table`; texts from the settings come unquoted, so a translation
 * chooses its own quotation marks.
 *
 * @example
 * ```tsx
 * <DeliveriesTable
 *   baseUrl="/gateway"
 *   messages={{ table: { columnUnknown: (id) => `Die Spalte „${id}“ gibt es hier nicht.` } }}
 * />
 * ```
 */
export interface DeliveriesColumnSettingsMessages {
  columnSettingsUnreadable: string;
  columnSettingsNotSettings: (value: string) => string;
  columnPartUnreadable: (part: ColumnSettingsPart) => string;
  columnPartMalformed: (part: ColumnSettingsPart, value: string) => string;
  columnEntryUnreadable: (part: ColumnSettingsPart) => string;
  columnEntryNotId: (part: 'order' | 'hidden', value: string) => string;
  columnEntriesCapped: (part: ColumnSettingsPart, count: number, read: number) => string;
  columnUnknown: (columnId: string) => string;
  columnRepeated: (part: 'order' | 'hidden', columnId: string) => string;
  columnWidthOutOfRange: (columnId: string, value: string, min: number, max: number) => string;
  columnPinNotSide: (columnId: string, value: string) => string;
  columnAllHidden: (columnId: string) => string;
}

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

/**
 * The sentence for one problem of column settings, in `messages`' words.
 *
 * @example
 * ```ts
 * describeColumnProblem({ code: 'allHidden', columnId: 'code' }, defaultColumnSettingsMessages);
 * // 'Every column was hidden, so “code” is shown.'
 * ```
 */
export function describeColumnProblem(
  problem: ColumnSettingsProblem,
  messages: DeliveriesColumnSettingsMessages,
): string {
  switch (problem.code) {
    case 'settingsUnreadable':
      return messages.columnSettingsUnreadable;
    case 'notSettings':
      return messages.columnSettingsNotSettings(problem.value);
    case 'partUnreadable':
      return messages.columnPartUnreadable(problem.part);
    case 'partMalformed':
      return messages.columnPartMalformed(problem.part, problem.value);
    case 'entryUnreadable':
      return messages.columnEntryUnreadable(problem.part);
    case 'notColumnId':
      return messages.columnEntryNotId(problem.part, problem.value);
    case 'entriesCapped':
      return messages.columnEntriesCapped(problem.part, problem.count, problem.read);
    case 'unknownColumn':
      return messages.columnUnknown(problem.columnId);
    case 'repeatedColumn':
      return messages.columnRepeated(problem.part, problem.columnId);
    case 'widthOutOfRange':
      return messages.columnWidthOutOfRange(
        problem.columnId,
        problem.value,
        problem.min,
        problem.max,
      );
    case 'pinNotSide':
      return messages.columnPinNotSide(problem.columnId, problem.value);
    case 'allHidden':
      return messages.columnAllHidden(problem.columnId);
  }
}

/**
 * Every problem the check of column settings found, in one sentence list, or `null` for none.
 *
 * @example
 * ```ts
 * describeColumnProblems([], messages); // null
 * ```
 */
export function describeColumnProblems(
  problems: readonly ColumnSettingsProblem[],
  messages: DeliveriesColumnSettingsMessages & {
    problems: Pick<DeliveriesStateProblemMessages, 'moreLeftOut'>;
  },
): string | null {
  const told = summarizeProblemCodes(
    problems.map((problem) => textProblem(describeColumnProblem(problem, messages))),
  );
  // Only the sentences and the count of the rest come out of the summary.
  return (
    told
      ?.map((problem) =>
        problem.code === 'moreLeftOut'
          ? messages.problems.moreLeftOut(problem.params)
          : problem.code === 'text'
            ? problem.params.text
            : '',
      )
      .join(' ') ?? null
  );
}
