import type { DeliveriesViewProblem } from '../../state/problems/problem';

// Apart from `viewProblems`: only reading a view (on demand) cuts its problems.

/** The most problems kept for what reading one view left out; the rest are counted. */
export const maxViewProblems = 20;

/**
 * `problems` cut to {@link maxViewProblems}, the last one counting those cut: a stored view
 * with 10^5 bad parts must not become 10^5 sentences for a person to read.
 *
 * @example
 * ```ts
 * capViewProblems(Array(100).fill(problem)).at(-1); // { code: 'viewMoreLeftOut', params: { count: 81 } }
 * ```
 */
export function capViewProblems(
  problems: readonly DeliveriesViewProblem[],
): DeliveriesViewProblem[] {
  if (problems.length <= maxViewProblems) return [...problems];
  const kept = problems.slice(0, maxViewProblems - 1);
  kept.push({ code: 'viewMoreLeftOut', params: { count: problems.length - kept.length } });
  return kept;
}
