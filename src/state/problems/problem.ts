import type { DeliveriesFilterProblem, DeliveriesLinkEntryProblem } from './filterProblem';
import type { ColumnSettingsProblem } from '../columns/columnSettingsProblem';

/** A part of the grid's state a problem names when it could not be read. */
export type DeliveriesStatePart = 'pageNumber' | 'pageSize' | 'quickSearch' | 'orderBy' | 'filters';

/**
 * Something the grid left out of the state, a link or a saved view, as data: a code and what
 * the sentence needs. The words are chosen once, where it is shown (`messages.table.problems`).
 * `value` params are already in quotes and cut to a readable length; `label` is the English
 * name of a filter, `field` its id (for a translation to name it itself).
 *
 * @example
 * ```ts
 * const problem: DeliveriesProblem = { code: 'pageNotNumber', params: { value: '“0”' } };
 * ```
 */
export type DeliveriesProblem = DeliveriesStateProblem | DeliveriesLinkProblem;

/** The problems of a state the grid is given (`checkQueryState`): those the grid shows itself. */
export type DeliveriesStateProblem =
  | { code: 'settingsUnreadable'; params: Record<string, never> }
  | { code: 'settingsNotSettings'; params: { value: string } }
  | { code: 'partUnreadable'; params: { part: DeliveriesStatePart } }
  | { code: 'partUnknown'; params: { key: string } }
  | { code: 'optionRepeated'; params: { option: string; value: string } }
  | { code: 'optionUnlabelled'; params: { option: string; value: string } }
  | { code: 'optionItemUnusable'; params: { option: string; value: string } }
  | { code: 'pageSizeOptionUnusable'; params: { value: string } }
  | {
      code: 'rowCountUnusable';
      params: { option: string; value: string; least: number; used: number };
    }
  | { code: 'exportCountUnusable'; params: { option: string; value: string; used: number } }
  | { code: 'refreshNotSeconds'; params: { value: string } }
  | { code: 'refreshOutOfRange'; params: { value: string } }
  | { code: 'pageNotNumber'; params: { value: string } }
  | { code: 'pageSizeOutOfRange'; params: { value: string; max: number; pageSize: number } }
  | { code: 'densityUnusable'; params: { value: string } }
  | { code: 'searchNotText'; params: { value: string } }
  | { code: 'searchTooLong'; params: { value: string; max: number } }
  | { code: 'sortMalformed'; params: { value: string } }
  | { code: 'sortNotOffered'; params: { key: string } }
  | { code: 'moreLeftOut'; params: { count: number } }
  /** A sentence a host hands in: shown as it is. */
  | { code: 'text'; params: { text: string } }
  | DeliveriesFilterProblem;

/** The problems only a link has (`readDeliveriesState`): a host shows them beside its link. */
export type DeliveriesLinkProblem =
  | { code: 'linkNotText'; params: Record<string, never> }
  | { code: 'linkNoVersion'; params: { value: string; version: number } }
  | { code: 'linkNewer'; params: { version: number; reads: number } }
  | { code: 'linkOlder'; params: { version: number } }
  | { code: 'linkCutShort'; params: Record<string, never> }
  | { code: 'filterNoValue'; params: { field: string; label: string } }
  | { code: 'filterNotDate'; params: { field: string; label: string; value: string } }
  | { code: 'filterNotNumber'; params: { field: string; label: string; value: string } }
  | DeliveriesLinkEntryProblem;

/** Any problem's code. */
export type DeliveriesProblemCode = DeliveriesProblem['code'];

/**
 * The words of each problem: a function of its params. Part of `messages.table.problems`.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ table: { problems: { pageNotNumber: ({ value }) => `Seite ${value}?` } } }} />
 * ```
 */
export type DeliveriesProblemMessages = WordsOf<DeliveriesProblem>;

/** The words of the problems the grid shows: every code's (a locale pack's `table.problems`). */
export type DeliveriesStateProblemMessages = WordsOf<DeliveriesStateProblem>;

/**
 * The grid's `messages.table.problems`: any code's words may be missing, as in the English
 * defaults, whose words are fetched when a problem is first shown.
 *
 * @example
 * ```ts
 * const words: DeliveriesGridProblemMessages = { pageNotNumber: ({ value }) => `Seite ${value}?` };
 * ```
 */
export type DeliveriesGridProblemMessages = Partial<DeliveriesStateProblemMessages>;

/**
 * What was left out of a state or of a view: a problem of the state, or of its column settings
 * (worded by the grid's column messages).
 *
 * @example
 * ```ts
 * const problem: DeliveriesViewProblem = { code: 'columnSettings', params: { code: 'allHidden', columnId: 'code' } };
 * ```
 */
export type DeliveriesViewProblem =
  DeliveriesStateProblem | { code: 'columnSettings'; params: ColumnSettingsProblem };

/** The words of the problems only a link has (a pack's `linkProblems`). */
export type DeliveriesLinkProblemMessages = WordsOf<DeliveriesLinkProblem>;

type WordsOf<P extends { code: string; params: object }> = {
  [Code in P['code']]: (params: Extract<P, { code: Code }>['params']) => string;
};

/**
 * A problem in a table's words.
 *
 * @example
 * ```ts
 * wordProblem({ code: 'linkCutShort', params: {} }, defaultProblemMessages);
 * ```
 */
export function wordProblem<P extends DeliveriesProblem>(problem: P, words: WordsOf<P>): string {
  return (words as Record<string, (params: object) => string>)[problem.code]!(problem.params);
}

/**
 * Words already chosen as a problem: a sentence a host hands in. Every reader's own problem
 * has a code.
 *
 * @example
 * ```ts
 * textProblem('Der Link ist abgelaufen.');
 * ```
 */
export function textProblem(text: string): DeliveriesStateProblem {
  return { code: 'text', params: { text } };
}

/**
 * Problems in a table's words, as one text.
 *
 * @example
 * ```ts
 * wordProblems(problems, messages.problems); // 'The page “0” is not … Some more …'
 * ```
 */
export function wordProblems<P extends DeliveriesProblem>(
  problems: readonly P[],
  words: WordsOf<P>,
): string {
  const table = words as Record<string, (params: object) => string>;
  return problems.map((problem) => table[problem.code]!(problem.params)).join(' ');
}
