import {
  wordProblem,
  type DeliveriesStateProblemMessages,
  type DeliveriesViewProblem,
} from '../../state/problems/problem';
import {
  describeColumnProblem,
  type DeliveriesColumnSettingsMessages,
} from '../../state/columns/messages';
import type { DeliveriesView } from '../types';

export type { DeliveriesViewProblem };

// Kept beside the views, not in them: the problems are for this session and never stored.
const problemsOfView = new WeakMap<DeliveriesView, readonly DeliveriesViewProblem[]>();

/**
 * Remembers what reading `view` left out, for whoever applies it.
 *
 * @example
 * ```ts
 * noteViewProblems(view, [{ code: 'pageNotNumber', params: { value: '“0”' } }]);
 * ```
 */
export function noteViewProblems(
  view: DeliveriesView,
  problems: readonly DeliveriesViewProblem[],
): void {
  if (problems.length > 0) problemsOfView.set(view, problems);
}

/**
 * What reading `view` left out (see {@link noteViewProblems}); empty when nothing was.
 *
 * @example
 * ```ts
 * viewProblems(saved); // [{ code: 'dateNotDate', params: { field: 'insertFrom', value: '“not a date”' } }]
 * ```
 */
export function viewProblems(view: DeliveriesView): readonly DeliveriesViewProblem[] {
  return problemsOfView.get(view) ?? [];
}

/**
 * One problem of a view in words: its state's by `problems`, its columns' by `columns`.
 *
 * @example
 * ```ts
 * wordViewProblem(problem, defaultStateProblemMessages, defaultColumnSettingsMessages);
 * ```
 */
export function wordViewProblem(
  problem: DeliveriesViewProblem,
  problems: DeliveriesStateProblemMessages,
  columns: DeliveriesColumnSettingsMessages,
): string {
  return problem.code === 'columnSettings'
    ? (describeColumnProblem(problem.params, columns) ?? '')
    : wordProblem(problem, problems);
}
