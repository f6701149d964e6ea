/** A part of `DeliveriesColumnSettings`. */
export type ColumnSettingsPart = 'order' | 'hidden' | 'widths' | 'pinned';

/**
 * What `checkColumnSettings` left out or changed, as a code and its parameters; the words are
 * chosen where it is shown (`describeColumnProblem`). Texts taken from the settings (`value`,
 * `columnId`) come unquoted and cut to 81 characters.
 *
 * @example
 * ```ts
 * const problem: ColumnSettingsProblem = { code: 'unknownColumn', columnId: 'colour' };
 * ```
 */
export type ColumnSettingsProblem =
  /** The settings could not be read at all (a throwing Proxy): none were used. */
  | { code: 'settingsUnreadable' }
  /** The settings are not an object: none were used. */
  | { code: 'notSettings'; value: string }
  /** Reading a part threw: its default is used. */
  | { code: 'partUnreadable'; part: ColumnSettingsPart }
  /** A part is not a list (order, hidden) or an object by column (widths, pinned): its default is used. */
  | { code: 'partMalformed'; part: ColumnSettingsPart; value: string }
  /** Reading an entry of a part threw: the entry was left out. */
  | { code: 'entryUnreadable'; part: ColumnSettingsPart }
  /** An entry of `order` or `hidden` is not text: left out. */
  | { code: 'notColumnId'; part: 'order' | 'hidden'; value: string }
  /** A part has more entries than the check reads: only the first `read` were read. */
  | { code: 'entriesCapped'; part: ColumnSettingsPart; count: number; read: number }
  /** A column id the grid does not have, wherever it was: left out everywhere. */
  | { code: 'unknownColumn'; columnId: string }
  /** A column listed again in `order` or `hidden`: the later ones were left out. */
  | { code: 'repeatedColumn'; part: 'order' | 'hidden'; columnId: string }
  /** A width that is not a number within `min`–`max` pixels: left out. */
  | { code: 'widthOutOfRange'; columnId: string; value: string; min: number; max: number }
  /** A pin that is neither `start` nor `end`: left out. */
  | { code: 'pinNotSide'; columnId: string; value: string }
  /** Every column was hidden: `columnId`, the first in order, is shown. */
  | { code: 'allHidden'; columnId: string };
