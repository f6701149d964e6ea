import { defaultStateProblemMessages } from '@src/state/problems/problemMessages';
import { defaultColumnSettingsMessages } from '@src/state/columns/columnSettingsWords';
import { wordViewProblem, type DeliveriesViewProblem } from '@src/views/logic/viewProblems';

/** A view's problems in the English defaults' words, as a person reads them. */
export function inEnglish(problems: readonly DeliveriesViewProblem[]): string[] {
  return problems.map((problem) =>
    wordViewProblem(problem, defaultStateProblemMessages, defaultColumnSettingsMessages),
  );
}
