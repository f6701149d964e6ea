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

/**
 * The sentence for one problem of column settings, in `messages`' words; `undefined` when
 * `messages` lack its words (the grid's English defaults fetch them when first needed).
 *
 * @example
 * ```ts
 * describeColumnProblem({ code: 'allHidden', columnId: 'code' }, defaultColumnSettingsMessages);
 * // 'Every column was hidden, so “code” is shown.'
 * ```
 */
export function describeColumnProblem(
  problem: ColumnSettingsProblem,
  messages: Partial<DeliveriesColumnSettingsMessages>,
): string | undefined {
  switch (problem.code) {
    case 'settingsUnreadable':
      return messages.columnSettingsUnreadable;
    case 'notSettings':
      return messages.columnSettingsNotSettings?.(problem.value);
    case 'partUnreadable':
      return messages.columnPartUnreadable?.(problem.part);
    case 'partMalformed':
      return messages.columnPartMalformed?.(problem.part, problem.value);
    case 'entryUnreadable':
      return messages.columnEntryUnreadable?.(problem.part);
    case 'notColumnId':
      return messages.columnEntryNotId?.(problem.part, problem.value);
    case 'entriesCapped':
      return messages.columnEntriesCapped?.(problem.part, problem.count, problem.read);
    case 'unknownColumn':
      return messages.columnUnknown?.(problem.columnId);
    case 'repeatedColumn':
      return messages.columnRepeated?.(problem.part, problem.columnId);
    case 'widthOutOfRange':
      return messages.columnWidthOutOfRange?.(
        problem.columnId,
        problem.value,
        problem.min,
        problem.max,
      );
    case 'pinNotSide':
      return messages.columnPinNotSide?.(problem.columnId, problem.value);
    case 'allHidden':
      return messages.columnAllHidden?.(problem.columnId);
  }
}
