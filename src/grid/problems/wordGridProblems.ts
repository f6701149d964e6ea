import type { DeliveriesColumnSettingsMessages } from '../../state/columns/messages';
import { describeColumnProblem } from '../../state/columns/messages';
import type {
  DeliveriesGridProblemMessages,
  DeliveriesViewProblem,
} from '../../state/problems/problem';

/** The words problems are said in: the state's by code, the column settings' by key. */
export interface GridProblemWords {
  problems: DeliveriesGridProblemMessages;
  columns: Partial<DeliveriesColumnSettingsMessages>;
}

/**
 * Problems in `words` as one text: `null` for none, `undefined` when `words` lack the words
 * of one of them (the English defaults fetch theirs when first needed).
 *
 * @example
 * ```ts
 * wordGridProblems([{ code: 'pageNotNumber', params: { value: '“0”' } }], { problems: {}, columns: {} }); // undefined
 * ```
 */
export function wordGridProblems(
  problems: readonly DeliveriesViewProblem[] | null | undefined,
  words: GridProblemWords,
): string | null | undefined {
  if (!problems) return null;
  const texts: string[] = [];
  for (const problem of problems) {
    const text =
      problem.code === 'columnSettings'
        ? describeColumnProblem(problem.params, words.columns)
        : (words.problems[problem.code] as ((params: object) => string) | undefined)?.(
            problem.params,
          );
    if (text === undefined) return undefined;
    texts.push(text);
  }
  return texts.join(' ');
}
